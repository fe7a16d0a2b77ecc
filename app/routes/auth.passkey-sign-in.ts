import { passkeySignIn } from "~/passkeys/passkey-endpoints.server";
import type { RouteHandle } from "~/types/route-handle";

/** The answer is JSON (the request gate reads it: app/types/route-handle.ts). */
export const handle = { acceptsJson: true } satisfies RouteHandle;

export const action = passkeySignIn.action;
export const loader = passkeySignIn.loader;
