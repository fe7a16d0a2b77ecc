import { eq } from "drizzle-orm";
import type { Transaction } from "~/database/database.server";
import { cohorts, invoices, type Invoice, teamOrders } from "~/database/schema.server";
import { company, site } from "~/config/site";
import { findCourse } from "~/content/courses.server";
import { savedLocale } from "~/i18n/locale";
import { settings } from "~/platform/settings.server";
import { documentSums, lineAmounts, type InvoiceLine } from "./invoice-document";
import { takeInvoiceNumber } from "./invoice-numbers.server";
import { billingDetails } from "./billing-details";
import { invoiceBuyerOf, sellerNow } from "./issue-invoices.server";
import { studioTreatment } from "./vat-treatment";

/**
 * Issues a team order's one invoice (issue 66): one position of its seats at the price of one,
 * the company and purchase order the buyer gave, the cohort's dates as the supply. An order on
 * invoice gets it when it is placed, before it is paid, with the last day to pay and the studio's
 * bank account (`dueOn`); the PDF then asks for payment instead of saying it was paid. In the
 * transaction that takes the seats, so a refused order issues no number.
 */
export async function issueTeamOrderInvoice(tx: Transaction, teamOrderId: string, now: Date): Promise<Invoice> {
  const [found] = await tx
    .select()
    .from(teamOrders)
    .innerJoin(cohorts, eq(cohorts.id, teamOrders.cohortId))
    .where(eq(teamOrders.id, teamOrderId));
  if (!found) throw new Error(`No team order ${teamOrderId} to invoice.`);
  const { team_orders: order, cohorts: cohort } = found;
  const locale = savedLocale(order.locale);
  const treatment = order.vatTreatment ?? studioTreatment();
  const total = order.unitPrice * order.seats;
  const line: InvoiceLine = {
    course: findCourse(cohort.courseSlug, locale)?.title ?? cohort.courseSlug,
    reference: order.reference,
    quantity: order.seats,
    unitPrice: order.unitPrice,
    ...lineAmounts(total, treatment, company.vatRatePercent),
  };
  const billing = billingDetails.parse(order.billing);
  const buyer = invoiceBuyerOf(order, billing);
  const bank = order.dueOn ? settings().booking.bankAccount : undefined;
  const issued = await takeInvoiceNumber(tx, "invoice", now, settings().invoicePrefixes);
  const [invoice] = await tx
    .insert(invoices)
    .values({
      kind: "invoice",
      ...issued,
      teamOrderId,
      issuedAt: now,
      locale,
      currency: site.currency.toUpperCase(),
      seller: { ...sellerNow(), ...(bank ? { bank } : {}) },
      buyer,
      purchaseOrder: billing.purchaseOrder ?? null,
      suppliedFrom: cohort.startsOn,
      suppliedTo: cohort.endsOn,
      lines: [line],
      vatTreatment: treatment,
      ...documentSums([line]),
      dueOn: order.dueOn,
    })
    .returning();
  return invoice!;
}
