import { database } from "~/database/database.server";
import { subscribersCsv } from "~/newsletter/staff-subscribers.server";

/** Every subscriber as a CSV (issue 68): personal data, for staff only, kept by no cache. */
export async function loader() {
  return new Response(await subscribersCsv(await database()), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": 'attachment; filename="newsletter-subscribers.csv"',
      "Cache-Control": "private, no-store",
    },
  });
}
