import type { AccountUser } from "~/types/account-user";

/** The small part of a Firebase user that starting a session needs. */
export type TokenHolder = { getIdToken(): Promise<string> };

export class SessionError extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
  }
}

/** The codes the sign-in forms know how to explain (see auth-errors.ts). */
function failure(action: string, status: number) {
  const code = status === 429 ? "auth/too-many-requests" : status === 401 ? "auth/user-token-expired" : "auth/network-request-failed";
  return new SessionError(`The server refused to ${action} the session (${status})`, code);
}

/**
 * The server's session is the one record of who is signed in. The browser asks for one only
 * when the visitor acts: after logging in, registering or changing their profile it sends a
 * fresh ID token (POST), and the server answers with the user it now has; Logout ends it
 * (DELETE). Nothing the SDK does by itself (an hourly token refresh) reaches the server.
 */
export async function startServerSession(user: TokenHolder, send: typeof fetch = fetch): Promise<AccountUser> {
  const token = await user.getIdToken();
  const response = await send("/auth/session", {
    method: "POST",
    headers: { Authorization: `Bearer ${token}` },
    credentials: "same-origin",
  });
  if (!response.ok) throw failure("start", response.status);
  return ((await response.json()) as { user: AccountUser }).user;
}

/**
 * Asks the server to delete the account: its database records, then the identity provider's
 * user. The token must come from a sign-in made a moment ago (the password just re-entered).
 */
export async function deleteServerAccount(user: TokenHolder, send: typeof fetch = fetch): Promise<void> {
  const token = await user.getIdToken();
  const response = await send("/auth/account", {
    method: "DELETE",
    headers: { Authorization: `Bearer ${token}` },
    credentials: "same-origin",
  }).catch(() => undefined);
  if (response?.ok) return;
  const status = response?.status ?? 0;
  const code =
    status === 429
      ? "auth/too-many-requests"
      : status === 401
        ? "auth/requires-recent-login"
        : status === 0
          ? "auth/network-request-failed"
          : "auth/account-not-deleted";
  throw new SessionError(`The server did not delete the account (${status})`, code);
}

/** Waits before each retry of a logout: a moment, then a little longer. */
export const LOGOUT_RETRY_DELAYS_MS = [300, 1_000];

/**
 * Ends the server's session, trying again after a dropped connection or a server error. A
 * final refusal is an error, so the page never says "signed out" while the cookie lives on.
 */
export async function endServerSession(send: typeof fetch = fetch, delays: readonly number[] = LOGOUT_RETRY_DELAYS_MS): Promise<void> {
  let lastFailure: SessionError | undefined;
  for (const delay of [0, ...delays]) {
    if (delay) await new Promise((resolve) => setTimeout(resolve, delay));
    const status = await send("/auth/session", { method: "DELETE", credentials: "same-origin" }).then(
      (response) => response.status,
      () => 0,
    );
    if (status >= 200 && status < 300) return;
    lastFailure = failure("end", status);
    // A 4xx other than a limit will be the same answer next time.
    if (status >= 400 && status < 500 && status !== 429) break;
  }
  throw lastFailure!;
}

/**
 * Sends a change that weakens the account (a confirmed change, app/identity/confirmed-change.server.ts)
 * with the ID token of a sign-in made a moment ago. A refusal carries the server's own sentence
 * (`said`), which the page shows as it is; "confirm again" belongs beside the password box, where
 * its code's own message puts it.
 */
async function postConfirmedChange<T>(
  path: string,
  idToken: string,
  body: unknown,
  send: typeof fetch,
): Promise<{ status: number; answer?: T }> {
  const response = await send(path, {
    method: "POST",
    headers: { Authorization: `Bearer ${idToken}`, "Content-Type": "application/json" },
    credentials: "same-origin",
    body: JSON.stringify(body),
  }).catch(() => undefined);
  if (!response) throw new SessionError("The server could not be reached", "auth/network-request-failed");
  const answer = (await response.json().catch(() => undefined)) as (T & { error?: string }) | undefined;
  if (response.ok || response.status === 404) return { status: response.status, answer };
  const code =
    response.status === 429 ? "auth/too-many-requests" : response.status === 401 ? "auth/requires-recent-login" : "auth/change-not-made";
  const said = response.status === 401 ? undefined : answer?.error;
  throw Object.assign(new SessionError(`The server did not make the change (${response.status})`, code), { said });
}

/** Which of the person's devices to log out: one from their list (its public id), every other, or every one. */
export type DeviceEnding = { end: "one"; id: string } | { end: "others" } | { end: "all" };

/** Asks the server to log some of the person's devices out (POST /auth/sessions). */
export async function endDeviceSessions(
  idToken: string,
  ending: DeviceEnding,
  send: typeof fetch = fetch,
): Promise<{ ended: number | "all" }> {
  const { status, answer } = await postConfirmedChange<{ ended: number | "all" }>("/auth/sessions", idToken, ending, send);
  // A device logged out already (from another tab, or by itself) is as asked.
  if (status === 404 || answer?.ended === undefined) return { ended: 0 };
  return { ended: answer.ended };
}

/** A way into the account to remove: the password, Google, two-step sign-in's phone, or a passkey. */
export type MethodRemoval = { remove: "password" } | { remove: "google" } | { remove: "twoStep" } | { remove: "passkey"; id: string };

/** Asks the server to remove a way into the account (POST /auth/sign-in-methods); something already gone is as asked. */
export async function removeSignInMethod(idToken: string, removal: MethodRemoval, send: typeof fetch = fetch): Promise<void> {
  await postConfirmedChange("/auth/sign-in-methods", idToken, removal, send);
}
