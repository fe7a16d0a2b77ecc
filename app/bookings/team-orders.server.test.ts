import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "~/database/database.server";
import { bookings, cohorts, invoices, mailOutbox, teamOrders } from "~/database/schema.server";
import { addDays, studioDay, studioDayBegins } from "~/config/calendar-day";
import { invoiceDocument } from "~/invoices/invoice-document";
import { invoicePdf } from "~/invoices/invoice-pdf.server";
import { aCohort, aSeatRequest, queueOnCohort } from "~tests/support/a-cohort";
import { pdfText } from "~tests/support/pdf-text";
import { connectForTest, testDatabaseKinds, useTestDatabase } from "~tests/support/test-databases";
import { showRepositoryContent } from "~tests/support/repository-content";
import { aTeamOrder } from "~tests/support/a-team-order";
import { bookSeat } from "./book-seat.server";
import { orderTeamSeats, teamDueOn, TeamSeatsShortError } from "./order-team-seats.server";
import {
  cancelCohort,
  cancelBooking,
  cancelOwnBooking,
  markPaid,
  releaseAccountBookings,
  releaseExpired,
  withdrawFromContract,
} from "./seat-changes.server";
import { SeatChangeError } from "./seat-entrance.server";
import { markTeamOrderPaid } from "./team-order-changes.server";
import { claimSeat, claimToken, nameParticipant } from "./team-seat-claims.server";

// The shipped courses, as a new site shows them from its first start (issue 62).
showRepositoryContent();

