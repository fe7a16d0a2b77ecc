import { data } from "react-router";
import { database } from "~/database/database.server";
import { batchCsv } from "~/vouchers/staff-vouchers.server";
import type { Route } from "./+types/admin.vouchers-csv";

/** A batch's codes as a CSV for the partner (`?batch=`): each code, and whether it has been used. */
export async function loader({ request }: Route.LoaderArgs) {
  const batch = new URL(request.url).searchParams.get("batch") ?? "";
  const csv = batch.length > 0 && batch.length <= 80 ? await batchCsv(await database(), batch) : undefined;
  if (!csv) throw data(null, { status: 404 });
  const name =
    batch
      .replace(/[^A-Za-z0-9]+/g, "-")
      .replace(/^-|-$/g, "")
      .toLowerCase() || "batch";
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="vouchers-${name}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
