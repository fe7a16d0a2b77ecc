import { data } from "react-router";
import { m } from "~/i18n/paraglide/messages.js";
import { postedForm, type PostedForm } from "~/platform/posted-form.server";
import { z } from "zod";
import type { ZodMiniType } from "zod/mini";
import { formValues, parseForm } from "./auth-forms";
import { needsJavaScript, type NoScriptAnswer } from "./no-script-answer";

/** What was typed, to go back into the form: every text field but a password. */
export function typedValues(formData: FormData): NoScriptAnswer["values"] {
  return Object.fromEntries(Object.entries(formValues(formData)).filter(([name]) => !/password/i.test(name)));
}

/**
 * The action of the account pages' forms, which reach the identity provider from the browser:
 * posted without JavaScript, a form gets the same checks as in the browser and then a plain
 * explanation in the page, never a silent failure. Nothing changes on the server. A page
 * with several forms names each in a hidden `form` field; a page with one need not, and a post
 * without the field is taken as the page's `main` form, when it has one (a login page saved
 * before its Google button came). A page whose other forms its action handles itself passes the
 * form it has read.
 */
export async function rejectWithoutScript(
  forms: Record<string, ZodMiniType>,
  request: Request | PostedForm,
  { main }: { main?: string } = {},
) {
  // A body that is not a form (or a broken one) is the sender's mistake, not a server error.
  const posted = request instanceof Request ? await postedForm(request) : request;
  if (!posted.ok) {
    const formError = posted.problem === "repeated-field" ? m.form_repeated_field() : m.form_incomplete();
    return data<NoScriptAnswer>({ form: "", errors: {}, formError, values: {} }, { status: 400 });
  }
  const formData = posted.form;
  const names = Object.keys(forms);
  const named = z.enum(names as [string, ...string[]]).safeParse(names.length === 1 ? names[0] : (formData.get("form") ?? main));
  if (!named.success) {
    return data<NoScriptAnswer>({ form: "", errors: {}, formError: m.form_unknown(), values: {} }, { status: 400 });
  }
  const values = typedValues(formData);
  const parsed = await parseForm(forms[named.data]!, formData);
  const answer: NoScriptAnswer = parsed.ok
    ? { form: named.data, errors: {}, formError: needsJavaScript(), values }
    : { form: named.data, errors: parsed.errors, formError: null, values };
  return data(answer, { status: 400 });
}
