import { request as newRequest } from "@playwright/test";
import { baseURL } from "../../../playwright.config";
import { expect, test } from "../support/fixtures";
import { bookByPost, confirmationPath, staffMadeCohort } from "../support/cohorts";
import { signedInLearner, staffSession } from "../support/staff";
import { pdfText } from "~tests/support/pdf-text";
import { spreadsheetRows } from "~tests/support/spreadsheet-rows";

/**
 * Invoices over HTTP (decision 66): a seat marked paid has an invoice its learner downloads from
 * the booking's page, as a PDF that says what it is; nobody else gets it (a 404, as for a number
 * that is none), staff get it from the roster and the list, and the list's CSV has it for the
 * accountant. A period that is no period is refused in words, never a 5xx.
 */
test("a paid seat's invoice is its learner's and the staff's to download, and the accountant's CSV lists it", async ({ request }) => {
  const cohort = await staffMadeCohort({ course: "react-router-full-stack-apps", capacity: 3, startsInDays: 40 });
  await signedInLearner(request, "invoiced");
  const booking = await bookByPost(request, cohort);
  const staff = await newRequest.newContext({ baseURL });
  const stranger = await newRequest.newContext({ baseURL });
  const signedOut = await newRequest.newContext({ baseURL });
  try {
    await staffSession(staff);
    const roster = await (await staff.get(`/admin/cohorts/${cohort.cohort}`)).text();
    const bookingId = /name="bookingId" value="([0-9a-f-]{36})"/.exec(roster)![1]!;
    const paid = await staff.post(`/admin/cohorts/${cohort.cohort}`, {
      headers: { Origin: baseURL },
      form: { intent: "mark-paid", bookingId },
      maxRedirects: 0,
    });
    expect(paid.status()).toBe(200);

    // The booking's page links its invoice.
    const page = await (await request.get(booking)).text();
    const link = new RegExp(`href="(${booking}/invoices/(INV-\\d{4}-\\d{4}))"`).exec(page);
    expect(link, "the booking's page links its invoice").not.toBeNull();
    const [, invoicePath, number] = link!;
    const download = await request.get(invoicePath!);
    expect(download.status()).toBe(200);
    expect(download.headers()["content-type"]).toBe("application/pdf");
    expect(download.headers()["cache-control"]).toBe("private, no-store");
    expect(download.headers()["content-disposition"]).toContain(`filename="Invoice ${number}.pdf"`);
    const text = await pdfText(await download.body());
    expect(text).toContain(`Invoice ${number}`);
    expect(text).toContain("Full-stack Apps with React Router 7");
    expect(text).toMatch(/VAT at 20% £\d+\.\d{2}/);

    // Nobody else's: another learner, even by their own booking's address; a made-up number, a NUL, the signed-out visitor.
    await signedInLearner(stranger, "not-the-buyer");
    expect((await stranger.get(invoicePath!, { maxRedirects: 0 })).status()).toBe(404);
    const strangersBooking = await bookByPost(stranger, cohort);
    expect((await stranger.get(`${strangersBooking}/invoices/${number}`, { maxRedirects: 0 })).status()).toBe(404);
    expect((await request.get(`${booking}/invoices/INV-1999-0001`, { maxRedirects: 0 })).status()).toBe(404);
    expect((await request.get(`${booking}/invoices/INV-%00`, { maxRedirects: 0 })).status()).toBe(404);
    expect((await stranger.get(`/admin/invoices/${number}`, { maxRedirects: 0 })).status()).toBe(403);
    expect([302, 303]).toContain((await signedOut.get(invoicePath!, { maxRedirects: 0 })).status());

    // Staff: the roster's link, the list of the period, and its CSV.
    const rosterNow = await (await staff.get(`/admin/cohorts/${cohort.cohort}`)).text();
    expect(rosterNow).toContain(`href="/admin/invoices/${number}"`);
    const staffDownload = await staff.get(`/admin/invoices/${number}`);
    expect(staffDownload.status()).toBe(200);
    expect(await pdfText(await staffDownload.body())).toContain(number);
    expect((await staff.get(`/admin/invoices/${number}9`)).status()).toBe(404);
    const list = await (await staff.get("/admin/invoices")).text();
    expect(list).toContain(`href="/admin/invoices/${number}"`);
    // Tomorrow in UTC is on or after today on the studio's clock, whatever the season.
    const today = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const csv = await staff.get(`/admin/invoices.csv?from=${Number(today.slice(0, 4)) - 1}-01-01&to=${today}`);
    expect(csv.status()).toBe(200);
    const rows = spreadsheetRows(await csv.text());
    expect(rows[0]!.slice(0, 3)).toEqual(["Number", "Kind", "Issued"]);
    const row = rows.find((cells) => cells[0] === number)!;
    expect(row[1]).toBe("Invoice");
    const [net, vat, total] = row.slice(-4, -1).map(Number);
    expect(total).toBe(690);
    expect(net! + vat!).toBeCloseTo(total!, 2);
    expect(vat).toBeCloseTo(115, 2);

    // A period that is none: the page says so beside this month's list; the CSV refuses.
    const refused = await staff.get("/admin/invoices?from=2026-13-40&to=%00");
    expect(refused.status()).toBe(200);
    expect(await refused.text()).toContain("Enter both days of the period as dates");
    expect((await staff.get(`/admin/invoices.csv?from=${today}&to=2020-01-01`)).status()).toBe(400);
    expect((await staff.get(`/admin/invoices.csv?from=2020-01-01&to=${today}`)).status()).toBe(400);
  } finally {
    await Promise.all([staff.dispose(), stranger.dispose(), signedOut.dispose()]);
  }
});

