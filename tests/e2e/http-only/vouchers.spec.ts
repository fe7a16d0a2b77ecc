import { request as newRequest } from "@playwright/test";
import { baseURL } from "../../../playwright.config";
import { expect, test } from "../support/fixtures";
import { confirmationPath, staffMadeCohort } from "../support/cohorts";
import { signedInLearner, staffSession } from "../support/staff";
import { pdfText } from "~tests/support/pdf-text";
import { spreadsheetRows } from "~tests/support/spreadsheet-rows";

const origin = { Origin: baseURL };

/**
 * Vouchers over HTTP (issue 66): staff make a code and a partner's batch, bad input refused in
 * words with nothing made; a learner applies a code on the booking step (a plain GET, so it works
 * without scripts), sees the price the order costs, books at it, and the invoice names the code;
 * the code's last use cannot be taken twice, and a made-up, used-up or absurd code is said beside
 * the field, what was typed kept, nothing booked, never a 5xx.
 */
test("a voucher made by staff lowers the booking step's price, the booking's and the invoice's, once", async ({ request }) => {
  const cohort = await staffMadeCohort({ course: "react-router-full-stack-apps", capacity: 4, startsInDays: 40 });
  const code = `E2E-${crypto.randomUUID().slice(0, 8).toUpperCase()}`;
  const staff = await newRequest.newContext({ baseURL });
  const second = await newRequest.newContext({ baseURL });
  try {
    await staffSession(staff);
    const voucher = {
      mode: "",
      code,
      maxUses: "1",
      kind: "percent",
      amount: "25",
      courseSlug: "react-router-full-stack-apps",
      validFrom: "",
      validUntil: "",
    };
    // Bad input: each field's own words, nothing made.
    const refused = await staff.post("/admin/vouchers", { headers: origin, form: { ...voucher, code: "x", amount: "250" } });
    expect(refused.status()).toBe(400);
    const refusedPage = await refused.text();
    expect(refusedPage).toContain("Please enter 4 to 40 letters, digits and dashes");
    expect(refusedPage).toContain("Please enter a whole percentage from 1 to 100.");
    expect(refusedPage).toContain('value="250"');
    const made = await staff.post("/admin/vouchers", { headers: origin, form: voucher });
    expect(made.status()).toBe(200);
    expect(await made.text()).toContain("One voucher made.");
    expect((await staff.post("/admin/vouchers", { headers: origin, form: voucher })).status()).toBe(409);
    expect(await (await staff.get("/admin/vouchers")).text()).toContain(code);

    // The learner types it as read out: lower case, with a space. The step shows what the order costs.
    await signedInLearner(request, "voucher-buyer");
    const step = confirmationPath(cohort);
    const typed = `${code.slice(0, 4).toLowerCase()} ${code.slice(4)}`;
    const applied = await (await request.get(`${step}?voucher=${encodeURIComponent(typed)}`)).text();
    expect(applied).toContain(`Voucher ${code}: £172.50 off`);
    expect(applied).toContain("£517.50");
    expect(applied).toContain("Before the voucher: £690");
    // The field, and the order form's hidden copy of the applied code.
    const voucherInputs = (page: string) => page.match(/<input[^>]*name="voucher"[^>]*>/g) ?? [];
    expect(voucherInputs(applied)).toHaveLength(2);
    expect(voucherInputs(applied).filter((input) => input.includes('type="hidden"') && input.includes(`value="${code}"`))).toHaveLength(1);
    const booked = await request.post(step, {
      headers: origin,
      form: { submissionId: crypto.randomUUID(), voucher: code },
      maxRedirects: 0,
    });
    expect(booked.status()).toBe(303);
    const booking = booked.headers().location!;
    expect(await (await request.get(booking)).text()).toContain("£517.50");

    // Its one use is taken: the step says so beside the field, and an order sent with it anyway books nothing.
    await signedInLearner(second, "voucher-too-late");
    const usedUp = await (await second.get(`${step}?voucher=${code}`)).text();
    expect(usedUp).toContain("This code has already been used as often as it can be.");
    expect(usedUp).toContain(`value="${code}"`);
    expect(voucherInputs(usedUp)).toHaveLength(1);
    const refusedOrder = await second.post(step, {
      headers: origin,
      form: { submissionId: crypto.randomUUID(), voucher: code },
      maxRedirects: 0,
    });
    expect(refusedOrder.status()).toBe(409);
    const refusedText = await refusedOrder.text();
    expect(refusedText).toContain("Nothing was booked: the voucher could not be used.");
    expect(refusedText).toContain("This code has already been used as often as it can be.");
    expect((await second.get(step, { maxRedirects: 0 })).status()).toBe(200);

    // Made up, absurdly long, in German: said beside the field, never a 5xx.
    const unknown = await second.get(`${step}?voucher=NOPE-NOPE`);
    expect(unknown.status()).toBe(200);
    expect(await unknown.text()).toContain("We don&#x27;t know this code. Please check how it is written.");
    expect((await second.get(`${step}?voucher=${"A".repeat(10_000)}`)).status()).toBe(200);
    expect(await (await second.get(`/de${step}?voucher=NOPE-NOPE`)).text()).toContain("Diesen Code kennen wir nicht.");

    // Paid: the invoice is for the price after the voucher, and names it.
    const roster = await (await staff.get(`/admin/cohorts/${cohort.cohort}`)).text();
    const bookingId = /name="bookingId" value="([0-9a-f-]{36})"/.exec(roster)![1]!;
    await staff.post(`/admin/cohorts/${cohort.cohort}`, { headers: origin, form: { intent: "mark-paid", bookingId }, maxRedirects: 0 });
    const invoicePath = new RegExp(`href="(${booking}/invoices/INV-\\d{4}-\\d{4})"`).exec(await (await request.get(booking)).text())![1]!;
    const text = await pdfText(await (await request.get(invoicePath)).body());
    expect(text).toContain(`The price shown is after the discount code ${code}, which took off £172.50 including VAT.`);
    expect(text).toMatch(/Total £517\.50/);
  } finally {
    await Promise.all([staff.dispose(), second.dispose()]);
  }
});

