import { problem } from "~/identity/api-answers.server";
import { removeMethod } from "~/account/method-removal.server";
import type { Route } from "./+types/auth.sign-in-methods";
import type { RouteHandle } from "~/types/route-handle";

/** What to remove comes as JSON (the request gate reads it: app/types/route-handle.ts). */
export const handle = { acceptsJson: true } satisfies RouteHandle;

/** The account page's Sign-in methods: remove the password, Google, a passkey or two-step sign-in (app/account/method-removal.server.ts). */
export const action = ({ request, context }: Route.ActionArgs) => removeMethod(request, context);

export const loader = () => problem(405, "Use POST to remove a way to sign in.", { Allow: "POST" });
