import { SessionError, SessionSync, type TokenHolder } from "./session-sync";

function recorder(status = 200) {
  const calls: { method: string; authorization: string | null }[] = [];
  const send = (async (_input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ method: init?.method ?? "GET", authorization: new Headers(init?.headers).get("Authorization") });
    return new Response(null, { status });
  }) as typeof fetch;
  return { calls, send };
}

const user = (uid: string, token: string): TokenHolder => ({ uid, getIdToken: async () => token });

describe("SessionSync", () => {
  it("posts the token when a user signs in", async () => {
    const { calls, send } = recorder();
    await new SessionSync(null, send).follow(user("u1", "t1"));
    expect(calls).toEqual([{ method: "POST", authorization: "Bearer t1" }]);
  });

  it("skips the first report when the server already knows the same user", async () => {
    const { calls, send } = recorder();
    const sync = new SessionSync("u1", send);
    await sync.follow(user("u1", "t1"));
    expect(calls).toEqual([]);
    await sync.follow(user("u1", "t2"));
    expect(calls).toEqual([{ method: "POST", authorization: "Bearer t2" }]);
  });

  it("sends a token once even when the sign-in call and the listener both report it", async () => {
    const { calls, send } = recorder();
    const sync = new SessionSync(null, send);
    await Promise.all([sync.follow(user("u1", "t1")), sync.follow(user("u1", "t1"))]);
    await sync.follow(user("u1", "t1"));
    expect(calls).toHaveLength(1);
  });

  it("deletes the server session when the browser reports no user but the server had one", async () => {
    const { calls, send } = recorder();
    await new SessionSync("u1", send).follow(null);
    expect(calls).toEqual([{ method: "DELETE", authorization: null }]);
  });

  it("sends nothing when neither side has a user", async () => {
    const { calls, send } = recorder();
    await new SessionSync(null, send).follow(null);
    expect(calls).toEqual([]);
  });

  it("fails with a code the error messages understand when the server refuses", async () => {
    await expect(new SessionSync(null, recorder(503).send).follow(user("u1", "t1"))).rejects.toMatchObject({
      code: "auth/network-request-failed",
    });
    await expect(new SessionSync(null, recorder(429).send).follow(user("u1", "t1"))).rejects.toBeInstanceOf(SessionError);
    await expect(new SessionSync(null, recorder(429).send).follow(user("u1", "t1"))).rejects.toMatchObject({
      code: "auth/too-many-requests",
    });
  });

  it("tries again after a failure", async () => {
    const failing = new SessionSync(null, recorder(503).send);
    await expect(failing.follow(user("u1", "t1"))).rejects.toThrow();
    const { calls, send } = recorder();
    const sync = new SessionSync(null, send);
    await sync.follow(user("u1", "t1"));
    expect(calls).toHaveLength(1);
  });
});
