import { passkeyRegistrationOptions } from "~/passkeys/passkey-endpoints.server";

export const action = passkeyRegistrationOptions.action;
export const loader = passkeyRegistrationOptions.loader;
