import { data } from "react-router";
import { database } from "~/database/database.server";
import { invoicesCsv, readInvoicePeriod } from "~/invoices/invoice-register.server";
import type { Route } from "./+types/admin.invoices-csv";

/** The period's invoices and credit notes as a CSV for the accountant (invoice-register.server.ts says what is in it). */
export async function loader({ request }: Route.LoaderArgs) {
  const { period, error } = readInvoicePeriod(new URL(request.url).searchParams);
  // A download of another period than was asked for would be wrong without a word: refused instead.
  if (error) throw data(error, { status: 400 });
  return new Response(invoicesCsv(await database(), period), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="brightline-invoices-${period.from}-to-${period.to}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
