import { bearerToken, problem } from "~/identity/api-answers.server";
import { recentSignInOf } from "~/sessions/recent-sign-in.server";
import { currentUser } from "~/identity/session-middleware.server";
import { database } from "~/database/database.server";
import { passkeyExchange, postOnly } from "~/passkeys/passkey-api.server";
import { registrationOptions } from "~/passkeys/passkey-registration.server";
import { relyingPartyOf } from "~/passkeys/relying-party.server";
import type { Route } from "./+types/auth.passkeys-options";

const PURPOSE = "ask for a challenge to add a passkey";
const CONFIRM = "Confirm it's you again (your password, or Google), then add the passkey.";

/**
 * A challenge for adding a passkey to the signed-in account (the account page's Passkeys panel).
 * A passkey is a new way in, so it asks what deletion asks: `Authorization: Bearer <ID token>`
 * from a sign-in of the last five minutes by the session's own person. A session left open on a
 * shared computer cannot add one.
 */
export const action = ({ request, context }: Route.ActionArgs) =>
  passkeyExchange({
    request,
    context,
    purpose: PURPOSE,
    run: async () => {
      const token = bearerToken.safeParse(request.headers.get("Authorization") ?? "");
      if (!token.success) return problem(401, CONFIRM);
      const uid = await recentSignInOf(request, token.data);
      const user = uid ? await currentUser(context) : null;
      if (!user || user.uid !== uid) return problem(401, CONFIRM);
      return Response.json(await registrationOptions(await database(), user, relyingPartyOf(request)), {
        headers: { "Cache-Control": "no-store" },
      });
    },
  });

export const loader = postOnly(PURPOSE);
