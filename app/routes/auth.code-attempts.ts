import { problem } from "~/auth/api-answers.server";
import { spendCodeAttempt } from "~/auth/code-attempts.server";
import type { Route } from "./+types/auth.code-attempts";

/** Which step comes as JSON (server/request-gate.ts reads this). */
export const handle = { acceptsJson: true };

/** Two-step sign-in's limit: the page asks before each code it sends or checks (app/auth/code-attempts.server.ts). */
export const action = ({ request, context }: Route.ActionArgs) => spendCodeAttempt(request, context);

export const loader = () => problem(405, "Use POST before sending or checking a code.", { Allow: "POST" });
