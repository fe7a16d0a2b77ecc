import type { ReactNode } from "react";
import type { AuthFormValues, FieldErrors } from "~/identity/auth-forms";
import { authPageLink } from "~/identity/auth-links";
import type { AuthPageWords } from "~/identity/auth-page-words.server";
import { answerFor, type NoScriptAnswer } from "~/identity/no-script-answer";
import { AuthPage } from "./auth-page";
import { useSessionForm } from "./use-session-form";

/** Where else a visitor on a page whose form starts a session may want to go. */
const ELSEWHERE = { login: "/register", register: "/login" } as const;

/** What the form's fields are drawn with: each field's message, whether it is sending, and what was typed before. */
export type SessionFormState = { errors: FieldErrors; busy: boolean; typed: NoScriptAnswer["values"] | undefined };

/**
 * A sign-in page whose form starts a session (log in, create an account): in the browser, the
 * identity provider's SDK, then the session; without scripts, the page's own action. It comes
 * back to `redirectTo`, which the form carries for the action.
 */
export function SessionFormPage<N extends keyof typeof ELSEWHERE>({
  form,
  words,
  start,
  redirectTo,
  actionData,
  intro,
  alternatives,
  children,
}: {
  form: N;
  words: AuthPageWords;
  /** Signs in through the SDK in the browser. */
  start: (values: AuthFormValues<N>) => Promise<unknown>;
  redirectTo: string;
  /** What the page's action said to a form sent without scripts. */
  actionData: NoScriptAnswer | undefined;
  intro: ReactNode;
  alternatives: ReactNode;
  children: (state: SessionFormState) => ReactNode;
}) {
  const answer = answerFor(actionData, form);
  const { errors, formError, busy, onSubmit } = useSessionForm(form, start, redirectTo, answer);
  return (
    <AuthPage
      words={words}
      intro={intro}
      elsewhere={authPageLink(ELSEWHERE[form], redirectTo)}
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
