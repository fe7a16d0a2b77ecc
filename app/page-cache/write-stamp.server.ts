import { randomUUID } from "node:crypto";
import { z } from "zod";
import { expiringStore } from "~/platform/expiring-store.server";

/**
 * The database's write stamp (decision 40): made anew each time a write to the database lands,
 * so that a page kept for a session under another stamp is out of date. Shared by every instance
 * through Redis when REDIS_URL is set, read beside the session's standing on each check
 * (app/sessions/revocation.server.ts), which joins it into what a kept page must have been made
 * under.
 */
const stamps = expiringStore({
  // The namespace and key the stamp has had in Redis since it was kept beside the session
  // standings: instances of the releases before and after this module read each other's.
  namespace: "session-standing",
  schema: z.object({ stamp: z.string() }),
  maxEntries: 1,
});
const WRITTEN_KEY = "written";
/** How long the stamp of the last write is kept: when it has gone, no kept page counts until a new one is made. */
const WRITTEN_SECONDS = 24 * 60 * 60;

/** When Redis last refused a write's new stamp (it was away, or full). */
let lastUnsharedWriteMs = Number.NEGATIVE_INFINITY;
/** How long this instance then sends no kept page: longer than any is kept (decision 40: 20 s at most). */
const UNSHARED_WRITE_MS = 60_000;

/**
 * The stamp of the last write to the database, as every instance sees it; undefined while it is
 * not known for sure, so that no kept page counts: when it is gone (expired, or Redis lost it, or
 * did not answer), until the new one made now is read; and for a while after a write whose stamp
 * this instance could not tell the others of, since the stamp read may be from before it.
 */
export async function currentWriteStamp(): Promise<string | undefined> {
  const written = await stamps.get(WRITTEN_KEY);
  if (written === undefined) {
    void noteDataWritten();
    return undefined;
  }
  return Date.now() - lastUnsharedWriteMs < UNSHARED_WRITE_MS ? undefined : written.stamp;
}

/**
 * After a write to the database landed (app/database/data-writes.server.ts): every page kept
 * for a session before it counts as out of date, on this instance at once and, through Redis,
 * on the others at their next request. False when Redis did not take it: the others then keep
 * what they have for as long as the page's own limit.
 */
export async function noteDataWritten(): Promise<boolean> {
  const shared = await stamps.set(WRITTEN_KEY, { stamp: randomUUID() }, WRITTEN_SECONDS);
  if (!shared) lastUnsharedWriteMs = Date.now();
  return shared;
}
