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

  it("fails when the server refuses, so the page never shows a logout the cookie did not follow", async () => {
    const { send } = endpoint(429);
    await expect(endServerSession(send)).rejects.toMatchObject({ code: "auth/too-many-requests" });
  });
});
