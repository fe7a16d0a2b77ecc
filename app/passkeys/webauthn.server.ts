/**
 * SimpleWebAuthn, loaded at the first passkey ceremony rather than when the site starts: with
 * its helpers it took 0.4 s of every start (issue 38), and most instances never see a passkey.
 * Node keeps the module once loaded, so only the first ceremony waits for it.
 */
export const webauthn = () => import("@simplewebauthn/server");

/** SimpleWebAuthn's encoding helpers, loaded as `webauthn` is. */
export const webauthnHelpers = () => import("@simplewebauthn/server/helpers");
