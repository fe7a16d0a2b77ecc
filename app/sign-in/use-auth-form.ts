import { useEffect, useState, type FormEvent } from "react";
import { whenIdle } from "~/page-scripts/when-idle";
import { m } from "~/i18n/paraglide/messages.js";
import type { AuthFormCheck, AuthFormName, AuthFormValues, FieldErrors } from "~/identity/auth-forms";

/**
 * When the form's checks, or the words for what went wrong, could not be fetched. Its own message:
 * one the catalogue also says would bring the catalogue's chunk into the page.
 */
const partMissing = () => m.auth_part_missing();

/** The form's checks and the sign-in SDK: fetched while the browser is idle, needed when a form is sent. */
function fetchFormModules() {
  void import("~/identity/auth-forms").catch(() => {});
  void import("./firebase-auth.client").catch(() => {});
}

/**
 * What the visitor reads about a failed send; a plain sentence if even the messages are
 * unreachable. `currentPassword`: the form asked a signed-in person for their password.
 */
export async function describeFailure(error: unknown, asked: { currentPassword?: boolean } = {}) {
  try {
    const { describeAuthError } = await import("~/identity/auth-errors");
    return describeAuthError(error, undefined, asked);
  } catch {
    return { message: partMissing() };
  }
}

export type AuthFormState = { errors: FieldErrors; formError: string | null };

/** Empties every password box: a failed attempt keeps what was typed, except passwords. */
function clearPasswords(form: HTMLFormElement) {
  form.querySelectorAll<HTMLInputElement>("input[data-password]").forEach((input) => (input.value = ""));
}

function focusFirstError(form: HTMLFormElement, errors: FieldErrors) {
  const first = Object.keys(errors)[0];
  if (first) form.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
}

/**
 * Runs a sign-in form in the browser: checks it with its zod schema (`name` in auth-forms),
 * calls the identity provider, and turns failures into messages beside their fields.
 * `succeeded` says the last valid send went through, for the form's confirmation. The checks,
 * the SDK and the messages are fetched when the browser is idle, not with the page.
 */
export function useAuthForm<N extends AuthFormName>(
  name: N,
  submit: (values: AuthFormValues<N>, form: HTMLFormElement) => Promise<void>,
  initial: Partial<AuthFormState> = {},
) {
  const [errors, setErrors] = useState<FieldErrors>(initial.errors ?? {});
  const [formError, setFormError] = useState<string | null>(initial.formError ?? null);
  const [busy, setBusy] = useState(false);
  const [succeeded, setSucceeded] = useState(false);

  // Fetched once the page has hydrated and the browser is idle: there by the time the form is
  // sent, but never delaying the page itself.
  useEffect(() => whenIdle(fetchFormModules), []);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const formData = new FormData(form);
    setFormError(null);
    setBusy(true);
    let parsed: AuthFormCheck<N>;
    try {
      const { parseAuthForm } = await import("~/identity/auth-forms");
      parsed = await parseAuthForm(name, formData);
    } catch {
      setBusy(false);
      setFormError(partMissing());
      return;
    }
    if (!parsed.ok) {
      setBusy(false);
      setErrors(parsed.errors);
      focusFirstError(form, parsed.errors);
      return;
    }
    setErrors({});
    setSucceeded(false);
    try {
      await submit(parsed.data, form);
      setSucceeded(true);
    } catch (error) {
      const problem = await describeFailure(error, { currentPassword: form.querySelector('[name="currentPassword"]') !== null });
      clearPasswords(form);
      if (problem.field && form.querySelector(`[name="${problem.field}"]`)) {
        const fieldErrors = { [problem.field]: problem.message };
        setErrors(fieldErrors);
        focusFirstError(form, fieldErrors);
      } else {
        setFormError(problem.message);
      }
    } finally {
      setBusy(false);
    }
  }

  return { errors, formError, busy, succeeded, onSubmit };
}
