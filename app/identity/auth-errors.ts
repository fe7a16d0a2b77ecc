import { site } from "~/config/site";
import { authErrorCode } from "./auth-error-code";

// No Firebase imports here: this module ships to the browser and must stay tiny.

export type AuthField =
  "email" | "password" | "currentPassword" | "newPassword" | "displayName" | "photoURL" | "photo" | "name" | "phoneNumber";

const authFields: ReadonlySet<string> = new Set<AuthField>([
  "email",
  "password",
  "currentPassword",
  "newPassword",
  "displayName",
  "photoURL",
  "photo",
  "name",
  "phoneNumber",
]);

export type AuthProblem = {
  /** What the visitor reads. */
  message: string;
  /** The form field the message belongs next to, when there is one. */
  field?: AuthField;
};

type Entry = AuthProblem & {
  /** For configuration errors: the one line that tells the site owner what to fix. */
  ownerFix?: string;
};

const INCORRECT = "Email or password is incorrect.";
const UNAVAILABLE = "Signing in isn't available right now. We've been told and are fixing it. Please try again later.";
const GENERIC = "Something went wrong. Please try again.";
const WRONG_CURRENT_PASSWORD = "That isn't your password. Try it again, or reset it from the login page if you've forgotten it.";
const RESET_LINK = "This password reset link has expired or has already been used. Ask for a new one.";

/** Every Firebase Auth code we expect, without its `auth/` prefix, and what the visitor reads. */
const problems: Record<string, Entry> = {
  // Never say which of the two was wrong.
  "wrong-password": { message: INCORRECT },
  "user-not-found": { message: INCORRECT },
  "invalid-credential": { message: INCORRECT },
  "invalid-login-credentials": { message: INCORRECT },

  "email-already-in-use": {
    field: "email",
    message: "An account with this email already exists. Log in, or reset your password if you've forgotten it.",
  },
  "invalid-email": { field: "email", message: "Enter a valid email address, like name@example.com." },
  "weak-password": { field: "password", message: "Choose a longer password: at least 8 characters." },
  "missing-password": { field: "password", message: "Enter your password." },
  "requires-recent-login": {
    field: "currentPassword",
    message: "For your security, enter your current password again to confirm it's you.",
  },

  "too-many-requests": {
    message: "Too many attempts in a short time. Wait a few minutes and try again, or reset your password.",
  },
  "network-request-failed": { message: "We couldn't reach the sign-in service. Check your connection and try again." },
  timeout: { message: "The sign-in service took too long to answer. Check your connection and try again." },
  "user-disabled": {
    message: `This account has been switched off. Write to ${site.contactEmail} and we'll help you sort it out.`,
  },
  "user-token-expired": { message: "Your session has ended. Log in again to carry on." },
  "account-not-deleted": {
    message: "Your account was not deleted: our side could not finish just now, and nothing has changed. Please try again in a minute.",
  },
  // Ours: the server could not make a confirmed change (app/identity/confirmed-change.server.ts).
  "change-not-made": { message: "We couldn't make that change just now, and nothing has changed. Please try again in a moment." },
  "expired-action-code": { message: RESET_LINK },
  "invalid-action-code": { message: RESET_LINK },

  "web-storage-unsupported": {
    message:
      "Your browser is blocking the storage that signing in needs. Allow cookies and site data for this site, or leave private mode, then try again.",
  },
  // Ours: Google's library did not load in this browser (offline, or Google blocked on this network).
  "google-unreachable": {
    message: "We couldn't reach Google from this browser. Check your connection and try again, or log in with your email and password.",
  },
  "popup-blocked": { message: "Your browser blocked the sign-in window. Allow pop-ups for this site and try again." },
  "popup-closed-by-user": { message: "The sign-in window closed before you finished. Try again when you're ready." },
  "cancelled-popup-request": {
    message: "Only one sign-in window can be open at a time. Close the others and try again.",
  },
  "account-exists-with-different-credential": {
    message:
      "This email already has an account here, with a password. Log in with your password once, and Google is added to the account: from then on you can use either.",
  },
  "credential-already-in-use": {
    message: "That Google account already belongs to another account here. Log in with Google to use that one instead.",
  },
  // Ours, not Firebase's: a sign-in that left for Google's page came back without a result.
  "redirect-unfinished": {
    message: "Your Google sign-in didn't finish. Try again, or log in with your email and password.",
  },
  "user-mismatch": {
    message: "That was a different Google account. Choose the one you signed up with to confirm it's you.",
  },
  // Ours, for passkeys (app/passkeys/passkeys.client.ts).
  "passkey-cancelled": {
    message: "The passkey request was cancelled or timed out. Try again when you're ready, or log in with your password.",
  },
  "passkey-aborted": { message: "The passkey request was stopped. Try again when you're ready." },
  "passkey-unsupported": { message: "This browser can't use passkeys. Log in with your email and password instead." },
  "passkey-already-added": { message: "This device already holds a passkey for your account: it's in the list above." },
  // Seen only on a developer's machine: WebAuthn refuses IP addresses.
  "passkey-invalid-domain": {
    message:
      "Passkeys only work at the site's own name, not at a bare IP address. Open the site at its usual address (localhost rather than 127.0.0.1, say) and try again.",
  },
  "passkey-refused": { message: "That passkey could not be used. Try again, or log in with your password." },
  "passkey-unavailable": { message: "Passkeys are unavailable for a moment. Please try again shortly, or log in with your password." },
  "argument-error": { message: "Something went wrong while signing in. Reload the page and try again." },
  "invalid-auth-event": { message: "Signing in was interrupted. Reload the page and try again." },
  "missing-multi-factor-info": { message: "We couldn't finish the second sign-in step. Log in again from the start." },
  // Two-step sign-in by text message (app/sign-in/second-factor.client.ts).
  "invalid-verification-code": { message: "That code isn't right. Check the text message and try again." },
  "missing-verification-code": { message: "Enter the 6-digit code from the text message." },
  "code-expired": { message: "That code has expired. Choose “Send a new code” and enter the new one within a few minutes." },
  "invalid-verification-id": { message: "That code has expired. Choose “Send a new code” and enter the new one within a few minutes." },
  "missing-verification-id": { message: "The code hasn't been sent yet. Choose “Send a new code”." },
  "invalid-phone-number": { field: "phoneNumber", message: "Enter a mobile number with its country code, like +44 7700 900123." },
  "missing-phone-number": { field: "phoneNumber", message: "Enter a mobile number with its country code, like +44 7700 900123." },
  "second-factor-already-in-use": { field: "phoneNumber", message: "That number already receives your codes." },
  "maximum-second-factor-count-exceeded": { message: "Your account already has a phone for two-step sign-in. Remove it first." },
  "unverified-email": { message: "Verify your email address first (see Email address above): two-step sign-in needs it." },
  "quota-exceeded": { message: "We can't send text messages just now. Please try again later." },
  "captcha-check-failed": { message: "We couldn't check that this is a person, not a program. Reload the page and try again." },
  "invalid-app-credential": { message: "We couldn't check that this is a person, not a program. Reload the page and try again." },
  // Ours: the person chose their passkey over a code.
  "use-passkey": { message: "Choose “Sign in with a passkey” above: your passkey signs you in with no code." },
  // Ours: the person closed the code prompt.
  "two-step-cancelled": { message: "Two-step sign-in was cancelled, so nothing changed. Try again when you have your phone." },
  "unsupported-first-factor": {
    message: "Two-step sign-in works with a password or Google sign-in. Log in with one of them, then try again.",
  },
  "internal-error": { message: "Something went wrong on our side. Please try again in a moment." },

  // Configuration: the visitor can't fix these, so they only learn that we know.
  "unauthorized-domain": {
    message: UNAVAILABLE,
    ownerFix:
      "Firebase Auth refused this domain (auth/unauthorized-domain): add this site's domain to the Firebase project's Authorized domains under Authentication > Settings in the Firebase console.",
  },
  "operation-not-allowed": {
    message: UNAVAILABLE,
    ownerFix:
      "Firebase Auth refused the sign-in method (auth/operation-not-allowed): enable it under Authentication > Sign-in method in the Firebase console, or unset FIREBASE_GOOGLE_SIGN_IN.",
  },
  "invalid-api-key": {
    message: UNAVAILABLE,
    ownerFix:
      "Firebase Auth rejected the API key (auth/invalid-api-key): check that FIREBASE_API_KEY matches the apiKey in the web app's config in the Firebase console (Project settings > Your apps).",
  },
  "auth-domain-config-required": {
    message: UNAVAILABLE,
    ownerFix:
      "Firebase Auth has no auth domain (auth/auth-domain-config-required): set FIREBASE_AUTH_DOMAIN, usually <project-id>.firebaseapp.com.",
  },
};

