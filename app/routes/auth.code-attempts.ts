import { problem } from "~/identity/api-answers.server";
import { spendCodeAttempt } from "~/identity/code-attempts.server";
import type { Route } from "./+types/auth.code-attempts";
import type { RouteHandle } from "~/types/route-handle";

/** Which step comes as JSON (the request gate reads it: app/types/route-handle.ts). */
export const handle = { acceptsJson: true } satisfies RouteHandle;

/** Two-step sign-in's limit: the page asks before each code it sends or checks (app/identity/code-attempts.server.ts). */
export const action = ({ request, context }: Route.ActionArgs) => spendCodeAttempt(request, context);

export const loader = () => problem(405, "Use POST before sending or checking a code.", { Allow: "POST" });
