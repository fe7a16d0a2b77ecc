import { problem } from "~/identity/api-answers.server";
import { currentUser } from "~/identity/session-middleware.server";
import { database } from "~/database/database.server";
import { passkeyExchange, postOnly } from "~/passkeys/passkey-api.server";
import { newPasskey } from "~/passkeys/passkey-forms";
import { addPasskey } from "~/passkeys/passkey-registration.server";
import { relyingPartyOf } from "~/passkeys/relying-party.server";
import type { Route } from "./+types/auth.passkeys";
import type { RouteHandle } from "~/types/route-handle";

/** The new passkey comes as JSON (the request gate reads it: app/types/route-handle.ts). */
export const handle = { acceptsJson: true } satisfies RouteHandle;

const PURPOSE = "add a passkey";

/** A new passkey for the signed-in account, made by the browser for the challenge it was given. */
export const action = ({ request, context }: Route.ActionArgs) =>
  passkeyExchange({
    request,
    context,
    purpose: PURPOSE,
    body: newPasskey,
    run: async (body) => {
      const user = await currentUser(context, { fresh: true });
      if (!user) return problem(401, "Your session has ended. Log in again, then add the passkey.");
      const passkey = await addPasskey(await database(), user.uid, body, relyingPartyOf(request));
      return Response.json({ passkey }, { status: 201, headers: { "Cache-Control": "no-store" } });
    },
  });

export const loader = postOnly(PURPOSE);