const entryFor = (name: string | undefined) => (name !== undefined && Object.hasOwn(problems, name) ? problems[name] : undefined);

/**
 * Maps any error from Firebase Auth to plain words. Logs (via `log`, default console.error)
 * what the site owner must fix for configuration errors, and the code for unknown ones.
 */
export function describeAuthError(
  error: unknown,
  log: (line: string) => void = console.error,
  { currentPassword = false }: { currentPassword?: boolean } = {},
): AuthProblem {
  // The site's own server refused, in words meant for the visitor (a passkey request).
  const said = (error as { said?: unknown } | null)?.said;
  if (typeof said === "string" && said !== "") {
    // Beside the field it is about, when the server named one (a photo it could not use).
    const field = (error as { field?: unknown }).field;
    return typeof field === "string" && authFields.has(field) ? { message: said, field: field as AuthField } : { message: said };
  }
  const code = authErrorCode(error);
  const name = code?.replace(/^auth\//, "");
  // A signed-in person asked for their password again: no email was asked, so none is named.
  if (currentPassword && entryFor(name)?.message === INCORRECT) return { field: "currentPassword", message: WRONG_CURRENT_PASSWORD };
  const entry = entryFor(name);

  if (!entry) {
    const detail = code ?? (error instanceof Error ? error.message : String(error));
    log(`Unexpected error from sign-in: ${detail}`);
    return { message: GENERIC };
  }

  const { ownerFix, ...problem } = entry;
  if (ownerFix) log(ownerFix);
  return problem;
}
