import { database } from "~/database/database.server";
import { leadsCsv } from "~/leads/lead-export.server";
import { readInboxFilter } from "~/leads/lead-inbox.server";
import type { Route } from "./+types/admin.leads-csv";

/** The inbox's current filter as a CSV download (lead-export.server.ts says how it is made safe to open). */
export async function loader({ request }: Route.LoaderArgs) {
  const { q, status } = readInboxFilter(new URL(request.url).searchParams);
  const day = new Date().toISOString().slice(0, 10);
  return new Response(leadsCsv(await database(), { q, status }), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="brightline-leads-${status ?? "all"}-${day}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
