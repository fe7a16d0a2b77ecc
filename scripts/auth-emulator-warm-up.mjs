// @ts-check
// The auth emulator compiles each operation's validators on its first use (decision 42), so the
// first registration and sign-in after a start paid for a handful of them at once: 2 to 3 s on a
// 2-core machine, longer than a visitor, or a test's 5 s wait, should have to. Before the emulator
// is called ready, one throwaway account goes through the operations a visitor's first visit
// uses, and is deleted: the rest of the API stays uncompiled until something asks for it.
import { randomUUID } from "node:crypto";

/** A request of the warm-up that has not been answered in this long is given up. */
const ANSWER_WITHIN_MS = 10_000;

/**
 * Returns the throwaway account's email, which is gone again once this resolves.
 * @param {string} host the emulator's host:port
 * @param {string} projectId
 * @returns {Promise<string>}
 */
export async function warmUpAuthEmulator(host, projectId) {
  const toolkit = `http://${host}/identitytoolkit.googleapis.com/v1`;
  /** @param {string} url @param {Record<string, unknown>} body @param {Record<string, string>} [headers] */
  const post = async (url, body, headers = {}) => {
    const response = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(ANSWER_WITHIN_MS),
    });
    const answer = await response.json();
    if (!response.ok) throw new Error(`${new URL(url).pathname} answered ${response.status}: ${JSON.stringify(answer)}`);
    return answer;
  };
  const visitor = (/** @type {string} */ operation, /** @type {Record<string, unknown>} */ body) =>
    post(`${toolkit}/accounts:${operation}?key=warm-up`, body);
  // The emulator takes "owner" as the service account's token, as firebase-admin sends it.
  const staff = (/** @type {string} */ operation, /** @type {Record<string, unknown>} */ body) =>
    post(`${toolkit}/projects/${projectId}${operation}`, body, { authorization: "Bearer owner" });

  const email = `warm-up-${randomUUID()}@example.invalid`;
  const password = randomUUID();
  const { idToken, localId } = await visitor("signUp", { email, password, returnSecureToken: true });
  try {
    await visitor("update", { idToken, displayName: "Warm-up", returnSecureToken: true });
    await visitor("lookup", { idToken });
    const signedIn = await visitor("signInWithPassword", { email, password, returnSecureToken: true });
    const refreshed = await fetch(`http://${host}/securetoken.googleapis.com/v1/token?key=warm-up`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ grant_type: "refresh_token", refresh_token: signedIn.refreshToken }),
      signal: AbortSignal.timeout(ANSWER_WITHIN_MS),
    });
    if (!refreshed.ok) throw new Error(`the token refresh answered ${refreshed.status}`);
    await staff(":createSessionCookie", { idToken: signedIn.idToken, validDuration: "3600" });
    await staff("/accounts:lookup", { localId: [localId] });
    await staff("/accounts:lookup", { email: [email] });
    await staff("/accounts:update", { localId, customAttributes: "{}" });
  } catch (error) {
    // The account goes whatever failed, and the first failure is the one reported.
    await staff("/accounts:delete", { localId }).catch(() => undefined);
    throw error;
  }
  await staff("/accounts:delete", { localId });
  return email;
}
