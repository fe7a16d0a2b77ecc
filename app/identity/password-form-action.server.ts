import { data, redirect, type RouterContextProvider } from "react-router";
import type { ZodMiniType } from "zod/mini";
import { postedForm } from "~/platform/posted-form.server";
import { localizedPath } from "~/i18n/locale";
import { m } from "~/i18n/paraglide/messages.js";

import { parseForm } from "./auth-forms";
import { isRejectedCredential } from "~/sessions/credential-errors";
import type { NoScriptAnswer } from "./no-script-answer";
import { rejectWithoutScript, typedValues } from "./no-script-action.server";
import type { PasswordAnswer } from "./password-sign-in.server";
import { safeRedirect } from "./safe-redirect";
import { startSession } from "~/sessions/session.server";
import { spendSessionRequest } from "~/sessions/session-rate-limit.server";
import { requestFactsContext } from "~/platform/request-context.server";

type PasswordForm<T extends ZodMiniType> = {
  /** The form's name on its page ("login"), and its schema: the same checks as in the browser. */
  name: string;
  schema: T;
  /** Asks the identity provider, once the form is read. */
  run: (values: NonNullable<T["_zod"]["output"]>) => Promise<PasswordAnswer>;
};

/**
 * The action of the log-in and registration pages. With scripts, their forms never reach it (the
 * browser's SDK signs in); without, the email-and-password form is done here: checked, sent to the
 * identity provider, and a session started, then on to the page the visitor was going to. The
 * page's other forms (Google, a passkey) need scripts and say so.
 */
export async function passwordFormAction<T extends ZodMiniType>(
  { request, context }: { request: Request; context: Readonly<RouterContextProvider> },
  form: PasswordForm<T>,
  others: Record<string, ZodMiniType>,
) {
  const posted = await postedForm(request);
  const forms = { [form.name]: form.schema, ...others };
  if (!posted.ok || (posted.form.get("form") ?? form.name) !== form.name) return rejectWithoutScript(forms, posted, { main: form.name });
  const parsed = await parseForm(form.schema, posted.form);
  if (!parsed.ok) return rejectWithoutScript(forms, posted, { main: form.name });

  const values = typedValues(posted.form);
  const refuse = (status: number, message: string, field?: string) =>
    data<NoScriptAnswer>(
      { form: form.name, errors: field ? { [field]: message } : {}, formError: field ? null : message, values },
      { status },
    );

  const spend = await spendSessionRequest(context.get(requestFactsContext).clientAddress);
  if (!spend.allowed) {
    return refuse(429, m.auth_error_too_many_here());
  }
  const answer = await form.run(parsed.data as NonNullable<T["_zod"]["output"]>);
  if (!answer.ok) return refuse(answer.status, answer.problem.message, answer.problem.field);
  try {
    const session = await startSession(answer.idToken, request, { clientAddress: context.get(requestFactsContext).clientAddress });
    const to = safeRedirect(posted.form.get("redirectTo") ?? new URL(request.url).searchParams.get("redirectTo"), localizedPath("/"));
    return redirect(to, { status: 303, headers: session.setCookie ? { "Set-Cookie": session.setCookie } : {} });
  } catch (error) {
    if (!isRejectedCredential(error)) console.error("Could not start a session from a form:", error);
    return refuse(503, m.auth_error_session_not_started());
  }
}
