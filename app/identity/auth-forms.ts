import * as z from "zod/mini";
import { m } from "~/i18n/paraglide/messages.js";

/*
 * One schema per sign-in form, shared by the browser (before calling the identity provider)
 * and the server (when a form arrives without JavaScript). Messages sit beside their field.
 * zod/mini: the same checks as zod, in a fraction of the bytes. The browser loads this module
 * when it is idle after hydration, beside the sign-in SDK, never on a page's first load: a
 * form is checked when it is sent, by name (`parseAuthForm`).
 */

const email = z.pipe(
  z
    .string({ error: () => m.form_email_missing() })
    .check(
      z.trim(),
      z.toLowerCase(),
      z.minLength(1, { error: () => m.form_email_missing(), abort: true }),
      z.maxLength(254, { error: () => m.form_email_too_long(), abort: true }),
    ),
  z.email({ error: () => m.auth_error_invalid_email() }),
);

/** A new password on the list of the most common ones. */
export const commonPassword = () => m.form_password_common();

/**
 * In the browser, asks the site whether a new password is a common one (the list is too big to
 * send to every browser: app/identity/common-passwords.server.ts). Unreachable, it lets the password
 * by: the identity provider's own rules still apply. On the server the action asks the list itself.
 */
async function notCommonInBrowser(password: string): Promise<boolean> {
  if (typeof window === "undefined") return true;
  const answer = await fetch("/auth/password-check", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ password }),
  }).catch(() => undefined);
  const body = (await answer?.json().catch(() => undefined)) as { common?: unknown } | undefined;
  return answer?.ok !== true || body?.common !== true;
}

/** A password being chosen: long enough to be worth having, short enough to be sensible, and not a common one. */
const newPassword = z
  .string({ error: () => m.form_password_short() })
  .check(
    z.minLength(8, { error: () => m.form_password_short(), abort: true }),
    z.maxLength(128, { error: () => m.form_password_long(), abort: true }),
    z.refine(notCommonInBrowser, { error: commonPassword }),
  );

const displayName = z
  .string({ error: () => m.form_name_missing() })
  .check(
    z.trim(),
    z.minLength(1, { error: () => m.form_name_missing(), abort: true }),
    z.minLength(2, { error: () => m.form_name_short() }),
    z.maxLength(60, { error: () => m.form_name_long() }),
  );

function isHttpsUrl(value: string) {
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.hostname !== "";
  } catch {
    return false;
  }
}

/** Optional: an empty box means "no photo" (undefined); anything else must be an https:// link. */
const photoURL = z.pipe(
  z.transform((value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value)),
  z.optional(
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(2048, { error: () => m.form_photo_long(), abort: true }),
        z.refine(isHttpsUrl, { error: () => m.form_photo_https() }),
      ),
  ),
);

/** A box that must not be empty, and what it says when it is (read in the page's language when it says it). */
const required = (message: () => string) => z.string({ error: () => message() }).check(z.minLength(1, { error: () => message() }));

export const loginSchema = z.object({
  email,
  password: required(m.auth_error_missing_password),
  redirectTo: z.optional(z.string()),
});

export const registerSchema = z.object({
  displayName,
  email,
  password: newPassword,
  photoURL,
});

export const forgotPasswordSchema = z.object({ email });

export const profileSchema = z.object({ displayName, photoURL });

export const passwordChangeSchema = z
  .object({
    currentPassword: required(m.form_current_password_missing),
    newPassword,
  })
  .check(
    z.refine((values) => values.currentPassword === "" || values.newPassword !== values.currentPassword, {
      error: () => m.form_password_reused(),
      path: ["newPassword"],
    }),
  );

/**
 * A change that could lock the account's holder out, or let someone else in (deleting it, logging
 * other devices out): the password again, to be sure it is its holder at the keyboard.
 */
export const identityConfirmationSchema = z.object({ currentPassword: required(m.form_password_to_confirm) });
export const accountDeletionSchema = identityConfirmationSchema;

