import { request as newRequest } from "@playwright/test";
import { baseURL } from "../../../playwright.config";
import { expect, test } from "../support/fixtures";
import { confirmationPath, staffMadeCohort } from "../support/cohorts";
import { signedInLearner, staffSession } from "../support/staff";
import { pdfText } from "~tests/support/pdf-text";
import { mailTo } from "../support/mail-files";

const origin = { Origin: baseURL };
const acme = {
  billingCompany: "Acme Analytics GmbH",
  billingAddress: "Friedrichstraße 123\r\n10117 Berlin",
  billingCountry: "DE",
  billingVatNumber: "DE 136 695 976",
  purchaseOrder: "PO-2026-7781",
};

/**
 * A team order over HTTP (issue 66): three seats on invoice in one go, refused in words with
 * nothing taken when the numbers or the company are wrong or too few seats are free; the order's
 * page and invoice are its buyer's alone; staff see the seats under the company and mark the
 * order paid from the roster. In English and German.
 */
test("a company orders three seats on invoice, gets one invoice with its PO, and staff mark the order paid", async ({ request }) => {
  const cohort = await staffMadeCohort({ course: "react-router-full-stack-apps", capacity: 4, startsInDays: 40 });
  const team = `${confirmationPath(cohort)}/team`;
  await signedInLearner(request, "team-buyer");
  const step = await request.get(team);
  expect(step.status()).toBe(200);
  expect(await step.text()).toContain("Number of seats");

  // Bad input: each problem beside its field, nothing ordered.
  const wrong = await request.post(team, { headers: origin, form: { submissionId: crypto.randomUUID(), seats: "99" }, maxRedirects: 0 });
  expect(wrong.status()).toBe(400);
  const wrongPage = await wrong.text();
  expect(wrongPage).toContain("Please enter a number of seats from 2 to 50.");
  expect(wrongPage).toContain('value="99"');
  expect(wrongPage).toContain("Nothing was ordered: please correct the fields marked.");

  const ordered = await request.post(team, {
    headers: origin,
    form: { submissionId: crypto.randomUUID(), seats: "3", ...acme },
    maxRedirects: 0,
  });
  expect(ordered.status()).toBe(303);
  const orderPath = ordered.headers().location!;
  expect(orderPath).toMatch(/^\/account\/team-orders\/TO-[0-9A-F]{8}$/);
  const reference = orderPath.split("/").pop()!;
  const page = await (await request.get(orderPath)).text();
  expect(page).toContain("Your team&#x27;s seats are held until");
  // A German business with a VAT number, on an online course: the net price, under reverse charge.
  expect(page).toContain("£1,725 (excl. VAT, reverse charge)");
  const invoicePath = new RegExp(`href="(/account/team-orders/${reference}/invoices/(INV-\\d{4}-\\d{4}))"`).exec(page)![1]!;
  const text = await pdfText(await (await request.get(invoicePath)).body());
  expect(text).toContain(`Order reference ${reference}`);
  expect(text).toContain("Purchase order PO-2026-7781");
  expect(text).toContain("DE136695976");
  // The description's column may break the reference across lines; the figures follow it.
  expect(text).toContain("Full-stack Apps with React Router 7: seats on the course");
  expect(text).toContain("Reverse charge: VAT to be accounted for by the customer");
  expect(text).toContain(`Please pay £1,725.00 by`);

  // One seat is left: a second order for two is refused with the number left, and takes nothing.
  const short = await request.post(team, {
    headers: origin,
    form: { submissionId: crypto.randomUUID(), seats: "2", ...acme },
    maxRedirects: 0,
  });
  expect(short.status()).toBe(409);
  expect(await short.text()).toContain("Only 1 seat is free on these dates now");

  const stranger = await newRequest.newContext({ baseURL });
  const staff = await newRequest.newContext({ baseURL });
  try {
    // Nobody else's: the order's page and its invoice are a 404 to another account.
    await signedInLearner(stranger, "not-the-team-buyer");
    expect((await stranger.get(orderPath, { maxRedirects: 0 })).status()).toBe(404);
    expect((await stranger.get(invoicePath, { maxRedirects: 0 })).status()).toBe(404);

    // Staff: the seats under the company; the order marked paid from its first seat's row.
    await staffSession(staff);
    const roster = await (await staff.get(`/admin/cohorts/${cohort.cohort}`)).text();
    expect(roster).toContain(`Team order ${reference} of Acme Analytics GmbH`);
    expect(roster.match(/Seat not named yet/g)).toHaveLength(3);
    const seatId = /name="intent" value="mark-order-paid"\/><input type="hidden" name="bookingId" value="([0-9a-f-]{36})"/.exec(
      roster,
    )?.[1];
    expect(seatId, "the roster offers to mark the order paid").toBeDefined();
    const paid = await staff.post(`/admin/cohorts/${cohort.cohort}`, {
      headers: origin,
      form: { intent: "mark-order-paid", bookingId: seatId! },
    });
    expect(paid.status()).toBe(200);
    expect(await (await request.get(orderPath)).text()).toContain("Paid: your team&#x27;s seats are confirmed.");
    expect(
      (
        await staff.post(`/admin/cohorts/${cohort.cohort}`, { headers: origin, form: { intent: "mark-order-paid", bookingId: seatId! } })
      ).status(),
    ).toBe(409);

    // The buyer names a participant; a bad address is refused in words, what was typed kept.
    const participant = await newRequest.newContext({ baseURL });
    try {
      const email = await signedInLearner(participant, "team-participant", { displayName: "Grace Hopper" });
      const orderPage = await (await request.get(orderPath)).text();
      const firstSeat = /name="bookingId" value="([0-9a-f-]{36})"/.exec(orderPage)![1]!;
      const badAddress = await request.post(orderPath, {
        headers: origin,
        form: { bookingId: firstSeat, name: "Grace Hopper", email: "grace@" },
      });
      expect(badAddress.status()).toBe(400);
      const badPage = await badAddress.text();
      expect(badPage).toContain("Please enter the participant&#x27;s email address");
      expect(badPage).toContain('value="grace@"');
      const invited = await request.post(orderPath, { headers: origin, form: { bookingId: firstSeat, name: "Grace Hopper", email } });
      expect(invited.status()).toBe(200);
      expect(await invited.text()).toContain(`Invited: Grace Hopper (${email})`);
      // The invitation's link, as mailed, opens the seat for the account of that address alone.
      await expect.poll(async () => (await mailTo(email)).length, { timeout: 15_000 }).toBe(1);
      const [mail] = await mailTo(email);
      const link = new URL(/https?:\/\/\S+\/account\/claim\/\S+/.exec(mail!.text ?? "")![0]).pathname;
      expect((await stranger.post(link, { headers: origin, maxRedirects: 0 })).status()).toBe(409);
      expect(await (await participant.get(link)).text()).toContain("Acme Analytics GmbH has a seat for you");
      const taken = await participant.post(link, { headers: origin, maxRedirects: 0 });
      expect(taken.status()).toBe(303);
      const seatPage = await (await participant.get(taken.headers().location!)).text();
      expect(seatPage).toContain(`This seat is part of Acme Analytics GmbH&#x27;s team order ${reference}`);
      // Its participant may give it up (the buyer is told), but not withdraw: the contract is the company's.
      expect(seatPage).toContain(`${taken.headers().location}/cancel`);
      expect(seatPage).not.toContain(`${taken.headers().location}/withdraw`);
      expect(await (await request.get(orderPath)).text()).toContain(`Taken by Grace Hopper (${email})`);
    } finally {
      await participant.dispose();
    }
  } finally {
    await Promise.all([stranger.dispose(), staff.dispose()]);
  }
});

test("the team order step speaks German, and a company left out is asked for in German", async ({ request }) => {
  const cohort = await staffMadeCohort({ course: "react-router-full-stack-apps", capacity: 6, startsInDays: 40 });
  const team = `/de${confirmationPath(cohort)}/team`;
  await signedInLearner(request, "teambesteller");
  expect(await (await request.get(team)).text()).toContain("Anzahl der Plätze");
  const refused = await request.post(team, { headers: origin, form: { submissionId: crypto.randomUUID(), seats: "2" }, maxRedirects: 0 });
  expect(refused.status()).toBe(400);
  expect(await refused.text()).toContain("Es wurde nichts bestellt");
  const ordered = await request.post(team, {
    headers: origin,
    form: { submissionId: crypto.randomUUID(), seats: "2", ...acme },
    maxRedirects: 0,
  });
  expect(ordered.status()).toBe(303);
  expect(ordered.headers().location).toMatch(/^\/de\/account\/team-orders\/TO-/);
  const page = await (await request.get(ordered.headers().location!)).text();
  expect(page).toContain("Die Plätze Ihres Teams sind bis zum");
});
