import { problem } from "~/identity/api-answers.server";
import { logOutDevices } from "~/identity/device-logouts.server";
import type { Route } from "./+types/auth.sessions";
import type { RouteHandle } from "~/types/route-handle";

/** Which devices to log out comes as JSON (the request gate reads it: app/types/route-handle.ts). */
export const handle = { acceptsJson: true } satisfies RouteHandle;

/** The account page's Devices panel: log out another device, every other, or every one (app/identity/device-logouts.server.ts). */
export const action = ({ request, context }: Route.ActionArgs) => logOutDevices(request, context);

export const loader = () => problem(405, "Use POST to log devices out.", { Allow: "POST" });
