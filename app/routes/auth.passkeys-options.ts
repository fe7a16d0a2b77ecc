import { problem } from "~/auth/api-answers.server";
import { currentUser } from "~/auth/session-middleware.server";
import { database } from "~/database/database.server";
import { passkeyExchange, postOnly } from "~/passkeys/passkey-api.server";
import { registrationOptions } from "~/passkeys/passkey-registration.server";
import { relyingPartyOf } from "~/passkeys/relying-party.server";
import type { Route } from "./+types/auth.passkeys-options";

const PURPOSE = "ask for a challenge to add a passkey";

/** A challenge for adding a passkey to the signed-in account (the account page's Passkeys panel). */
export const action = ({ request, context }: Route.ActionArgs) =>
  passkeyExchange({
    request,
    context,
    purpose: PURPOSE,
    run: async () => {
      const user = await currentUser(context, { fresh: true });
      if (!user) return problem(401, "Your session has ended. Log in again, then add the passkey.");
      return Response.json(await registrationOptions(await database(), user, relyingPartyOf(request)), {
        headers: { "Cache-Control": "no-store" },
      });
    },
  });

export const loader = postOnly(PURPOSE);
