import { testDatabaseKinds, useTestDatabase } from "~tests/support/test-databases";
import { CHALLENGE_SECONDS, keepChallenge, takeChallenge } from "./passkey-challenges.server";

describe.each(testDatabaseKinds)("passkey challenges, on %s", (kind) => {
  const test = useTestDatabase(kind);
  const challenge = () => `challenge-${crypto.randomUUID()}`;

  it("are taken back once: a replayed answer, or two sent at once, find nothing the second time", async () => {
    const once = challenge();
    await keepChallenge(test.db(), once, "authentication", null);
    const takes = await Promise.all([1, 2, 3].map(() => takeChallenge(test.db(), once, "authentication", null)));
    expect(takes.filter(Boolean)).toHaveLength(1);
    expect(await takeChallenge(test.db(), once, "authentication", null)).toBe(false);
  });

  it("belong to their ceremony and, for a registration, to the account that asked", async () => {
    const registration = challenge();
    await keepChallenge(test.db(), registration, "registration", "uid-ada");
    expect(await takeChallenge(test.db(), registration, "authentication", null)).toBe(false);
    expect(await takeChallenge(test.db(), registration, "registration", "uid-eve")).toBe(false);
    expect(await takeChallenge(test.db(), registration, "registration", "uid-ada")).toBe(true);
  });

  it("expire, and expired ones are swept when the next is kept", async () => {
    const old = challenge();
    const start = new Date("2026-11-25T10:00:00Z");
    await keepChallenge(test.db(), old, "authentication", null, start);
    const later = new Date(start.getTime() + (CHALLENGE_SECONDS + 1) * 1000);
    expect(await takeChallenge(test.db(), old, "authentication", null, later)).toBe(false);
    await keepChallenge(test.db(), challenge(), "authentication", null, later);
    // Gone for good: not even a time before its expiry finds it now.
    expect(await takeChallenge(test.db(), old, "authentication", null, start)).toBe(false);
  });

  it("are never kept for a registration without an account, nor a sign-in with one", async () => {
    await expect(keepChallenge(test.db(), challenge(), "registration", null)).rejects.toThrow();
    await expect(keepChallenge(test.db(), challenge(), "authentication", "uid-ada")).rejects.toThrow();
  });
});
