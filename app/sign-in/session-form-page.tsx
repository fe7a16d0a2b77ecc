import type { ReactNode } from "react";
import type { AuthFormValues, FieldErrors } from "~/identity/auth-forms";
import { authPageLink } from "~/identity/auth-links";
import { answerFor, type NoScriptAnswer } from "~/identity/no-script-answer";
import { AuthPage } from "./auth-page";
import { useSessionForm } from "./use-session-form";

/** The pages whose form starts a session: their heading, and where else a visitor may want to go. */
const SESSION_PAGES = {
  login: { heading: "Log in", elsewhere: { prompt: "New here?", path: "/register", label: "Create an account" } },
  register: { heading: "Create an account", elsewhere: { prompt: "Already have an account?", path: "/login", label: "Log in" } },
} as const;

/** What the form's fields are drawn with: each field's message, whether it is sending, and what was typed before. */
export type SessionFormState = { errors: FieldErrors; busy: boolean; typed: NoScriptAnswer["values"] | undefined };

/**
 * A sign-in page whose form starts a session (log in, create an account): in the browser, the
 * identity provider's SDK, then the session; without scripts, the page's own action. It comes
 * back to `redirectTo`, which the form carries for the action.
 */
export function SessionFormPage<N extends keyof typeof SESSION_PAGES>({
  form,
  start,
  redirectTo,
  actionData,
  intro,
  alternatives,
  children,
}: {
  form: N;
  /** Signs in through the SDK in the browser. */
  start: (values: AuthFormValues<N>) => Promise<unknown>;
  redirectTo: string;
  /** What the page's action said to a form sent without scripts. */
  actionData: NoScriptAnswer | undefined;
  intro: ReactNode;
  alternatives: ReactNode;
  children: (state: SessionFormState) => ReactNode;
}) {
  const { heading, elsewhere } = SESSION_PAGES[form];
  const answer = answerFor(actionData, form);
  const { errors, formError, busy, onSubmit } = useSessionForm(form, start, redirectTo, answer);
  return (
    <AuthPage
      heading={heading}
      intro={intro}
      elsewhere={{ prompt: elsewhere.prompt, to: authPageLink(elsewhere.path, redirectTo), label: elsewhere.label }}
      onSubmit={onSubmit}
      error={formError}
      name={form}
      alternatives={alternatives}
    >
      <input type="hidden" name="redirectTo" value={redirectTo} />
      {children({ errors, busy, typed: answer?.values })}
    </AuthPage>
  );
}
