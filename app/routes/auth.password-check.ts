import { problem } from "~/auth/api-answers.server";
import { answerPasswordCheck } from "~/auth/common-passwords.server";
import type { Route } from "./+types/auth.password-check";

/** The password comes as JSON (server/request-gate.ts reads this). */
export const handle = { acceptsJson: true };

/** Whether a new password is a common one: the account pages ask before they send it to the identity provider. */
export const action = ({ request, context }: Route.ActionArgs) => answerPasswordCheck(request, context);

export const loader = () => problem(405, "Use POST to check a password.", { Allow: "POST" });