test("staff make a partner's batch of single-use codes and download them as a list", async () => {
  const staff = await newRequest.newContext({ baseURL });
  try {
    await staffSession(staff);
    const partner = `Acme ${crypto.randomUUID().slice(0, 4)}`;
    const batch = {
      mode: "batch",
      batch: partner,
      count: "3",
      kind: "amount",
      amount: "49.50",
      courseSlug: "",
      validFrom: "",
      validUntil: "",
    };
    const tooMany = await staff.post("/admin/vouchers", { headers: origin, form: { ...batch, count: "5000" } });
    expect(tooMany.status()).toBe(400);
    expect(await tooMany.text()).toContain("Please enter a number of codes from 2 to 500.");
    const made = await staff.post("/admin/vouchers", { headers: origin, form: batch });
    expect(await made.text()).toContain("3 vouchers made.");
    const page = await (await staff.get("/admin/vouchers")).text();
    expect(page).toContain(partner);
    const csv = await staff.get(`/admin/vouchers.csv?${new URLSearchParams({ batch: partner })}`);
    expect(csv.status()).toBe(200);
    const rows = spreadsheetRows(await csv.text());
    expect(rows[0]).toEqual(["code", "used"]);
    expect(rows.slice(1)).toHaveLength(3);
    for (const [code, used] of rows.slice(1)) {
      expect(code).toMatch(new RegExp(`^${partner.replace(/\W/g, "").toUpperCase()}-[2-9A-HJKMNP-Z]{8}$`));
      expect(used).toBe("no");
    }
    expect((await staff.get("/admin/vouchers.csv?batch=nobody")).status()).toBe(404);
  } finally {
    await staff.dispose();
  }
});
