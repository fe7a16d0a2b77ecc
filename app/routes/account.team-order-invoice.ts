import { data } from "react-router";
import { requireOwnTeamOrder } from "~/bookings/team-order-page.server";
import { invoicePdfByNumber, pdfResponse } from "~/invoices/booking-invoices.server";
import type { Route } from "./+types/account.team-order-invoice";
import type { RouteHandle } from "~/types/route-handle";

export const handle: RouteHandle = { page: "personal" };

/** A team order's invoice or credit note as a PDF, for its buyer only: anyone else's, or a number not the order's, is a 404. */
export async function loader(args: Route.LoaderArgs) {
  const { db, order } = await requireOwnTeamOrder(args);
  const document = await invoicePdfByNumber(db, args.params.number, { teamOrderId: order.id });
  if (!document) throw data(null, { status: 404 });
  return pdfResponse(document);
}
