import type { RouterContextProvider } from "react-router";
import { m } from "~/i18n/paraglide/messages.js";
import { bearerToken, problem } from "~/identity/api-answers.server";
import { currentUser, freshStanding } from "~/identity/session-middleware.server";
import { database } from "~/database/database.server";
import { recentSignInOf } from "~/sessions/recent-sign-in.server";
import { passkeyAnswer, passkeyEndpoint } from "./passkey-api.server";
import { authenticationOptions, verifyPasskeySignIn } from "./passkey-authentication.server";
import { newPasskey, passkeySignIn as passkeySignInBody } from "./passkey-forms";
import { addPasskey, registrationOptions } from "./passkey-registration.server";
import { customTokenFor } from "./passkey-sign-in.server";
import { relyingPartyOf } from "./webauthn.server";

// The four addresses of the passkey API (routes auth.passkey*), each a route module's action and loader.

/** A challenge for signing in with any passkey of this site (the login page's button and autofill). */
export const passkeySignInOptions = passkeyEndpoint({
  purpose: "ask for a passkey sign-in challenge",
  run: async (_, { request }) => passkeyAnswer(await authenticationOptions(await database(), relyingPartyOf(request))),
});

/**
 * A passkey's answer to a challenge: when it checks out, a Firebase custom token for its
 * account, which the page signs in with and then starts the usual session (POST /auth/session).
 */
export const passkeySignIn = passkeyEndpoint({
  purpose: "sign in with a passkey",
  body: passkeySignInBody,
  run: async ({ credential }, { request }) => {
    const { uid } = await verifyPasskeySignIn(await database(), credential, relyingPartyOf(request));
    return passkeyAnswer({ token: await customTokenFor(uid) });
  },
});

/**
 * A challenge for adding a passkey to the signed-in account (the account page's Passkeys panel).
 * A passkey is a new way in, so it asks what deletion asks: `Authorization: Bearer <ID token>`
 * from a sign-in of the last five minutes by the session's own person. A session left open on a
 * shared computer cannot add one.
 */
export const passkeyRegistrationOptions = passkeyEndpoint({
  purpose: "ask for a challenge to add a passkey",
  run: async (_, { request, context }) => {
    const token = bearerToken.safeParse(request.headers.get("Authorization") ?? "");
    if (!token.success) return problem(401, m.api_passkey_confirm_again());
    const uid = await recentSignInOf(request, token.data);
    const user = uid ? await currentUser(context) : null;
    if (!user || user.uid !== uid) return problem(401, m.api_passkey_confirm_again());
    if (!(await addressConfirmed(context))) return problem(403, m.api_passkey_verify_first());
    return passkeyAnswer(await registrationOptions(await database(), user, relyingPartyOf(request)));
  },
});

/**
 * Whether the signed-in account's address is confirmed, asked of the identity provider now. Until
 * it is, the account may be someone else's claim on the address: its real owner can take it over
 * (a reset password, Google), and a passkey the claimant added would still open it (issue 64).
 */
async function addressConfirmed(context: Readonly<RouterContextProvider>): Promise<boolean> {
  return (await freshStanding(context))?.emailVerified === true;
}

/** A new passkey for the signed-in account, made by the browser for the challenge it was given. */
export const passkeyRegistration = passkeyEndpoint({
  purpose: "add a passkey",
  body: newPasskey,
  run: async (body, { request, context }) => {
    const user = await currentUser(context, { fresh: true });
    if (!user) return problem(401, m.api_passkey_session_ended());
    if (!(await addressConfirmed(context))) return problem(403, m.api_passkey_verify_first());
    const passkey = await addPasskey(await database(), user.uid, body, relyingPartyOf(request));
    return passkeyAnswer({ passkey }, 201);
  },
});
