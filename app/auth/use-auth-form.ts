import { useEffect, useState, type FormEvent } from "react";
import type * as z from "zod/mini";
import { whenIdle } from "~/page-scripts/when-idle";
import { describeAuthError } from "./auth-errors";
import { parseForm, type FieldErrors } from "./auth-forms";

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
 * Runs a sign-in form in the browser: validates with the form's zod schema, calls the
 * identity provider, and turns failures into messages beside their fields. `succeeded` says
 * the last valid send went through, for the form's confirmation.
 */
export function useAuthForm<T extends z.ZodMiniType>(
  schema: T,
  submit: (values: z.infer<T>, form: HTMLFormElement) => Promise<void>,
  initial: Partial<AuthFormState> = {},
) {
  const [errors, setErrors] = useState<FieldErrors>(initial.errors ?? {});
  const [formError, setFormError] = useState<string | null>(initial.formError ?? null);
  const [busy, setBusy] = useState(false);
  const [succeeded, setSucceeded] = useState(false);

  // The form reaches the identity provider through the SDK: fetch it once the page has
  // hydrated and the browser is idle, so it is there by the time the form is sent but never
  // delays the page itself.
  useEffect(() => whenIdle(() => void import("./firebase-auth.client").catch(() => {})), []);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const parsed = parseForm(schema, new FormData(form));
    setFormError(null);
    if (!parsed.ok) {
      setErrors(parsed.errors);
      focusFirstError(form, parsed.errors);
      return;
    }
    setErrors({});
    setBusy(true);
    setSucceeded(false);
    try {
      await submit(parsed.data, form);
      setSucceeded(true);
    } catch (error) {
      const problem = describeAuthError(error);
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
