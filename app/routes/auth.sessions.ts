import { problem } from "~/auth/api-answers.server";
import { logOutDevices } from "~/auth/device-logouts.server";
import type { Route } from "./+types/auth.sessions";

/** Which devices to log out comes as JSON (server/request-gate.ts reads this). */
export const handle = { acceptsJson: true };

/** The account page's Devices panel: log out another device, every other, or every one (app/auth/device-logouts.server.ts). */
export const action = ({ request, context }: Route.ActionArgs) => logOutDevices(request, context);

export const loader = () => problem(405, "Use POST to log devices out.", { Allow: "POST" });
