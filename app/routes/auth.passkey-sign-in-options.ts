import { passkeySignInOptions } from "~/passkeys/passkey-endpoints.server";

export const action = passkeySignInOptions.action;
export const loader = passkeySignInOptions.loader;
