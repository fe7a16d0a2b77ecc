import { problem } from "~/identity/api-answers.server";
import { answerPasswordCheck } from "~/identity/common-passwords.server";
import type { Route } from "./+types/auth.password-check";
import type { RouteHandle } from "~/types/route-handle";

/** The password comes as JSON (the request gate reads it: app/types/route-handle.ts). */
export const handle = { acceptsJson: true } satisfies RouteHandle;

/** Whether a new password is a common one: the account pages ask before they send it to the identity provider. */
export const action = ({ request, context }: Route.ActionArgs) => answerPasswordCheck(request, context);

export const loader = () => problem(405, "Use POST to check a password.", { Allow: "POST" });
