import { site } from "~/config/site";
import { m } from "~/i18n/paraglide/messages.js";
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

type Entry = {
  /** What the visitor reads, in the language of the page they are on. */
  message: () => string;
  field?: AuthField;
  /** For configuration errors: the one line that tells the site owner what to fix (in English: it is for the log). */
  ownerFix?: string;
};

const INCORRECT = m.auth_error_incorrect;
const UNAVAILABLE = m.auth_error_unavailable;
const RESET_LINK = m.auth_error_reset_link;

/** Every Firebase Auth code we expect, without its `auth/` prefix, and what the visitor reads. */
const problems: Record<string, Entry> = {
  // Never say which of the two was wrong.
  "wrong-password": { message: INCORRECT },
  "user-not-found": { message: INCORRECT },
  "invalid-credential": { message: INCORRECT },
  "invalid-login-credentials": { message: INCORRECT },

  "email-already-in-use": {
    field: "email",
    message: m.auth_error_email_in_use,
  },
  "invalid-email": { field: "email", message: m.auth_error_invalid_email },
  "weak-password": { field: "password", message: m.auth_error_weak_password },
  "missing-password": { field: "password", message: m.auth_error_missing_password },
  "requires-recent-login": {
    field: "currentPassword",
    message: m.auth_error_recent_login,
  },

  "too-many-requests": {
    message: m.auth_error_too_many,
  },
  "network-request-failed": { message: m.auth_error_network },
  timeout: { message: m.auth_error_timeout },
  "user-disabled": {
    message: () => m.auth_error_disabled({ email: site.contactEmail }),
  },
  "user-token-expired": { message: m.auth_error_session_ended },
  "account-not-deleted": {
    message: m.auth_error_not_deleted,
  },
  // Ours: the server could not make a confirmed change (app/identity/confirmed-change.server.ts).
  "change-not-made": { message: m.auth_error_change_not_made },
  "expired-action-code": { message: RESET_LINK },
  "invalid-action-code": { message: RESET_LINK },

  "web-storage-unsupported": {
    message: m.auth_error_storage,
  },
  // Ours: Google's library did not load in this browser (offline, or Google blocked on this network).
  "google-unreachable": {
    message: m.auth_error_google_unreachable,
  },
  "popup-blocked": { message: m.auth_error_popup_blocked },
  "popup-closed-by-user": { message: m.auth_error_popup_closed },
  "cancelled-popup-request": {
    message: m.auth_error_popup_cancelled,
  },
  "account-exists-with-different-credential": {
    message: m.auth_error_account_exists,
  },
  "credential-already-in-use": {
    message: m.auth_error_credential_in_use,
  },
  // Ours, not Firebase's: a sign-in that left for Google's page came back without a result.
  "redirect-unfinished": {
    message: m.auth_error_redirect_unfinished,
  },
  "user-mismatch": {
    message: m.auth_error_user_mismatch,
  },
  // Ours, for passkeys (app/passkeys/passkeys.client.ts).
  "passkey-cancelled": {
    message: m.auth_error_passkey_cancelled,
  },
  "passkey-aborted": { message: m.auth_error_passkey_aborted },
  "passkey-unsupported": { message: m.auth_error_passkey_unsupported },
  "passkey-already-added": { message: m.auth_error_passkey_already_added },
  // Seen only on a developer's machine: WebAuthn refuses IP addresses.
  "passkey-invalid-domain": {
    message: m.auth_error_passkey_invalid_domain,
  },
  "passkey-refused": { message: m.auth_error_passkey_refused },
  "passkey-unavailable": { message: m.auth_error_passkey_unavailable },
  "argument-error": { message: m.auth_error_argument },
  "invalid-auth-event": { message: m.auth_error_interrupted },
  "missing-multi-factor-info": { message: m.auth_error_second_step_missing },
  // Two-step sign-in by text message (app/sign-in/second-factor.client.ts).
  "invalid-verification-code": { message: m.auth_error_code_wrong },
  "missing-verification-code": { message: m.auth_error_code_missing },
  "code-expired": { message: m.auth_error_code_expired },
  "invalid-verification-id": { message: m.auth_error_code_expired },
  "missing-verification-id": { message: m.auth_error_code_not_sent },
  "invalid-phone-number": { field: "phoneNumber", message: m.auth_error_phone },
  "missing-phone-number": { field: "phoneNumber", message: m.auth_error_phone },
  "second-factor-already-in-use": { field: "phoneNumber", message: m.auth_error_phone_in_use },
  "maximum-second-factor-count-exceeded": { message: m.auth_error_phone_limit },
  "unverified-email": { message: m.auth_error_unverified_email },
  "quota-exceeded": { message: m.auth_error_sms_quota },
  "captcha-check-failed": { message: m.auth_error_captcha },
  "invalid-app-credential": { message: m.auth_error_captcha },
  // Ours: the person chose their passkey over a code.
  "use-passkey": { message: m.auth_error_use_passkey },
  // Ours: the person closed the code prompt.
  "two-step-cancelled": { message: m.auth_error_two_step_cancelled },
  "unsupported-first-factor": {
    message: m.auth_error_unsupported_first_factor,
  },
  "internal-error": { message: m.auth_error_internal },

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
  if (currentPassword && entryFor(name)?.message === INCORRECT)
    return { field: "currentPassword", message: m.auth_error_wrong_current_password() };
  const entry = entryFor(name);

  if (!entry) {
    const detail = code ?? (error instanceof Error ? error.message : String(error));
    log(`Unexpected error from sign-in: ${detail}`);
    return { message: m.auth_error_generic() };
  }

  if (entry.ownerFix) log(entry.ownerFix);
  return entry.field ? { field: entry.field, message: entry.message() } : { message: entry.message() };
}
