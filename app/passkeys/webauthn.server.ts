import { site } from "~/config/site";

/**
 * SimpleWebAuthn, loaded at the first passkey ceremony rather than when the site starts: with
 * its helpers it took 0.4 s of every start (issue 38), and most instances never see a passkey.
 * Node keeps the module once loaded, so only the first ceremony waits for it.
 */
export const webauthn = () => import("@simplewebauthn/server");

/** SimpleWebAuthn's encoding helpers, loaded as `webauthn` is. */
export const webauthnHelpers = () => import("@simplewebauthn/server/helpers");

/** Who asks for a passkey (WebAuthn's relying party): the site's name, and the page's origin and host name. */
export type RelyingParty = { name: string; id: string; origin: string };

/**
 * The relying party of a request from one of the site's own pages (the caller checked its Origin
 * against the allowed ones). Its host name is the passkey's scope: one made at localhost is
 * offered only at localhost, one made at example.com only there and on its subdomains.
 */
export function relyingPartyOf(request: Request): RelyingParty {
  const origin = new URL(request.headers.get("Origin")!);
  return { name: site.name, id: origin.hostname, origin: origin.origin };
}
