import { SessionError, SessionSync, type TokenHolder } from "./session-sync";

function recorder(...statuses: number[]) {
  const calls: { method: string; authorization: string | null }[] = [];
  const send = (async (_input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ method: init?.method ?? "GET", authorization: new Headers(init?.headers).get("Authorization") });
    return new Response(null, { status: statuses[calls.length - 1] ?? 200 });
  }) as typeof fetch;
  return { calls, send };
}

const user = (uid: string, token: string): TokenHolder => ({ uid, getIdToken: async () => token });

describe("SessionSync", () => {
  it("starts a session with the user's token", async () => {
    const { calls, send } = recorder();
    await new SessionSync(null, send).start(user("u1", "t1"));
    expect(calls).toEqual([{ method: "POST", authorization: "Bearer t1" }]);
  });

  it("never starts a session from what the SDK reports by itself", async () => {
    const { calls, send } = recorder();
    const sync = new SessionSync("u1", send);
    // The kept sign-in on arrival, then an hourly token refresh.
    expect(await sync.report(user("u1", "t1"))).toBe("show");
    expect(await sync.report(user("u1", "t2"))).toBe("show");
    expect(calls).toEqual([]);
  });

  it("drops a kept browser sign-in that the server does not share", async () => {
    const { calls, send } = recorder();
    expect(await new SessionSync(null, send).report(user("u1", "t1"))).toBe("sign-out-locally");
    expect(await new SessionSync("u2", send).report(user("u1", "t1"))).toBe("sign-out-locally");
    expect(calls).toEqual([]);
  });

  it("does not re-post the kept sign-in that reports while Logout is under way", async () => {
    const { calls, send } = recorder();
    const sync = new SessionSync("u1", send);
    // Logout was pressed before the SDK had started: the session ends first...
    await sync.end();
    // ...then the SDK reports the sign-in it kept, which must go, not come back.
    expect(await sync.report(user("u1", "t1"))).toBe("sign-out-locally");
    expect(await sync.report(null)).toBe("show");
    expect(calls).toEqual([{ method: "DELETE", authorization: null }]);
  });

  it("holds back a sign-in the visitor just made until its session has started", async () => {
    const { calls, send } = recorder();
    const sync = new SessionSync(null, send);
    expect(await sync.report(null)).toBe("show");
    // The SDK reports the new sign-in before the server has a session for it.
    expect(await sync.report(user("u1", "t1"))).toBe("hold");
    await sync.start(user("u1", "t1"));
    expect(await sync.report(user("u1", "t2"))).toBe("show");
    expect(calls).toEqual([{ method: "POST", authorization: "Bearer t1" }]);
  });

  it("ends the server session when the browser reports no user but the server had one", async () => {
    const { calls, send } = recorder();
    await new SessionSync("u1", send).report(null);
    expect(calls).toEqual([{ method: "DELETE", authorization: null }]);
  });

  it("sends nothing when neither side has a user", async () => {
    const { calls, send } = recorder();
    await new SessionSync(null, send).report(null);
    expect(calls).toEqual([]);
  });

  it("fails with a code the error messages understand when the server refuses", async () => {
    await expect(new SessionSync(null, recorder(503).send).start(user("u1", "t1"))).rejects.toMatchObject({
      code: "auth/network-request-failed",
    });
    await expect(new SessionSync(null, recorder(429).send).start(user("u1", "t1"))).rejects.toBeInstanceOf(SessionError);
    await expect(new SessionSync(null, recorder(429).send).start(user("u1", "t1"))).rejects.toMatchObject({
      code: "auth/too-many-requests",
    });
  });

  it("tries again on the same instance after a failure", async () => {
    const { calls, send } = recorder(503, 200);
    const sync = new SessionSync(null, send);
    await expect(sync.start(user("u1", "t1"))).rejects.toThrow();
    await sync.start(user("u1", "t1"));
    expect(calls).toHaveLength(2);
    // The session that did start counts: the browser's sign-in now matches the server's.
    await sync.report(null);
    expect(calls.at(-1)).toEqual({ method: "DELETE", authorization: null });
  });
});
