import { sql } from "drizzle-orm";
import type { Database } from "~/database/database.server";

/** The outbox as an operator watches it: mail waiting to go, and how much of it has failed at least once (issue 67). */
export async function outboxStanding(db: Database): Promise<{ waiting: number; failing: number }> {
  const { rows } = await db.execute<{ waiting: number; failing: number }>(
    sql`select count(*)::int as waiting, (count(*) filter (where attempts > 0))::int as failing from mail_outbox where sent_at is null`,
  );
  return rows[0] ?? { waiting: 0, failing: 0 };
}
