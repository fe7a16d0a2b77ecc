import { z } from "zod";

/*
 * One schema per sign-in form, shared by the browser (before calling the identity provider)
 * and the server (when a form arrives without JavaScript). Messages sit beside their field.
 */

const email = z
  .string({ error: "Enter your email address." })
  .trim()
  .toLowerCase()
  .min(1, { error: "Enter your email address.", abort: true })
  .max(254, { error: "Use 254 characters or fewer.", abort: true })
  .pipe(z.email({ error: "Enter a valid email address, like name@example.com." }));

/** A password being chosen: long enough to be worth having, short enough to be sensible. */
const newPassword = z
  .string({ error: "Use at least 8 characters." })
  .min(8, { error: "Use at least 8 characters." })
  .max(128, { error: "Use 128 characters or fewer." });

const displayName = z
  .string({ error: "Enter your name." })
  .trim()
  .min(1, { error: "Enter your name.", abort: true })
  .min(2, { error: "Use at least 2 characters." })
  .max(60, { error: "Use 60 characters or fewer." });

function isHttpsUrl(value: string) {
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.hostname !== "";
  } catch {
    return false;
  }
}

/** Optional: an empty box means "no photo" (undefined); anything else must be an https:// link. */
const photoURL = z.preprocess(
  (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
  z
    .string()
    .trim()
    .max(2048, { error: "Use a link of 2,048 characters or fewer.", abort: true })
    .refine(isHttpsUrl, { error: "Use a link that starts with https://." })
    .optional(),
);

export const loginSchema = z.object({
  email,
  password: z.string({ error: "Enter your password." }).min(1, { error: "Enter your password." }),
  redirectTo: z.string().optional(),
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
    currentPassword: z.string({ error: "Enter your current password." }).min(1, { error: "Enter your current password." }),
    newPassword,
  })
  .refine((values) => values.currentPassword === "" || values.newPassword !== values.currentPassword, {
    error: "Choose a password you haven't used here before.",
    path: ["newPassword"],
  });

/** A form with nothing to fill in: a button that needs only a press. */
export const emptySchema = z.object({});

export type FieldErrors = Partial<Record<string, string>>;

/** The first message for each top-level field, keyed by the field's name. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path[0];
    if (key === undefined || typeof key === "symbol") continue;
    errors[String(key)] ??= issue.message;
  }
  return errors;
}

/** Reads every text entry of a form (files are skipped) and checks it against `schema`. */
export function parseForm<T extends z.ZodType>(
  schema: T,
  formData: FormData,
): { ok: true; data: z.infer<T> } | { ok: false; errors: FieldErrors } {
  const values = new Map<string, string>();
  for (const [name, value] of formData) {
    // The first entry wins when a name repeats.
    if (typeof value === "string" && !values.has(name)) values.set(name, value);
  }
  const result = schema.safeParse(Object.fromEntries(values));
  return result.success ? { ok: true, data: result.data } : { ok: false, errors: fieldErrors(result.error) };
}
