import { requestFactsContext, UNKNOWN_REQUEST } from "~/platform/request-context.server";
import { RouterContextProvider } from "react-router";
import { adminAuth } from "~/platform/firebase-admin.server";

import { action } from "~/routes/auth.session";
import { sessionCookie } from "./session-cookie.server";
import { isRejectedCredential } from "./credential-errors";
import { endEverySession, endSessionsOf, readSession, startSession } from "./session.server";
import { noteAccountChanged, noteDeviceSessionsEnded } from "./revocation.server";
import { noteDataWritten } from "~/page-cache/write-stamp.server";
import { setStaff } from "~/staff/staff-grants.server";
import { sessions } from "~/database/schema.server";
import { eq } from "drizzle-orm";
import { devicesOf } from "~/sessions/session-liveness.server";
import { withAuthEmulator } from "~tests/setup/auth-emulator";
import { useTestDatabase } from "~tests/support/test-databases";
import { useTestSettings } from "~tests/support/test-settings";

const emulator = withAuthEmulator();
const origin = "http://127.0.0.1:3000";

/** The accounts this file made: the run's emulator is shared with other files, whose accounts stay. */
const madeHere = new Set<string>();

async function clearAccounts() {
  if (madeHere.size === 0) return;
  const answer = await fetch(`${emulator.origin}/identitytoolkit.googleapis.com/v1/projects/${emulator.projectId}/accounts:batchDelete`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: "Bearer owner" },
    body: JSON.stringify({ localIds: [...madeHere], force: true }),
  });
  if (!answer.ok) throw new Error(`The emulator did not delete this file's accounts: ${answer.status} ${await answer.text()}`);
  madeHere.clear();
}

