import type { Database } from "~/database/database.server";
import { auditLog, type AuditAction } from "~/database/schema.server";

type Writer = Pick<Database, "insert">;

/** Writes one audit line. Its detail must name no one whose data was erased: a reference or a count. */
export async function recordAudit(db: Writer, line: { actor: string; action: AuditAction; detail: string }): Promise<void> {
  await db.insert(auditLog).values(line);
}
