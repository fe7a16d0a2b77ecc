import { eq } from "drizzle-orm";
import { sessions } from "~/database/schema.server";
import { testDatabaseKinds, useTestDatabase } from "~tests/support/test-databases";
import { endSessions, isLiveRow, liveSessionsOf, noteSeen, openSession, sessionRow, sweepSessions } from "./device-sessions.server";

const DAY = 24 * 60 * 60 * 1000;

describe.each(testDatabaseKinds)("device sessions, on %s", (kind) => {
  const test = useTestDatabase(kind);
  const now = new Date("2026-11-25T10:00:00Z");
  const later = (ms: number) => new Date(now.getTime() + ms);
  const anAccount = () => `uid-${crypto.randomUUID()}`;
  const open = (accountId: string, device: string, at = now) =>
    openSession(test.db(), { accountId, device, signedInAt: at, expiresAt: later(5 * DAY), now: at });
  const ids = (ended: { id: string }[]) => ended.map((each) => each.id).sort();
  const live = async (id: string, at: Date) => isLiveRow(await sessionRow(test.db(), id), at);

  it("lists a person's live sessions, the one seen last first, and no one else's", async () => {
    const ada = anAccount();
    const laptop = await open(ada, "Chrome on macOS");
    const phone = await open(ada, "Safari on iPhone", later(1_000));
    await open(anAccount(), "Firefox on Linux");
    await noteSeen(test.db(), laptop, later(60_000));
    const listed = await liveSessionsOf(test.db(), ada, { now: later(120_000) });
    expect(listed.map((each) => [each.id, each.device])).toEqual([
      [laptop, "Chrome on macOS"],
      [phone, "Safari on iPhone"],
    ]);
    expect(listed[0]!.lastSeenAt).toEqual(later(60_000));
    expect(listed[1]!.signedInAt).toEqual(later(1_000));
  });

  it("leaves out the sessions signed in before the person's tokens were last revoked", async () => {
    const ada = anAccount();
    await open(ada, "Before the password change");
    const after = await open(ada, "After it", later(10_000));
    const listed = await liveSessionsOf(test.db(), ada, { now: later(20_000), validSince: later(5_000) });
    expect(listed.map((each) => each.id)).toEqual([after]);
  });

  it("ends one, all but this one, or every one, and never another person's", async () => {
    const ada = anAccount();
    const eve = anAccount();
    const [laptop, phone, tablet] = [await open(ada, "Laptop"), await open(ada, "Phone"), await open(ada, "Tablet")];
    const eves = await open(eve, "Eve's laptop");

    expect(await endSessions(test.db(), eve, { only: laptop }, later(1))).toEqual([]);
    expect(ids(await endSessions(test.db(), ada, { only: phone }, later(1)))).toEqual([phone]);
    expect(await live(phone, later(2))).toBe(false);
    // Ending a session twice ends nothing the second time.
    expect(await endSessions(test.db(), ada, { only: phone }, later(2))).toEqual([]);
    expect(ids(await endSessions(test.db(), ada, { allBut: laptop }, later(3)))).toEqual([tablet]);
    expect((await liveSessionsOf(test.db(), ada, { now: later(4) })).map((each) => each.id)).toEqual([laptop]);
    const [last] = await endSessions(test.db(), ada, "all", later(5));
    expect(last).toEqual({ id: laptop, expiresAt: later(5 * DAY) });
    expect(await liveSessionsOf(test.db(), ada, { now: later(6) })).toEqual([]);
    expect(await live(eves, later(6))).toBe(true);
  });

  it("counts an expired session as over, and sweeps rows a day after they ended or expired", async () => {
    const ada = anAccount();
    const ended = await open(ada, "Ended");
    const expired = await openSession(test.db(), { accountId: ada, device: "Expired", signedInAt: now, expiresAt: later(DAY), now });
    const alive = await open(ada, "Live");
    await endSessions(test.db(), ada, { only: ended }, later(1));
    expect(await live(expired, later(DAY + 1))).toBe(false);
    expect(await live(alive, later(DAY + 1))).toBe(true);

    expect(await sweepSessions(test.db(), later(DAY / 2))).toBe(0);
    expect(await test.db().select().from(sessions).where(eq(sessions.accountId, ada))).toHaveLength(3);
    expect(await sweepSessions(test.db(), later(2 * DAY + 1))).toBeGreaterThanOrEqual(2);
    expect((await test.db().select({ id: sessions.id }).from(sessions).where(eq(sessions.accountId, ada))).map((row) => row.id)).toEqual([
      alive,
    ]);
    // A swept or made-up session is no session.
    expect(await live(ended, later(2 * DAY + 2))).toBe(false);
    expect(await live(crypto.randomUUID(), now)).toBe(false);
  });

  it("keeps a device's words within the column's limit", async () => {
    const id = await open(anAccount(), "x".repeat(500));
    const [row] = await test.db().select({ device: sessions.device }).from(sessions).where(eq(sessions.id, id));
    expect(row!.device).toHaveLength(120);
  });
});
