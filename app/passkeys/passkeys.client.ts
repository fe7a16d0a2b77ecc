import {
  browserSupportsWebAuthn,
  browserSupportsWebAuthnAutofill,
  startAuthentication,
  startRegistration,
  WebAuthnAbortService,
  type AuthenticationResponseJSON,
} from "@simplewebauthn/browser";
import type { ListedPasskey } from "./passkey-store.server";

/**
 * A passkey step that did not finish, with a code auth-errors.ts explains, or the server's own
 * words (`said`) when it refused the passkey.
 */
export class PasskeyFailure extends Error {
  constructor(
    readonly code: string,
    readonly said?: string,
  ) {
    super(said ?? code);
  }
}

/** Posts to the passkey API; its refusals carry a sentence to show as it is. */
async function post<T>(path: string, body?: unknown, headers: Record<string, string> = {}): Promise<T> {
  const response = await fetch(path, {
    method: "POST",
    credentials: "same-origin",
    headers: body === undefined ? headers : { ...headers, "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  }).catch(() => undefined);
  if (!response) throw new PasskeyFailure("auth/network-request-failed");
  const answer = (await response.json().catch(() => undefined)) as { error?: string } | undefined;
  if (!response.ok) {
    if (response.status === 429) throw new PasskeyFailure("auth/too-many-requests", answer?.error);
    throw new PasskeyFailure(response.status >= 500 ? "auth/passkey-unavailable" : "auth/passkey-refused", answer?.error);
  }
  return answer as T;
}

/** The browser's own refusals, as codes: cancelled (or timed out), an address passkeys cannot use, a device that has one already. */
function browserFailure(error: unknown): PasskeyFailure {
  const { name, code } = (error ?? {}) as { name?: string; code?: string };
  if (code === "ERROR_INVALID_DOMAIN" || code === "ERROR_INVALID_RP_ID") return new PasskeyFailure("auth/passkey-invalid-domain");
  if (code === "ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED" || name === "InvalidStateError")
    return new PasskeyFailure("auth/passkey-already-added");
  if (code === "ERROR_CEREMONY_ABORTED" || name === "AbortError") return new PasskeyFailure("auth/passkey-aborted");
  return new PasskeyFailure("auth/passkey-cancelled");
}

export const passkeysSupported = () => browserSupportsWebAuthn();

/**
 * A passkey's signature of a fresh challenge: `autofill` waits for the person to pick one among the
 * email box's suggestions (and ends when another request starts), otherwise the browser asks now.
 */
export async function passkeyAssertion({
  autofill = false,
  stillWanted = () => true,
}: {
  autofill?: boolean;
  /** Asked once the challenge has come: a request no longer wanted (the button was pressed meanwhile) ends there. */
  stillWanted?: () => boolean;
} = {}): Promise<AuthenticationResponseJSON> {
  if (!browserSupportsWebAuthn()) throw new PasskeyFailure("auth/passkey-unsupported");
  if (autofill && !(await browserSupportsWebAuthnAutofill())) throw new PasskeyFailure("auth/passkey-aborted");
  const optionsJSON = await post<Parameters<typeof startAuthentication>[0]["optionsJSON"]>("/auth/passkey-sign-in/options");
  if (!stillWanted()) throw new PasskeyFailure("auth/passkey-aborted");
  try {
    return await startAuthentication({ optionsJSON, useBrowserAutofill: autofill });
  } catch (error) {
    throw browserFailure(error);
  }
}

/** The Firebase custom token for the account whose passkey signed the challenge. */
export async function passkeyToken(credential: AuthenticationResponseJSON): Promise<string> {
  return (await post<{ token: string }>("/auth/passkey-sign-in", { credential })).token;
}

/**
 * Makes a passkey on this device (or a phone, or a key) for the signed-in account, and adds it
 * under `name`. `idToken` comes from a sign-in made a moment ago (the password asked again).
 */
export async function createPasskey(name: string, idToken: string): Promise<ListedPasskey> {
  if (!browserSupportsWebAuthn()) throw new PasskeyFailure("auth/passkey-unsupported");
  const optionsJSON = await post<Parameters<typeof startRegistration>[0]["optionsJSON"]>("/auth/passkeys/options", undefined, {
    Authorization: `Bearer ${idToken}`,
  });
  let credential;
  try {
    credential = await startRegistration({ optionsJSON });
  } catch (error) {
    throw browserFailure(error);
  }
  return (await post<{ passkey: ListedPasskey }>("/auth/passkeys", { name, credential })).passkey;
}

/** Ends a waiting autofill request: the page is leaving. */
export const cancelPasskeyRequest = () => WebAuthnAbortService.cancelCeremony();
