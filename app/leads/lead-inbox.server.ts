import { and, count, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "~/database/database.server";
import { leads, leadStatuses } from "~/database/schema.server";
import { containing, staffSearchSchema } from "~/platform/staff-search.server";

export const LEADS_PER_PAGE = 25;

/** The inbox's filter, from the address: every part optional, anything unreadable taken as absent. */
export const inboxFilterSchema = z.object({
  q: staffSearchSchema,
  status: z.enum(leadStatuses).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
});
export type InboxFilter = z.infer<typeof inboxFilterSchema>;

export function readInboxFilter(search: URLSearchParams): InboxFilter {
  return inboxFilterSchema.parse({
    q: search.get("q") ?? "",
    status: search.get("status") || undefined,
    page: search.get("page") ?? 1,
  });
}

/** The same filter as an address's query (without the page), for links and the export. */
export function inboxQuery(filter: Pick<InboxFilter, "q" | "status">): string {
  const query = new URLSearchParams();
  if (filter.q) query.set("q", filter.q);
  if (filter.status) query.set("status", filter.status);
  const text = query.toString();
  return text ? `?${text}` : "";
}

export function inboxCondition({ q, status }: Pick<InboxFilter, "q" | "status">): SQL | undefined {
  const search = q
    ? or(ilike(leads.name, containing(q)), ilike(leads.email, containing(q)), ilike(leads.company, containing(q)))
    : undefined;
  return and(status ? eq(leads.status, status) : undefined, search);
}

export type InboxLead = Pick<
  typeof leads.$inferSelect,
  "id" | "receivedAt" | "name" | "email" | "company" | "service" | "budget" | "timeline" | "status" | "spamReason"
> & {
  /** The message's opening, enough for the list to show what it is about; the lead's page has the rest. */
  preview: string;
};

/** How much of a message the list shows. */
export const PREVIEW_CHARACTERS = 140;

/** One page of the leads the filter finds, newest first, and how many it finds in all. */
export async function listLeads(db: Database, filter: InboxFilter): Promise<{ leads: InboxLead[]; total: number }> {
  const where = inboxCondition(filter);
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: leads.id,
        receivedAt: leads.receivedAt,
        name: leads.name,
        email: leads.email,
        company: leads.company,
        service: leads.service,
        budget: leads.budget,
        timeline: leads.timeline,
        status: leads.status,
        spamReason: leads.spamReason,
        preview: sql<string>`left(${leads.message}, ${PREVIEW_CHARACTERS})`,
      })
      .from(leads)
      .where(where)
      .orderBy(desc(leads.receivedAt), desc(leads.id))
      .limit(LEADS_PER_PAGE)
      .offset((filter.page - 1) * LEADS_PER_PAGE),
    db.select({ total: count() }).from(leads).where(where),
  ]);
  return { leads: rows, total: counted?.total ?? 0 };
}

/**
 * Every lead the filter finds, newest first, a batch at a time (keyset, not offset: a lead
 * arriving during an export neither repeats nor skips a row). The position is kept as the
 * database's own text of the time: a JavaScript Date would drop its microseconds.
 */
export async function* eachLead(db: Database, filter: Pick<InboxFilter, "q" | "status">, batch = 500) {
  let after: { at: string; id: string } | undefined;
  for (;;) {
    const page = await db
      .select({ lead: leads, at: sql<string>`${leads.receivedAt}::text` })
      .from(leads)
      .where(
        and(
          inboxCondition(filter),
          after ? sql`(${leads.receivedAt}, ${leads.id}) < (${after.at}::timestamptz, ${after.id}::uuid)` : undefined,
        ),
      )
      .orderBy(desc(leads.receivedAt), desc(leads.id))
      .limit(batch);
    for (const row of page) yield row.lead;
    if (page.length < batch) return;
    const last = page.at(-1)!;
    after = { at: last.at, id: last.lead.id };
  }
}
