import { data } from "react-router";
import { requireOwnBooking } from "~/bookings/learner-bookings.server";
import { bookingInvoicePdf, pdfResponse } from "~/invoices/booking-invoices.server";
import type { Route } from "./+types/account.booking-invoice";
import type { RouteHandle } from "~/types/route-handle";

export const handle: RouteHandle = { page: "personal" };

/** A booking's invoice or credit note as a PDF, for its buyer only: anyone else's, or a number not theirs, is a 404. */
export async function loader(args: Route.LoaderArgs) {
  const { db, booking } = await requireOwnBooking(args);
  const document = await bookingInvoicePdf(db, booking.id, args.params.number);
  if (!document) throw data(null, { status: 404 });
  return pdfResponse(document);
}
