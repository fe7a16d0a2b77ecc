import { m } from "~/i18n/paraglide/messages.js";
import type { FieldErrors } from "./auth-forms";

/** What an account form's action answers when the browser posted it without JavaScript. */
export type NoScriptAnswer = {
  form: string;
  errors: FieldErrors;
  formError: string | null;
  /** What was typed, to fill the form in again: never a password. */
  values: Partial<Record<string, string>>;
};

/** What a form that needs JavaScript says when it was sent without. */
export const needsJavaScript = () => m.form_needs_javascript();

/** The answer for the form named `form`, if the page's action answered for it. */
export function answerFor(actionData: NoScriptAnswer | undefined, form: string): NoScriptAnswer | undefined {
  return actionData?.form === form ? actionData : undefined;
}
