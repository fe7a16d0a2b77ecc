import type { AccountUser } from "~/types/account-user";
import { endServerSession, SessionError, startServerSession } from "./session-requests";

const ada: AccountUser = { uid: "ada", email: "ada@example.com", displayName: "Ada", photoURL: null, emailVerified: true };
const holder = { getIdToken: async () => "header.payload.signature" };

/** A stand-in for the site's /auth/session endpoint that records what it was sent. */
function endpoint(...statuses: number[]) {
  const calls: { method: string; authorization: string | null }[] = [];
  const send = vi.fn<typeof fetch>(async (_input, init) => {
    calls.push({ method: init?.method ?? "GET", authorization: new Headers(init?.headers).get("Authorization") });
    const status = statuses.shift() ?? 200;
    return status === 200 ? Response.json({ user: ada }) : new Response(null, { status });
  });
  return { send, calls };
}

describe("startServerSession", () => {
  it("sends the ID token and returns the user the server now has", async () => {
    const { send, calls } = endpoint(200);
    await expect(startServerSession(holder, send)).resolves.toEqual(ada);
    expect(calls).toEqual([{ method: "POST", authorization: "Bearer header.payload.signature" }]);
  });

  it.each([
    [429, "auth/too-many-requests"],
    [401, "auth/user-token-expired"],
    [503, "auth/network-request-failed"],
  ])("turns a %i into %s", async (status, code) => {
    const { send } = endpoint(status);
    const error = await startServerSession(holder, send).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(SessionError);
    expect(error).toMatchObject({ code });
  });

  it("keeps nothing from a failure: the next attempt with the same sender succeeds", async () => {
    const { send, calls } = endpoint(503, 200);
    await expect(startServerSession(holder, send)).rejects.toBeInstanceOf(SessionError);
    await expect(startServerSession(holder, send)).resolves.toEqual(ada);
    expect(calls.map((call) => call.method)).toEqual(["POST", "POST"]);
  });
});

describe("endServerSession", () => {
  it("sends a DELETE", async () => {
    const { send, calls } = endpoint(204);
    await endServerSession(send);
    expect(calls).toEqual([{ method: "DELETE", authorization: null }]);
  });

  it("tries again after a server error or a dropped connection, and is done at the first success", async () => {
    const { send, calls } = endpoint(503, 204);
    await endServerSession(send, [1, 1]);
    expect(calls).toHaveLength(2);

    let attempts = 0;
    const flaky = vi.fn<typeof fetch>(async () => {
      attempts += 1;
      if (attempts === 1) throw new TypeError("Failed to fetch");
      return new Response(null, { status: 204 });
    });
    await endServerSession(flaky, [1]);
    expect(attempts).toBe(2);
  });

  it("fails after the last try, so the page never shows a logout the cookie did not follow", async () => {
    const { send, calls } = endpoint(503, 503, 503);
    await expect(endServerSession(send, [1, 1])).rejects.toMatchObject({ code: "auth/network-request-failed" });
    expect(calls).toHaveLength(3);
  });

  it("does not try again when the server refuses the request itself", async () => {
    const { send, calls } = endpoint(403, 204);
    await expect(endServerSession(send, [1, 1])).rejects.toBeInstanceOf(SessionError);
    expect(calls).toHaveLength(1);
  });
});
