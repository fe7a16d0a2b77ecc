import { database } from "~/database/database.server";
import { authenticationOptions } from "~/passkeys/passkey-authentication.server";
import { passkeyExchange, postOnly } from "~/passkeys/passkey-api.server";
import { relyingPartyOf } from "~/passkeys/relying-party.server";
import type { Route } from "./+types/auth.passkey-sign-in-options";

const PURPOSE = "ask for a passkey sign-in challenge";

/** A challenge for signing in with any passkey of this site (the login page's button and autofill). */
export const action = ({ request, context }: Route.ActionArgs) =>
  passkeyExchange({
    request,
    context,
    purpose: PURPOSE,
    run: async () =>
      Response.json(await authenticationOptions(await database(), relyingPartyOf(request)), { headers: { "Cache-Control": "no-store" } }),
  });

export const loader = postOnly(PURPOSE);
