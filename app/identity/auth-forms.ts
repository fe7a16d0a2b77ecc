import * as z from "zod/mini";
import { site } from "~/config/site";

/*
 * One schema per sign-in form, shared by the browser (before calling the identity provider)
 * and the server (when a form arrives without JavaScript). Messages sit beside their field.
 * zod/mini: the same checks as zod, in a fraction of the bytes. The browser loads this module
 * when it is idle after hydration, beside the sign-in SDK, never on a page's first load: a
 * form is checked when it is sent, by name (`parseAuthForm`).
 */

const email = z.pipe(
  z
    .string({ error: "Enter your email address." })
    .check(
      z.trim(),
      z.toLowerCase(),
      z.minLength(1, { error: "Enter your email address.", abort: true }),
      z.maxLength(254, { error: "Use 254 characters or fewer.", abort: true }),
    ),
  z.email({ error: "Enter a valid email address, like name@example.com." }),
);

export const COMMON_PASSWORD =
  "That password is one of the most common, which attackers try first. Choose another: a few unrelated words make a strong one.";

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
  .string({ error: "Use at least 8 characters." })
  .check(
    z.minLength(8, { error: "Use at least 8 characters.", abort: true }),
    z.maxLength(128, { error: "Use 128 characters or fewer.", abort: true }),
    z.refine(notCommonInBrowser, { error: COMMON_PASSWORD }),
  );

const displayName = z
  .string({ error: "Enter your name." })
  .check(
    z.trim(),
    z.minLength(1, { error: "Enter your name.", abort: true }),
    z.minLength(2, { error: "Use at least 2 characters." }),
    z.maxLength(60, { error: "Use 60 characters or fewer." }),
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
        z.maxLength(2048, { error: "Use a link of 2,048 characters or fewer.", abort: true }),
        z.refine(isHttpsUrl, { error: "Use a link that starts with https://." }),
      ),
  ),
);

const required = (error: string) => z.string({ error }).check(z.minLength(1, { error }));

export const loginSchema = z.object({
  email,
  password: required("Enter your password."),
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
    currentPassword: required("Enter your current password."),
    newPassword,
  })
  .check(
    z.refine((values) => values.currentPassword === "" || values.newPassword !== values.currentPassword, {
      error: "Choose a password you haven't used here before.",
      path: ["newPassword"],
    }),
  );

/**
 * A change that could lock the account's holder out, or let someone else in (deleting it, logging
 * other devices out): the password again, to be sure it is its holder at the keyboard.
 */
export const identityConfirmationSchema = z.object({ currentPassword: required("Enter your password to confirm.") });
export const accountDeletionSchema = identityConfirmationSchema;

/** What a person calls a passkey. The server cleans it further (invisible characters) before keeping it. */
const passkeyName = z
  .string({ error: "Give the passkey a name, such as the device it is on." })
  .check(
    z.trim(),
    z.minLength(1, { error: "Give the passkey a name, such as the device it is on.", abort: true }),
    z.maxLength(60, { error: "Keep the name to 60 characters or fewer." }),
  );

/** Adding a passkey: its name, and the password again (an account without one confirms with Google). */
export const passkeyAddSchema = z.object({ name: passkeyName, currentPassword: required("Enter your password to confirm.") });
export const passkeyAddByGoogleSchema = z.object({ name: passkeyName });

const PHONE = "Enter a mobile number, like 07700 900123, or one from abroad with its country code, like +33 6 12 34 56 78.";

/**
 * A mobile number as people write it, in the site's country's own format ("07700 900123") or
 * with a country code ("+44 7700 900-123"), kept as the identity provider wants it:
 * "+447700900123". Read by libphonenumber-js, fetched when a phone form is checked.
 */
const phoneNumber = z.pipe(
  z.string({ error: PHONE }).check(z.trim(), z.minLength(1, { error: PHONE, abort: true }), z.maxLength(40, { error: PHONE, abort: true })),
  z.transform(async (value: string, context) => {
    const { parsePhoneNumberFromString } = await import("libphonenumber-js/min");
    const phone = parsePhoneNumberFromString(value, site.phoneRegion as Parameters<typeof parsePhoneNumberFromString>[1]);
    if (phone?.isPossible()) return phone.number as string;
    context.issues.push({ code: "custom", message: PHONE, input: value });
    return z.NEVER;
  }),
);

/** Turning two-step sign-in on: the phone the codes go to, and the password again (an account without one confirms with Google). */
export const twoStepOnSchema = z.object({ phoneNumber, currentPassword: required("Enter your password to confirm.") });
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