/** What a person calls a passkey. The server cleans it further (invisible characters) before keeping it. */
const passkeyName = z
  .string({ error: () => m.form_passkey_name_missing() })
  .check(
    z.trim(),
    z.minLength(1, { error: () => m.form_passkey_name_missing(), abort: true }),
    z.maxLength(60, { error: () => m.form_passkey_name_long() }),
  );

/** Adding a passkey: its name, and the password again (an account without one confirms with Google). */
export const passkeyAddSchema = z.object({ name: passkeyName, currentPassword: required(m.form_password_to_confirm) });
export const passkeyAddByGoogleSchema = z.object({ name: passkeyName });

/** A mobile number, read as phone-number.ts reads it. */
const phoneNumber = z.pipe(
  z.optional(z.string()),
  z.transform(async (value: string | undefined, context) => {
    const { readPhoneNumber } = await import("./phone-number");
    const phone = readPhoneNumber(value?.trim() ?? "");
    if ("number" in phone) return phone.number;
    context.issues.push({ code: "custom", message: phone.refusal, input: value });
    return z.NEVER;
  }),
);

/** Turning two-step sign-in on: the phone the codes go to, and the password again (an account without one confirms with Google). */
export const twoStepOnSchema = z.object({ phoneNumber, currentPassword: required(m.form_password_to_confirm) });
export const twoStepOnByGoogleSchema = z.object({ phoneNumber });

/** A password for an account that signs in with Google alone (Google confirms it is them). */
export const addPasswordSchema = z.object({ newPassword });

/** A form with nothing to fill in: a button that needs only a press. */
export const emptySchema = z.object({});

/** The forms the browser checks, by the name their pages give `useAuthForm`. */
const authFormSchemas = {
  login: loginSchema,
  register: registerSchema,
  forgotPassword: forgotPasswordSchema,
  profile: profileSchema,
  passwordChange: passwordChangeSchema,
  accountDeletion: accountDeletionSchema,
  passkeyAdd: passkeyAddSchema,
  passkeyAddByGoogle: passkeyAddByGoogleSchema,
  identityConfirmation: identityConfirmationSchema,
  twoStepOn: twoStepOnSchema,
  twoStepOnByGoogle: twoStepOnByGoogleSchema,
  addPassword: addPasswordSchema,
  empty: emptySchema,
};

export type AuthFormName = keyof typeof authFormSchemas;
export type AuthFormValues<N extends AuthFormName> = z.infer<(typeof authFormSchemas)[N]>;
export type AuthFormCheck<N extends AuthFormName> = { ok: true; data: AuthFormValues<N> } | { ok: false; errors: FieldErrors };

export type FieldErrors = Partial<Record<string, string>>;

/** The first message for each top-level field, keyed by the field's name. */
export function fieldErrors(error: z.core.$ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path[0];
    if (key === undefined || typeof key === "symbol") continue;
    errors[String(key)] ??= issue.message;
  }
  return errors;
}

/** Every text entry of a form, by name (files are skipped; the first entry wins when a name repeats). */
export function formValues(formData: FormData): Record<string, string> {
  const values = new Map<string, string>();
  for (const [name, value] of formData) {
    if (typeof value === "string" && !values.has(name)) values.set(name, value);
  }
  return Object.fromEntries(values);
}

/** Reads every text entry of a form and checks it against `schema` (some checks ask elsewhere: a phone's format, a password's list). */
export async function parseForm<T extends z.ZodMiniType>(
  schema: T,
  formData: FormData,
): Promise<{ ok: true; data: z.infer<T> } | { ok: false; errors: FieldErrors }> {
  const result = await schema.safeParseAsync(formValues(formData));
  return result.success ? { ok: true, data: result.data } : { ok: false, errors: fieldErrors(result.error) };
}

/** Checks a sign-in form, named as its page names it, as the browser sends it. */
export async function parseAuthForm<N extends AuthFormName>(name: N, formData: FormData): Promise<AuthFormCheck<N>> {
  return (await parseForm(authFormSchemas[name], formData)) as AuthFormCheck<N>;
}