const staff = { uid: "uid-staff", email: "staff@example.com" };
const times = (now = new Date()) => ({ now, offerHours: 48, holdDays: 7 });
describe.each(testDatabaseKinds)("a team's seats in one order on %s", (kind) => {
  const test = useTestDatabase(kind);
  const seatsOf = (orderId: string) => test.db().select().from(bookings).where(eq(bookings.teamOrderId, orderId));
  const taken = async (cohortId: string) => (await test.db().select().from(cohorts).where(eq(cohorts.id, cohortId)))[0]!.seatsTaken;
  const mailOf = async (orderId: string) =>
    (await test.db().select().from(mailOutbox).where(eq(mailOutbox.teamOrderId, orderId))).map((row) => row.kind).sort();
  const documentsOf = (orderId: string) => test.db().select().from(invoices).where(eq(invoices.teamOrderId, orderId));

  it("holds all the seats until the last day to pay and issues the order's one invoice with it, once however often it is sent", async () => {
    const cohort = await aCohort(test.db(), { capacity: 5 });
    const request = aTeamOrder(cohort);
    const { order, repeated } = await orderTeamSeats(test.db(), request);
    expect(repeated).toBe(false);
    const dueOn = teamDueOn(studioDay(request.now), 30, cohort.startsOn);
    expect(order).toMatchObject({
      state: "held",
      seats: 3,
      unitPrice: 49_000,
      paymentMethod: "invoice",
      dueOn,
      reference: /^TO-[0-9A-F]{8}$/,
    });
    const seats = await seatsOf(order.id);
    expect(seats).toHaveLength(3);
    for (const seat of seats) {
      expect(seat).toMatchObject({ state: "held", accountId: null, name: "Acme Analytics GmbH", email: request.email, price: 49_000 });
      expect(seat.holdUntil).toEqual(studioDayBegins(addDays(dueOn, 1)));
    }
    expect(await taken(cohort.id)).toBe(3);
    const [invoice, ...more] = await documentsOf(order.id);
    expect(more).toEqual([]);
    expect(invoice).toMatchObject({ kind: "invoice", total: 147_000, vat: 24_500, dueOn, purchaseOrder: "PO-2026-7781", bookingId: null });
    expect(invoiceDocument(invoice!).lines).toMatchObject([{ quantity: 3, unitPrice: 49_000, reference: order.reference }]);
    const text = await pdfText((await invoicePdf(invoiceDocument(invoice!))).pdf);
    expect(text).toContain("Acme Analytics GmbH");
    expect(text).toContain("Purchase order PO-2026-7781");
    expect(text).toContain(`Order reference ${order.reference}`);
    expect(text).toContain(
      `Accessible Web Forms and Components: seats on the course (${order.reference}) 3 £408.33 £1,225.00 20% £245.00 £1,470.00`,
    );
    expect(text).toMatch(/VAT at 20% £245\.00/);
    expect(text).toContain(`Please pay £1,470.00 by`);
    expect(text).toContain(`quoting ${order.reference}`);
    expect(text).not.toContain("Paid in full");
    expect(await mailOf(order.id)).toEqual(["team-order-placed", "team-order-placed-studio"]);
    // The same form again: the same order, nothing more taken.
    expect(await orderTeamSeats(test.db(), request)).toMatchObject({ order: { id: order.id }, repeated: true });
    expect(await taken(cohort.id)).toBe(3);
  });

  it("asks for payment before the course starts, however long the terms, so nothing given is ever credited as unpaid", () => {
    expect(teamDueOn("2027-01-01", 30, "2027-03-01")).toBe("2027-01-31");
    expect(teamDueOn("2027-01-01", 30, "2027-01-10")).toBe("2027-01-09");
    expect(teamDueOn("2027-01-01", 30, "2027-01-02")).toBe("2027-01-01");
  });

  it("refuses an order for more seats than are free, saying how many are, and takes none; with anyone waiting, none are free", async () => {
    const cohort = await aCohort(test.db(), { capacity: 4 });
    await bookSeat(test.db(), aSeatRequest(cohort));
    const refusal = await orderTeamSeats(test.db(), aTeamOrder(cohort, { seats: 4 })).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(TeamSeatsShortError);
    expect((refusal as TeamSeatsShortError).free).toBe(3);
    expect(await taken(cohort.id)).toBe(1);
    expect(await test.db().select().from(teamOrders).where(eq(teamOrders.cohortId, cohort.id))).toEqual([]);
    // Three fit exactly; then a queue forms, and a team order never jumps it.
    await orderTeamSeats(test.db(), aTeamOrder(cohort, { seats: 3 }));
    expect(await taken(cohort.id)).toBe(4);
    // Two seats of three taken and one person waiting: the free seat is theirs, none is a newcomer's.
    const full = await aCohort(test.db(), { capacity: 3 });
    await bookSeat(test.db(), aSeatRequest(full));
    await bookSeat(test.db(), aSeatRequest(full));
    await queueOnCohort(test.db(), full.id, 1);
    await expect(orderTeamSeats(test.db(), aTeamOrder(full, { seats: 2 }))).rejects.toMatchObject({ free: 0 });
  });

  it("confirms every seat when staff mark the order paid, and refuses to pay or cancel one of its seats on its own", async () => {
    const cohort = await aCohort(test.db());
    const { order } = await orderTeamSeats(test.db(), aTeamOrder(cohort));
    const [seat] = await seatsOf(order.id);
    await expect(markPaid(test.db(), { bookingId: seat!.id, cohortId: cohort.id }, staff, times())).rejects.toThrow(
      `${seat!.reference} is a seat of a team order: it is paid and changed with its order.`,
    );
    await expect(cancelBooking(test.db(), { bookingId: seat!.id, cohortId: cohort.id }, staff, times())).rejects.toBeInstanceOf(
      SeatChangeError,
    );
    const paid = await markTeamOrderPaid(test.db(), { teamOrderId: order.id, cohortId: cohort.id }, staff, times());
    expect(paid).toMatchObject({ state: "paid", paidAt: expect.any(Date) });
    expect((await seatsOf(order.id)).map((row) => row.state)).toEqual(["confirmed", "confirmed", "confirmed"]);
    // Its invoice was issued with the order: paying it issues none.
    expect(await documentsOf(order.id)).toHaveLength(1);
    expect(await mailOf(order.id)).toContain("team-order-paid");
    await expect(markTeamOrderPaid(test.db(), { teamOrderId: order.id, cohortId: cohort.id }, staff, times())).rejects.toBeInstanceOf(
      SeatChangeError,
    );
  });

  it("releases an order unpaid after its last day: seats freed, a credit note clears its invoice, its buyer told once", async () => {
    const cohort = await aCohort(test.db(), { ...{}, capacity: 5 }, new Date());
    const { order } = await orderTeamSeats(test.db(), aTeamOrder(cohort, { payment: { method: "invoice", termsDays: 2 } }));
    // The last day is not over yet: nothing happens.
    await releaseExpired(test.db(), times(new Date(studioDayBegins(order.dueOn!).getTime() + 3_600_000)), cohort.id);
    expect((await test.db().select().from(teamOrders).where(eq(teamOrders.id, order.id)))[0]!.state).toBe("held");
    await releaseExpired(test.db(), times(studioDayBegins(addDays(order.dueOn!, 1))), cohort.id);
    expect((await test.db().select().from(teamOrders).where(eq(teamOrders.id, order.id)))[0]).toMatchObject({ state: "expired" });
    expect((await seatsOf(order.id)).map((row) => row.state)).toEqual(["expired", "expired", "expired"]);
    expect(await taken(cohort.id)).toBe(0);
    const documents = await documentsOf(order.id);
    expect(documents.map((document) => [document.kind, document.total, document.reason])).toEqual(
      expect.arrayContaining([
        ["invoice", 147_000, null],
        ["credit-note", -147_000, "expired"],
      ]),
    );
    expect(await mailOf(order.id)).toEqual(["team-order-expired", "team-order-placed", "team-order-placed-studio"]);
    // The credit note names what it cancels as the invoice did, and promises no refund of money never paid.
    const note = documents.find((document) => document.kind === "credit-note")!;
    expect(invoiceDocument(note).lines).toMatchObject([{ quantity: 3, unitPrice: -49_000, total: -147_000 }]);
    const noteText = await pdfText((await invoicePdf(invoiceDocument(note))).pdf);
    expect(noteText).toContain("No payment was received, so nothing is owed and nothing is refunded.");
    expect(noteText).not.toContain("refunded the way it was paid");
    const seatMail = await test
      .db()
      .select()
      .from(mailOutbox)
      .where(
        inArray(
          mailOutbox.bookingId,
          (await seatsOf(order.id)).map((seat) => seat.id),
        ),
      );
    expect(seatMail).toEqual([]);
  });

  it("cancels a team order with its cohort: a credit note for what it owed, one mail to its buyer", async () => {
    const cohort = await aCohort(test.db());
    const { order } = await orderTeamSeats(test.db(), aTeamOrder(cohort, { seats: 2 }));
    await cancelCohort(test.db(), cohort.id, staff, times());
    expect((await test.db().select().from(teamOrders).where(eq(teamOrders.id, order.id)))[0]).toMatchObject({ state: "cancelled" });
    expect((await documentsOf(order.id)).map((document) => document.total).sort((a, b) => a - b)).toEqual([-98_000, 98_000]);
    expect(await mailOf(order.id)).toContain("team-order-cancelled");
    expect(
      await test
        .db()
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.kind, "cohort-cancelled"), eq(mailOutbox.bookingId, (await seatsOf(order.id))[0]!.id))),
    ).toEqual([]);
  });

  it("lets its buyer name each seat's participant, who claims it with their own confirmed address, and swap them until the start", async () => {
    const cohort = await aCohort(test.db());
    const request = aTeamOrder(cohort);
    const { order } = await orderTeamSeats(test.db(), request);
    const [first, second] = await seatsOf(order.id);
    const buyer = { teamOrderId: order.id, buyerAccountId: request.accountId };
    await nameParticipant(test.db(), { ...buyer, bookingId: first!.id }, { name: "Grace Hopper", email: "Grace@Example.com" }, times());
    const named = (await seatsOf(order.id)).find((seat) => seat.id === first!.id)!;
    expect(named).toMatchObject({ name: "Grace Hopper", email: "Grace@Example.com", accountId: null });
    expect((await test.db().select().from(mailOutbox).where(eq(mailOutbox.bookingId, first!.id))).map((row) => row.kind)).toEqual([
      "seat-claim-invitation",
    ]);
    // One address, one seat of the order; another account is not the buyer.
    await expect(
      nameParticipant(test.db(), { ...buyer, bookingId: second!.id }, { name: "Grace again", email: "grace@example.com" }, times()),
    ).rejects.toThrow("This address already has a seat in this order.");
    await expect(
      nameParticipant(
        test.db(),
        { ...buyer, buyerAccountId: "uid-someone-else", bookingId: second!.id },
        { name: "X", email: "x@example.com" },
        times(),
      ),
    ).rejects.toBeInstanceOf(SeatChangeError);

    const token = claimToken(named);
    const grace = { uid: `uid-${crypto.randomUUID()}`, name: "Grace B. Hopper", email: "grace@example.com", emailVerified: true };
    expect(await claimSeat(test.db(), token, { ...grace, email: "ada@example.com" }, times())).toEqual({
      ok: false,
      refused: "other-address",
    });
    expect(await claimSeat(test.db(), token, { ...grace, emailVerified: false }, times())).toEqual({ ok: false, refused: "unconfirmed" });
    expect(await claimSeat(test.db(), `${first!.id}.AAAAAAAAAAAAAAAAAAAAAA`, grace, times())).toEqual({ ok: false, refused: "closed" });
    expect(await claimSeat(test.db(), token, grace, times())).toEqual({ ok: true, reference: first!.reference });
    expect((await seatsOf(order.id)).find((seat) => seat.id === first!.id)).toMatchObject({
      accountId: grace.uid,
      name: "Grace B. Hopper",
    });
    // Theirs to attend, not to cancel: the company's seat is given up through its buyer.
    await expect(cancelOwnBooking(test.db(), { bookingId: first!.id, cohortId: cohort.id, accountId: grace.uid }, times())).rejects.toThrow(
      "This seat is part of a team order",
    );

    await expect(
      withdrawFromContract(test.db(), { bookingId: first!.id, cohortId: cohort.id, accountId: grace.uid }, times()),
    ).rejects.toThrow("This seat is part of a team order");
    // The buyer may take a seat themselves while others are still unnamed.
    await nameParticipant(test.db(), { ...buyer, bookingId: second!.id }, { name: "Ada Buyer", email: request.email }, times());
    // Grace leaves the site: the seat goes back to the order, unnamed, not to the queue.
    await test.db().transaction((tx) => releaseAccountBookings(tx, grace.uid, times()));
    expect((await seatsOf(order.id)).find((seat) => seat.id === first!.id)).toMatchObject({
      state: "held",
      accountId: null,
      name: "Acme Analytics GmbH",
      email: request.email,
    });
    await claimSeat(test.db(), claimToken({ id: first!.id, email: request.email }), { ...grace, email: request.email }, times());
    // A swap takes the seat from whoever has it and sends a new link; the old one no longer opens it.
    await nameParticipant(test.db(), { ...buyer, bookingId: first!.id }, { name: "Ada Lovelace", email: "ada@example.com" }, times());
    expect((await seatsOf(order.id)).find((seat) => seat.id === first!.id)).toMatchObject({ accountId: null, email: "ada@example.com" });
    expect(await claimSeat(test.db(), token, grace, times())).toEqual({ ok: false, refused: "closed" });
    // Someone with a seat of their own on these dates leaves this one for a colleague.
    const ada = { uid: `uid-${crypto.randomUUID()}`, name: "Ada", email: "ada@example.com", emailVerified: true };
    await bookSeat(test.db(), aSeatRequest(cohort, { accountId: ada.uid, email: ada.email }));
    const adaToken = claimToken({ id: first!.id, email: "ada@example.com" });
    expect(await claimSeat(test.db(), adaToken, ada, times())).toEqual({ ok: false, refused: "already-booked" });
  });

  // PGlite runs one statement at a time: only a server shows two instances racing for the last seats.
  it.runIf(kind === "PostgreSQL")(
    "never oversells when team orders race single bookings through two instances, and takes an order's seats all or none",
    async () => {
      const other = connectForTest(test.url(), { maxConnections: 10 });
      const pools: Database[] = [test.db(), other];
      try {
        for (let round = 0; round < 10; round++) {
          const cohort = await aCohort(test.db(), { capacity: 5 });
          const attempts = [
            ...Array.from({ length: 3 }, (_, index) => orderTeamSeats(pools[index % 2]!, aTeamOrder(cohort, { seats: 2 + (index % 2) }))),
            ...Array.from({ length: 3 }, (_, index) => bookSeat(pools[(index + 1) % 2]!, aSeatRequest(cohort))),
          ];
          await Promise.allSettled(attempts);
          const holding = await test
            .db()
            .select()
            .from(bookings)
            .where(and(eq(bookings.cohortId, cohort.id), inArray(bookings.state, ["held", "confirmed", "offered"])));
          expect(await taken(cohort.id), `round ${round}: the counter against the seats held`).toBe(holding.length);
          expect(holding.length, `round ${round}`).toBeLessThanOrEqual(5);
          for (const order of await test.db().select().from(teamOrders).where(eq(teamOrders.cohortId, cohort.id))) {
            expect(
              holding.filter((seat) => seat.teamOrderId === order.id),
              `round ${round}: all of ${order.reference}`,
            ).toHaveLength(order.seats);
          }
        }
      } finally {
        await other.$client.end();
      }
    },
    60_000,
  );
});
