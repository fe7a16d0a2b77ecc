import { data } from "react-router";
import { database } from "~/database/database.server";
import { invoicePdfByNumber, pdfResponse } from "~/invoices/booking-invoices.server";
import type { Route } from "./+types/admin.invoice-pdf";

/** Any invoice or credit note as a PDF, for staff (the roster's and the list's links); a number that is none is a 404. */
export async function loader({ params }: Route.LoaderArgs) {
  const document = await invoicePdfByNumber(await database(), params.number);
  if (!document) throw data(null, { status: 404 });
  return pdfResponse(document);
}
