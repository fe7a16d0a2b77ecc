import type { RequestHandler } from "express";
import helmet from "helmet";
import type { Settings } from "~/door/door.server";
import { factsOf } from "./request-facts";

/** Google's endpoints that the Firebase Auth SDK calls for email and password accounts. */
const FIREBASE_AUTH_ORIGINS = ["https://identitytoolkit.googleapis.com", "https://securetoken.googleapis.com"];

/** Where the browser's Firebase SDK may connect: the emulator in emulator mode, Google otherwise. */
export function identityOrigins(identity: Settings["identity"]): string[] {
  if (identity.kind === "emulator") return [`http://${identity.host}`];
  if (identity.kind === "project") return FIREBASE_AUTH_ORIGINS;
  return [];
}

/**
 * reCAPTCHA's frames, which Firebase runs (invisibly) before it texts a two-step sign-in code; the
 * emulator uses a stand-in of its own.
 */
const RECAPTCHA_FRAME_ORIGINS = ["https://www.google.com", "https://recaptcha.google.com"];

/**
 * Where the SDK's sign-in windows report back from: a hidden frame of the identity provider's
 * (Google's auth domain, or the emulator), driven by Google's iframe library; and reCAPTCHA's.
 */
export function identityFrameOrigins(identity: Settings["identity"]): string[] {
  if (identity.kind === "emulator") return [`http://${identity.host}`];
  if (identity.kind === "project") return [`https://${identity.browser.authDomain}`, ...RECAPTCHA_FRAME_ORIGINS];
  return [];
}

/**
 * The pages that open a sign-in window (Continue with Google, confirming with Google), and
 * /forgot-password, whose links reach them by client routing: the window must keep its link to
 * the page to report back, which `same-origin` would cut. Links from elsewhere load the page.
 */
export const PAGES_OPENING_SIGN_IN_WINDOWS = new Set(["/login", "/register", "/forgot-password", "/account"]);

/** Features no page of the site uses: nothing embedded or injected may ask for them either. */
const PERMISSIONS_POLICY = ["camera", "microphone", "geolocation", "payment", "usb", "browsing-topics"]
  .map((name) => `${name}=()`)
  .join(", ");

/** Where a card payment form's redirect leads: Stripe Checkout, or the stand-in the settings name. */
function cardPaymentOrigins(settings: Settings): string[] {
  const card = settings.booking.card;
  if (!card) return [];
  if (!card.api) return ["https://checkout.stripe.com"];
  const host = card.api.host.includes(":") ? `[${card.api.host}]` : card.api.host;
  return [`${card.api.protocol}://${host}:${card.api.port}`];
}

/**
 * Every response's security headers (helmet). The Content Security Policy allows scripts only
 * with this response's nonce (its request's facts, server/http/request-facts.ts: the render puts it on every script it
 * writes) and what those load ('strict-dynamic'); connections only to this site and the
 * identity provider. HSTS only when the site is served over https, where browsers honour it.
 *
 * `npm run dev` gets no policy: Vite injects its own inline scripts and a websocket.
 */
export function securityHeaders(settings: Settings, { development = false } = {}): RequestHandler[] {
  const https = settings.siteUrl.startsWith("https:");
  const headers = helmet({
    contentSecurityPolicy: development
      ? false
      : {
          useDefaults: false,
          directives: {
            defaultSrc: ["'self'"],
            // Google's iframe library, which the sign-in SDK loads for its windows, is trusted
            // through 'strict-dynamic': the sign-in pages are personal, never served by hash.
            scriptSrc: [(req) => `'nonce-${factsOf(req).nonce ?? ""}'`, "'strict-dynamic'"],
            // The studio's Markdown editor (CodeMirror) writes its own styles into the page under
            // the response's nonce; no other page writes any.
            styleSrc: ["'self'", (req) => `'nonce-${factsOf(req).nonce ?? ""}'`],
            fontSrc: ["'self'"],
            // A profile photo is any https address its owner chose.
            imgSrc: ["'self'", "data:", "https:"],
            connectSrc: ["'self'", ...identityOrigins(settings.identity)],
            frameSrc: ["'self'", ...identityFrameOrigins(settings.identity)],
            objectSrc: ["'none'"],
            baseUri: ["'self'"],
            // A form that pays by card is answered with a redirect to Stripe's page, which the
            // browser checks against form-action too.
            formAction: ["'self'", ...cardPaymentOrigins(settings)],
            frameAncestors: ["'none'"],
          },
        },
    strictTransportSecurity: https ? { maxAge: 63_072_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginOpenerPolicy: false,
    // Nothing is embedded from other sites, but a profile photo may be: leave COEP off.
    crossOriginEmbedderPolicy: false,
    xFrameOptions: { action: "deny" },
  });
  const permissions: RequestHandler = (req, res, next) => {
    res.setHeader("Permissions-Policy", PERMISSIONS_POLICY);
    res.setHeader("Cross-Origin-Opener-Policy", PAGES_OPENING_SIGN_IN_WINDOWS.has(req.path) ? "same-origin-allow-popups" : "same-origin");
    next();
  };
  return [headers, permissions];
}

/**
 * The policy of a page kept in the page cache and sent to many visitors, made from the policy
 * it was rendered under. A nonce shared by every visitor of a page would be no secret, so the
 * page's inline scripts are allowed by their hashes instead, and the scripts they load by
 * 'self': a hash cannot vouch for a `<link rel="modulepreload">`, which 'strict-dynamic' would
 * then block (the site serves no script it did not build, so 'self' admits only its own).
 */
export function sharedPagePolicy(policy: string, scriptHashes: string[]): string {
  return policy
    .split(";")
    .map((directive) =>
      /^\s*script-src\s/i.test(directive)
        ? ["script-src", "'self'", ...scriptHashes].join(" ")
        : // No shared page writes a style of its own: the nonce the studio's editor needs goes.
          /^\s*style-src\s/i.test(directive)
          ? "style-src 'self'"
          : directive,
    )
    .join(";");
}
