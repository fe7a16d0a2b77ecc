import { database } from "~/database/database.server";
import { verifyPasskeySignIn } from "~/passkeys/passkey-authentication.server";
import { passkeyExchange, postOnly } from "~/passkeys/passkey-api.server";
import { passkeySignIn } from "~/passkeys/passkey-forms";
import { customTokenFor } from "~/passkeys/passkey-sign-in.server";
import { relyingPartyOf } from "~/passkeys/relying-party.server";
import type { Route } from "./+types/auth.passkey-sign-in";
import type { RouteHandle } from "~/types/route-handle";

/** The answer is JSON (the request gate reads it: app/types/route-handle.ts). */
export const handle = { acceptsJson: true } satisfies RouteHandle;

const PURPOSE = "sign in with a passkey";

/**
 * A passkey's answer to a challenge: when it checks out, a Firebase custom token for its
 * account, which the page signs in with and then starts the usual session (POST /auth/session).
 */
export const action = ({ request, context }: Route.ActionArgs) =>
  passkeyExchange({
    request,
    context,
    purpose: PURPOSE,
    body: passkeySignIn,
    run: async ({ credential }) => {
      const { uid } = await verifyPasskeySignIn(await database(), credential, relyingPartyOf(request));
      return Response.json({ token: await customTokenFor(uid) }, { headers: { "Cache-Control": "no-store" } });
    },
  });

export const loader = postOnly(PURPOSE);