async function signUp(email = "ada@example.com", password = "correct horse") {
  const response = await fetch(`${emulator.origin}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email, password, displayName: "Ada Lovelace", returnSecureToken: true }),
  });
  const body = (await response.json()) as { idToken: string; localId: string };
  madeHere.add(body.localId);
  // The emulator stamps the sign-in before the account's "tokens valid since", in whole
  // seconds: across a second boundary the first token counts as revoked. Sign in again then.
  const { auth_time, iat } = JSON.parse(Buffer.from(body.idToken.split(".")[1]!, "base64url").toString()) as {
    auth_time: number;
    iat: number;
  };
  if (auth_time === iat) return { idToken: body.idToken, uid: body.localId };
  const again = await fetch(`${emulator.origin}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  return { idToken: ((await again.json()) as { idToken: string }).idToken, uid: body.localId };
}

/**
 * Revocation compares whole seconds: tokens signed in before the second of the revocation are
 * revoked, so a revocation in the same second as the sign-in would miss. Resolves as soon as
 * the clock has passed the token's sign-in second.
 */
async function untilPastSignInSecond(idToken: string) {
  const claims = JSON.parse(Buffer.from(idToken.split(".")[1]!, "base64url").toString()) as { auth_time: number };
  // A timer may fire a millisecond early, and a revocation in the sign-in's own second does not
  // count (both are whole seconds): wait until the clock has truly passed it.
  const past = (claims.auth_time + 1) * 1000;
  while (Date.now() < past) await new Promise((resolve) => setTimeout(resolve, past - Date.now() + 5));
}

let address = 0;
function callSession(method: string, headers: Record<string, string>, from = `10.0.0.${(address += 1)}`) {
  const context = new RouterContextProvider();
  // A fresh address per call keeps these tests clear of the rate limit, unless one is given.
  context.set(requestFactsContext, { ...UNKNOWN_REQUEST, clientAddress: from });
  const request = new Request(`${origin}/auth/session`, { method, headers });
  return action({ request, context, params: {} } as unknown as Parameters<typeof action>[0]) as Promise<Response>;
}

function cookieFrom(response: Response): string {
  const header = response.headers.get("Set-Cookie") ?? "";
  return header.split(";")[0]!;
}

// Each session has its row (app/sessions): on the embedded database, as `npm start` has it.
describe("sessions", () => {
  const test = useTestDatabase("PGlite");
  useTestSettings(() => ({ DATABASE_URL: test.url() }));

  describe("session endpoint", () => {
    beforeEach(clearAccounts);

    it("starts a session from a valid ID token with a safe cookie", async () => {
      const { idToken, uid } = await signUp();
      const response = await callSession("POST", { Origin: origin, Authorization: `Bearer ${idToken}` });
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ user: { uid, email: "ada@example.com", displayName: "Ada Lovelace" } });
      const setCookie = response.headers.get("Set-Cookie")!;
      expect(setCookie).toMatch(/^__session=[^;]+;/);
      expect(setCookie).toMatch(/HttpOnly/i);
      expect(setCookie).toMatch(/SameSite=Lax/i);
      expect(setCookie).toMatch(/Path=\//);
      expect(setCookie).toMatch(/Max-Age=432000/);
      // Secure only in production, where the site is served over HTTPS.
      expect(/Secure/i.test(setCookie)).toBe(process.env.NODE_ENV === "production");

      const session = await readSession(new Request(`${origin}/`, { headers: { Cookie: cookieFrom(response) } }));
      expect(session.user?.uid).toBe(uid);
    });

    it("refuses a request without a token", async () => {
      const response = await callSession("POST", { Origin: origin });
      expect(response.status).toBe(400);
      expect(response.headers.get("Set-Cookie")).toBeNull();
    });

    it("refuses a malformed token", async () => {
      const response = await callSession("POST", { Origin: origin, Authorization: "Bearer not-a-token" });
      expect(response.status).toBe(400);
      expect(response.headers.get("Set-Cookie")).toBeNull();
    });

    it("refuses a forged token", async () => {
      const { idToken } = await signUp();
      const [header, payload, signature] = idToken.split(".");
      const claims = JSON.parse(Buffer.from(payload!, "base64url").toString());
      const forged = { ...claims, sub: "someone-else", user_id: "someone-else" };
      const token = [header, Buffer.from(JSON.stringify(forged)).toString("base64url"), signature].join(".");
      const response = await callSession("POST", { Origin: origin, Authorization: `Bearer ${token}` });
      expect(response.status).toBe(401);
      expect(response.headers.get("Set-Cookie")).toBeNull();
    });

    it("refuses a token for another project", async () => {
      const { idToken } = await signUp();
      const [header, payload, signature] = idToken.split(".");
      const claims = JSON.parse(Buffer.from(payload!, "base64url").toString());
      const token = [header, Buffer.from(JSON.stringify({ ...claims, aud: "demo-someone-else" })).toString("base64url"), signature].join(
        ".",
      );
      const response = await callSession("POST", { Origin: origin, Authorization: `Bearer ${token}` });
      expect(response.status).toBe(401);
    });

    it("refuses a revoked token", async () => {
      const { idToken } = await signUp();
      await untilPastSignInSecond(idToken);
      const { adminAuth } = await import("~/platform/firebase-admin.server");
      const claims = await adminAuth().verifyIdToken(idToken);
      await adminAuth().revokeRefreshTokens(claims.uid);
      const response = await callSession("POST", { Origin: origin, Authorization: `Bearer ${idToken}` });
      expect(response.status).toBe(401);
    });

    it("refuses a foreign or missing Origin", async () => {
      const { idToken } = await signUp();
      const foreign = await callSession("POST", { Origin: "https://evil.example", Authorization: `Bearer ${idToken}` });
      expect(foreign.status).toBe(403);
      const missing = await callSession("POST", { Authorization: `Bearer ${idToken}` });
      expect(missing.status).toBe(403);
      const foreignDelete = await callSession("DELETE", { Origin: "https://evil.example" });
      expect(foreignDelete.status).toBe(403);
    });

    it("logs this browser out only: clears its cookie and ends its session, while the person's other sessions go on", async () => {
      const { idToken, uid } = await signUp();
      const here = cookieFrom(await callSession("POST", { Origin: origin, Authorization: `Bearer ${idToken}` }));
      const there = cookieFrom(await callSession("POST", { Origin: origin, Authorization: `Bearer ${idToken}` }));
      expect(here).not.toBe(there);
      await untilPastSignInSecond(idToken);
      const ended = await callSession("DELETE", { Origin: origin, Cookie: here });
      expect(ended.status).toBe(204);
      expect(ended.headers.get("Set-Cookie")).toMatch(/^__session=;.*Max-Age=0/);
      // The old cookie no longer signs anyone in, and tells the browser to drop it...
      const session = await readSession(new Request(`${origin}/`, { headers: { Cookie: here } }));
      expect(session.user).toBeNull();
      expect(session.setCookie).toMatch(/Max-Age=0/);
      // ...while the other browser stays signed in, even on a fresh check: no token was revoked.
      expect((await readSession(new Request(`${origin}/`, { headers: { Cookie: there } }), { fresh: true })).user?.uid).toBe(uid);
      expect(await devicesOf(uid, null)).toHaveLength(1);
    });

    it("ends a listed session by its public id, never this browser's and never another person's", async () => {
      const ada = await signUp();
      const grace = await signUp("grace@example.com");
      const start = async (idToken: string) => {
        const cookie = cookieFrom(await callSession("POST", { Origin: origin, Authorization: `Bearer ${idToken}` }));
        return { cookie, ...(await readSession(new Request(`${origin}/`, { headers: { Cookie: cookie } }))) };
      };
      const [laptop, phone, graces] = [await start(ada.idToken), await start(ada.idToken), await start(grace.idToken)];
      const listed = await devicesOf(ada.uid, laptop.sessionId!);
      expect(listed.map((each) => each.current).sort()).toEqual([false, true]);
      // The list names sessions by a digest: never the id, which is half of what signs in.
      expect(listed.map((each) => each.id)).not.toContain(laptop.sessionId);
      const phoneListed = listed.find((each) => !each.current)!.id;
      const laptopListed = listed.find((each) => each.current)!.id;

      expect(await endSessionsOf(ada.uid, { listed: laptopListed, except: laptop.sessionId! })).toBe(0);
      const gracesListed = (await devicesOf(grace.uid, null))[0]!.id;
      expect(await endSessionsOf(ada.uid, { listed: gracesListed })).toBe(0);
      expect(await endSessionsOf(ada.uid, { listed: phoneListed, except: laptop.sessionId! })).toBe(1);

      const read = (cookie: string) => readSession(new Request(`${origin}/`, { headers: { Cookie: cookie } }));
      expect((await read(phone.cookie)).user).toBeNull();
      expect((await read(laptop.cookie)).user?.uid).toBe(ada.uid);
      expect((await read(graces.cookie)).user?.uid).toBe(grace.uid);
    });

    it("refuses a session ended on another instance at its next request, though this one read its row a moment ago", async () => {
      const { idToken, uid } = await signUp();
      const cookie = cookieFrom(await callSession("POST", { Origin: origin, Authorization: `Bearer ${idToken}` }));
      const page = () => new Request(`${origin}/`, { headers: { Cookie: cookie } });
      const { sessionId } = await readSession(page());
      expect((await readSession(page())).user?.uid).toBe(uid);
      // What another instance does when it logs the device out: the row ended, and the word passed on.
      const [ended] = await test.db().update(sessions).set({ endedAt: new Date() }).where(eq(sessions.id, sessionId!)).returning();
      expect((await readSession(page())).user?.uid, "the row is trusted for a while").toBe(uid);
      await noteDeviceSessionsEnded([{ id: ended!.id, expiresAt: ended!.expiresAt }]);
      const after = await readSession(page());
      expect(after.user).toBeNull();
      expect(after.setCookie).toMatch(/Max-Age=0/);
    });

    it("refuses a cookie that pairs one person's token with another's session, and a cookie of the older form", async () => {
      const ada = await signUp();
      const grace = await signUp("grace@example.com");
      const adas = cookieFrom(await callSession("POST", { Origin: origin, Authorization: `Bearer ${ada.idToken}` }));
      const graces = cookieFrom(await callSession("POST", { Origin: origin, Authorization: `Bearer ${grace.idToken}` }));
      const value = async (cookie: string) => (await sessionCookie.parse(cookie)) as { sid: string; token: string };
      const mixed = (await sessionCookie.serialize({ sid: (await value(graces)).sid, token: (await value(adas)).token })).split(";")[0]!;
      const older = (await sessionCookie.serialize((await value(adas)).token)).split(";")[0]!;
      for (const cookie of [mixed, older]) {
        const session = await readSession(new Request(`${origin}/`, { headers: { Cookie: cookie } }));
        expect(session.user).toBeNull();
        expect(session.setCookie).toMatch(/Max-Age=0/);
      }
    });

    it("keeps where a session signed in from as its network only, not the address", async () => {
      const { idToken, uid } = await signUp();
      await callSession("POST", { Origin: origin, Authorization: `Bearer ${idToken}` }, "203.0.113.97");
      const [device] = await devicesOf(uid, null);
      expect(device?.network).toBe("203.0.113.0/24");
    });

    it("mints no session from a sign-in more than five minutes old", async () => {
      const { idToken } = await signUp();
      const minutesLater = (minutes: number) => Date.now() + minutes * 60_000;
      const request = new Request(`${origin}/auth/session`, { method: "POST" });
      const stale = startSession(idToken, request, { now: minutesLater(5.2) });
      await expect(stale).rejects.toMatchObject({ code: "auth/requires-recent-login" });
      expect(isRejectedCredential(await stale.catch((error: unknown) => error))).toBe(true);
      expect((await startSession(idToken, request, { now: minutesLater(4.5) })).setCookie).toMatch(/^__session=/);
    });

    it("lets an older sign-in renew only the same person's session, and never past its end", async () => {
      const ada = await signUp();
      const cookie = cookieFrom(await callSession("POST", { Origin: origin, Authorization: `Bearer ${ada.idToken}` }));
      const withSession = new Request(`${origin}/auth/session`, { method: "POST", headers: { Cookie: cookie } });
      const tenMinutesLater = Date.now() + 10 * 60_000;

      const renewed = await startSession(ada.idToken, withSession, { now: tenMinutesLater });
      const maxAge = Number(/Max-Age=(\d+)/.exec(renewed.setCookie ?? "")?.[1]);
      expect(maxAge).toBeGreaterThan(432_000 - 600 - 60);
      expect(maxAge).toBeLessThanOrEqual(432_000 - 600);

      // Minutes before the session ends, a renewal answers who it is and leaves the cookie be.
      const nearTheEnd = await startSession(ada.idToken, withSession, { now: Date.now() + (432_000 - 120) * 1000 });
      expect(nearTheEnd.user.uid).toBe(ada.uid);
      expect(nearTheEnd.setCookie).toBeUndefined();

      const grace = await signUp("grace@example.com");
      await expect(startSession(grace.idToken, withSession, { now: tenMinutesLater })).rejects.toMatchObject({
        code: "auth/requires-recent-login",
      });
    });

    it("always ends a session, however many requests came before from that address", async () => {
      const from = "10.9.9.9";
      let limited = 0;
      for (let i = 0; i < 40; i += 1) {
        const response = await callSession("POST", { Origin: origin, Authorization: "Bearer a.b.c" }, from);
        if (response.status === 429) limited += 1;
      }
      expect(limited).toBeGreaterThan(0);
      const ended = await callSession("DELETE", { Origin: origin }, from);
      expect(ended.status).toBe(204);
      expect(ended.headers.get("Set-Cookie")).toMatch(/^__session=;.*Max-Age=0/);
    });

    it("logs out of every device: ends every session, and revokes the tokens only when the limit allows", async () => {
      const { idToken, uid } = await signUp();
      const here = cookieFrom(await callSession("POST", { Origin: origin, Authorization: `Bearer ${idToken}` }));
      const there = cookieFrom(await callSession("POST", { Origin: origin, Authorization: `Bearer ${idToken}` }));
      await untilPastSignInSecond(idToken);
      const revocations = vi.spyOn(adminAuth(), "revokeRefreshTokens");
      expect(await endEverySession(uid, false)).toMatch(/^__session=;.*Max-Age=0/);
      expect(revocations).not.toHaveBeenCalled();
      for (const cookie of [here, there])
        expect((await readSession(new Request(`${origin}/`, { headers: { Cookie: cookie } }))).user).toBeNull();
      // The browser's token still starts a session (it is recent), until the tokens are revoked too.
      const again = cookieFrom(await callSession("POST", { Origin: origin, Authorization: `Bearer ${idToken}` }));
      await endEverySession(uid, true);
      expect(revocations).toHaveBeenCalledWith(uid);
      expect((await readSession(new Request(`${origin}/`, { headers: { Cookie: again } }), { fresh: true })).user).toBeNull();
      expect((await callSession("POST", { Origin: origin, Authorization: `Bearer ${idToken}` })).status).toBe(401);
    });

    it("answers 405 to other methods", async () => {
      const response = await callSession("PUT", { Origin: origin });
      expect(response.status).toBe(405);
      expect(response.headers.get("Allow")).toBe("POST, DELETE");
    });
  });

  describe("readSession", () => {
    it("treats a forged cookie as signed out and clears it", async () => {
      const forged = (await sessionCookie.serialize("eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.")).split(";")[0]!;
      const session = await readSession(new Request(`${origin}/`, { headers: { Cookie: forged } }));
      expect(session.user).toBeNull();
      expect(session.setCookie).toMatch(/Max-Age=0/);
    });

    it("asks the identity provider nothing on ordinary views after the sign-in, and once for a fresh check", async () => {
      const { idToken, uid } = await signUp("grace@example.com");
      const cookie = cookieFrom(await callSession("POST", { Origin: origin, Authorization: `Bearer ${idToken}` }));
      const page = () => new Request(`${origin}/`, { headers: { Cookie: cookie } });
      const lookups = vi.spyOn(adminAuth(), "getUser");

      // The sign-in made the copy of the account's standing: ten views read it, and ask nobody.
      for (let view = 0; view < 10; view++) {
        const session = await readSession(page());
        expect(session.user?.uid).toBe(uid);
        expect(session.standing).toMatchObject({ staff: false, signInMethods: ["password"], email: "grace@example.com" });
      }
      expect(lookups).toHaveBeenCalledTimes(0);

      // Signed out everywhere by someone else (the Firebase console, say): an ordinary page may
      // not know for up to REVOCATION_CHECK_SECONDS; a fresh check, as a change asks for, does.
      await untilPastSignInSecond(idToken);
      await adminAuth().revokeRefreshTokens(uid);
      expect((await readSession(page())).user?.uid).toBe(uid);
      const fresh = await readSession(page(), { fresh: true });
      expect(fresh.user).toBeNull();
      expect(fresh.setCookie).toMatch(/Max-Age=0/);
      // And what the fresh check learnt holds for the ordinary pages after it.
      expect((await readSession(page())).user).toBeNull();
      expect(lookups).toHaveBeenCalledTimes(1);
    });

    it("counts what this site changed at the next view, and what was changed elsewhere only once the copy is made again", async () => {
      const { idToken, uid } = await signUp("hedy@example.com");
      const cookie = cookieFrom(await callSession("POST", { Origin: origin, Authorization: `Bearer ${idToken}` }));
      const standing = async () => (await readSession(new Request(`${origin}/`, { headers: { Cookie: cookie } }))).standing;
      expect((await standing())?.staff).toBe(false);

      // Granted with `npm run admin` (setStaff): counted at the next view.
      expect(await setStaff("hedy@example.com", true)).toEqual({ uid, changed: true });
      expect((await standing())?.staff).toBe(true);
      // Revoked in the Firebase console: the copy does not know yet (REVOCATION_CHECK_SECONDS)...
      await adminAuth().setCustomUserClaims(uid, {});
      expect((await standing())?.staff).toBe(true);
      // ...until `npm run admin -- revoke`, which finds nothing to change but says so to the site.
      expect(await setStaff("hedy@example.com", false)).toEqual({ uid, changed: false });
      expect((await standing())?.staff).toBe(false);

      // Verified by the site's own link page: counted at the next view, as a booking needs.
      expect((await standing())?.emailVerified).toBe(false);
      await adminAuth().updateUser(uid, { emailVerified: true });
      expect((await standing())?.emailVerified, "a change elsewhere waits for the copy to expire").toBe(false);
      await noteAccountChanged(uid);
      expect((await standing())?.emailVerified).toBe(true);
    });

    it("says what a page kept for the session must have been made under: a new one after each write and each change to the account (decision 40)", async () => {
      const { idToken, uid } = await signUp("mary@example.com");
      const cookie = cookieFrom(await callSession("POST", { Origin: origin, Authorization: `Bearer ${idToken}` }));
      const keptUnder = async () => (await readSession(new Request(`${origin}/account`, { headers: { Cookie: cookie } }))).keptUnder;
      const first = await keptUnder();
      expect(first).toEqual(expect.any(String));
      expect(await keptUnder()).toBe(first);
      expect(await noteDataWritten()).toBe(true);
      const afterWrite = await keptUnder();
      expect(afterWrite).not.toBe(first);
      await noteAccountChanged(uid);
      expect(await keptUnder()).not.toBe(afterWrite);
      // A fresh check (before a change that could lock someone out) vouches for no kept page.
      expect(
        (await readSession(new Request(`${origin}/account`, { headers: { Cookie: cookie } }), { fresh: true })).keptUnder,
      ).toBeUndefined();
    });

    it("reads no user and sets nothing without a cookie", async () => {
      expect(await readSession(new Request(`${origin}/`))).toEqual({ user: null });
    });
  });
});
