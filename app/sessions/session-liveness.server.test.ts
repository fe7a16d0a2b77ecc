import { eq } from "drizzle-orm";
import { closeRedis, connectRedis } from "~/platform/redis.server";
import { sessions } from "~/database/schema.server";
import { testDatabaseKinds, useTestDatabase } from "~tests/support/test-databases";
import { useTestSettings } from "~tests/support/test-settings";
import { openSession } from "./device-sessions.server";
import { devicesOf, endDeviceSessions, isSessionLive, LAST_SEEN_EVERY_MS, publicSessionId, rowCheckMs } from "./session-liveness.server";

/** With and without Redis, whose presence decides how often a row is read again. */
const stores = process.env.TEST_REDIS_URL ? (["memory", "Redis"] as const) : (["memory"] as const);

describe.each(testDatabaseKinds)("session liveness, on %s", (kind) => {
  const test = useTestDatabase(kind);

  describe.each(stores)("with shared state in %s", (store) => {
    useTestSettings(() => ({ DATABASE_URL: test.url(), ...(store === "Redis" ? { REDIS_URL: process.env.TEST_REDIS_URL! } : {}) }));
    beforeAll(async () => {
      if (store === "Redis") expect(await connectRedis()).toBe(true);
    });
    afterAll(closeRedis);

    const anAccount = () => `uid-${crypto.randomUUID()}`;
    const open = (accountId: string, device = "Chrome on macOS", seen = new Date()) =>
      openSession(test.db(), {
        accountId,
        device,
        signedInAt: seen,
        expiresAt: new Date(Date.now() + 60 * 60_000),
        now: seen,
      });
    const lastSeen = async (id: string) =>
      (await test.db().select({ at: sessions.lastSeenAt }).from(sessions).where(eq(sessions.id, id)))[0]!.at;

    it("reads a row again only after a while, but counts an ending at once, though the row was just read", async () => {
      const ada = anAccount();
      const laptop = await open(ada);
      expect(await isSessionLive(laptop, ada)).toBe(true);
      // Ended behind this instance's back (by another, whose word Redis did not carry): trusted until the row is read again.
      await test.db().update(sessions).set({ endedAt: new Date() }).where(eq(sessions.id, laptop));
      expect(await isSessionLive(laptop, ada)).toBe(true);
      expect(await isSessionLive(laptop, ada, { fresh: true })).toBe(false);

      const phone = await open(ada, "Safari on iPhone");
      expect(await isSessionLive(phone, ada)).toBe(true);
      expect(await endDeviceSessions(ada, { only: phone })).toHaveLength(1);
      expect(await isSessionLive(phone, ada)).toBe(false);
      expect(rowCheckMs()).toBe(store === "Redis" ? 60_000 : 5_000);
    });

    it("refuses a session named by another person's cookie, and one that never was", async () => {
      const ada = anAccount();
      const laptop = await open(ada);
      expect(await isSessionLive(laptop, anAccount())).toBe(false);
      expect(await isSessionLive(crypto.randomUUID(), ada)).toBe(false);
    });

    it("notes when a session was last seen, at most every few minutes, without waiting for it", async () => {
      const ada = anAccount();
      const justNow = await open(ada, "Just now");
      const before = await lastSeen(justNow);
      expect(await isSessionLive(justNow, ada, { fresh: true })).toBe(true);
      expect(await lastSeen(justNow)).toEqual(before);

      const longAgo = new Date(Date.now() - LAST_SEEN_EVERY_MS - 1_000);
      const idle = await open(ada, "Idle", longAgo);
      expect(await isSessionLive(idle, ada, { fresh: true })).toBe(true);
      await expect.poll(async () => (await lastSeen(idle)).getTime()).toBeGreaterThan(longAgo.getTime() + LAST_SEEN_EVERY_MS);
    });

    it("lists a person's devices by a digest of each id, marks this one, and ends one from the list", async () => {
      const ada = anAccount();
      const laptop = await open(ada, "Laptop");
      const phone = await open(ada, "Phone");
      const listed = await devicesOf(ada, laptop);
      expect(listed.map((each) => [each.device, each.current]).sort()).toEqual([
        ["Laptop", true],
        ["Phone", false],
      ]);
      expect(listed.map((each) => each.id).sort()).toEqual([publicSessionId(laptop), publicSessionId(phone)].sort());
      // This browser's own row is never ended from the list: Logout does that.
      expect(await endDeviceSessions(ada, { listed: publicSessionId(laptop), except: laptop })).toEqual([]);
      expect((await endDeviceSessions(ada, { listed: publicSessionId(phone), except: laptop })).map((each) => each.id)).toEqual([phone]);
      expect(await isSessionLive(phone, ada)).toBe(false);
      expect(await endDeviceSessions(ada, { allBut: laptop })).toEqual([]);
      expect((await devicesOf(ada, laptop)).map((each) => each.device)).toEqual(["Laptop"]);
    });
  });
});
