import { passkeyRegistration } from "~/passkeys/passkey-endpoints.server";
import type { RouteHandle } from "~/types/route-handle";

/** The new passkey comes as JSON (the request gate reads it: app/types/route-handle.ts). */
export const handle = { acceptsJson: true } satisfies RouteHandle;

export const action = passkeyRegistration.action;
export const loader = passkeyRegistration.loader;
