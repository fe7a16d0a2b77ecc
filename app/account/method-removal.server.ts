import { m } from "~/i18n/paraglide/messages.js";
import type { RouterContextProvider } from "react-router";
import { methodRemovalSchema, removeSignInMethod } from "./sign-in-methods.server";
import { problem } from "~/identity/api-answers.server";
import { changeAnswer, confirmedChange } from "~/identity/confirmed-change.server";

const NO_STORE = { "Cache-Control": "no-store" };

/**
 * Removes a way into the signed-in person's account (POST /auth/sign-in-methods): the password,
 * Google, a passkey, or two-step sign-in's phone. Each weakens the account, so it is a confirmed
 * change; and the last of the password and Google never goes.
 */
export function removeMethod(request: Request, context: Readonly<RouterContextProvider>): Promise<Response> {
  return confirmedChange(request, context, {
    what: "remove a way to sign in",
    body: methodRemovalSchema,
    unavailable: m.api_change_unavailable(),
    run: async ({ uid }, removal) => {
      const outcome = await removeSignInMethod(uid, removal);
      if (outcome === "last") return problem(409, m.api_method_last(), NO_STORE);
      if (outcome === "gone") return problem(404, m.api_method_gone(), NO_STORE);
      return changeAnswer({ removed: removal.remove });
    },
  });
}