test("a company's details on the booking step: a VAT number of the wrong shape is refused in words with nothing booked and what was typed kept; right, they reach the invoice", async ({
  request,
}) => {
  const cohort = await staffMadeCohort({ course: "react-router-full-stack-apps", capacity: 3, startsInDays: 40 });
  await signedInLearner(request, "company-buyer");
  const step = confirmationPath(cohort);
  const company = {
    billingCompany: "Acme Analytics GmbH",
    billingAddress: "Friedrichstraße 123\r\n10117 Berlin",
    billingCountry: "DE",
    purchaseOrder: "PO-2026-7781",
  };
  const refused = await request.post(step, {
    headers: { Origin: baseURL },
    form: { submissionId: crypto.randomUUID(), ...company, billingVatNumber: "DE 12345" },
    maxRedirects: 0,
  });
  expect(refused.status()).toBe(400);
  const page = await refused.text();
  expect(page).toContain("This is not a VAT number of Germany: it starts with the country&#x27;s code, such as DE123456789.");
  expect(page).toContain('value="DE 12345"');
  expect(page).toMatch(/Friedrichstraße 123\r?\n10117 Berlin<\/textarea>/);
  // Nothing was booked: the step is still there to book from.
  expect((await request.get(step, { maxRedirects: 0 })).status()).toBe(200);

  const booked = await request.post(step, {
    headers: { Origin: baseURL },
    form: { submissionId: crypto.randomUUID(), ...company, billingVatNumber: "DE 136 695 976" },
    maxRedirects: 0,
  });
  expect(booked.status()).toBe(303);
  const booking = booked.headers().location!;
  const staff = await newRequest.newContext({ baseURL });
  try {
    await staffSession(staff);
    const roster = await (await staff.get(`/admin/cohorts/${cohort.cohort}`)).text();
    const bookingId = /name="bookingId" value="([0-9a-f-]{36})"/.exec(roster)![1]!;
    await staff.post(`/admin/cohorts/${cohort.cohort}`, {
      headers: { Origin: baseURL },
      form: { intent: "mark-paid", bookingId },
      maxRedirects: 0,
    });
  } finally {
    await staff.dispose();
  }
  const invoicePath = new RegExp(`href="(${booking}/invoices/INV-\\d{4}-\\d{4})"`).exec(await (await request.get(booking)).text())![1]!;
  const text = await pdfText(await (await request.get(invoicePath)).body());
  expect(text).toContain("Acme Analytics GmbH");
  expect(text).toContain("Friedrichstraße 123 10117 Berlin Germany VAT number: DE136695976");
  expect(text).toContain("Purchase order PO-2026-7781");
});
