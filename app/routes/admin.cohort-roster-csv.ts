import { data } from "react-router";
import { uuidParam } from "~/platform/uuid-param.server";
import { findCohort } from "~/cohorts/staff-cohorts.server";
import { rosterCsv } from "~/cohorts/roster.server";
import { database } from "~/database/database.server";
import type { Route } from "./+types/admin.cohort-roster-csv";

/** A cohort's roster as a CSV download (roster.server.ts says how it is made safe to open). */
export async function loader({ params }: Route.LoaderArgs) {
  const db = await database();
  const cohort = await findCohort(db, uuidParam(params.id));
  if (!cohort) throw data(null, { status: 404 });
  // The slug and the day are the database's checked shapes: nothing in the name needs quoting.
  return new Response(rosterCsv(db, cohort.id), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="brightline-roster-${cohort.courseSlug}-${cohort.startsOn}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
