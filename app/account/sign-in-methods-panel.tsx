import { LockKeyhole } from "lucide-react";
import { m } from "~/i18n/paraglide/messages.js";
import type { ReactNode } from "react";
import { AccountForm, SubmitButton } from "~/sign-in/account-form";
import { useAuth } from "~/sign-in/auth-context";
import { GoogleMark } from "~/sign-in/google-mark";
import type { NoScriptAnswer } from "~/identity/no-script-answer";
import { useAccountActions } from "~/sign-in/use-account-actions";
import { useAuthForm } from "~/sign-in/use-auth-form";
import { PasswordField } from "~/components/forms/password-field";
import { ActionDisclosure } from "~/components/ui/action-disclosure";
import type { SignInMethod } from "~/types/sign-in-method";
import { AccountPanel } from "./account-panel";
import { ConfirmedAction } from "./confirmed-action";
import { PanelNotice, REMOVAL_FORMS, usePanelNotice } from "./panel-notice";

/** The account page's form names for adding a way in. */
export const ADDING_FORMS = { password: "addPassword", google: "linkGoogle" } as const;

type SignInMethodsPanelProps = {
  methods: SignInMethod[];
  /** The Google account's address, when Google is linked. */
  googleEmail?: string;
  /** The page action's answer when one of the panel's forms was posted without JavaScript. */
  answer?: NoScriptAnswer;
};

/**
 * The account page's Sign-in methods: the password and Google, each added or removed here
 * (passkeys have their own panel, next to it, and are listed there only), never the last of the password and Google, since
 * confirming a change like these asks for one of them. Removing one asks for a fresh sign-in.
 */
export function SignInMethodsPanel({ methods, googleEmail, answer }: SignInMethodsPanelProps) {
  const { googleSignIn } = useAuth();
  const { removeMethod, addPassword, linkGoogle } = useAccountActions();
  const { notice, said, change } = usePanelNotice();
  const hasPassword = methods.includes("password");
  const hasGoogle = methods.includes("google.com");
  const removalForm = hasPassword ? REMOVAL_FORMS.withPassword : REMOVAL_FORMS.withGoogle;
  const answerFor = (form: string, remove?: string) =>
    answer?.form === form && (remove === undefined || answer.values.remove === remove) ? answer : undefined;

  const { errors, formError, busy, onSubmit } = useAuthForm(
    "addPassword",
    ({ newPassword }) => change(() => addPassword(newPassword), m.methods_password_added()),
    answerFor(ADDING_FORMS.password),
  );

  return (
    <AccountPanel id="methods-heading" title={m.methods_title()} intro={m.methods_intro()}>
      <div className="space-y-6">
        <PanelNotice notice={notice} said={said} />
        <ul className="divide-y divide-base-300" aria-label={m.methods_list_label()}>
          <MethodRow
            icon={<LockKeyhole aria-hidden="true" className="size-5 shrink-0 text-primary" />}
            name={m.methods_password()}
            state={hasPassword ? m.methods_password_on() : m.methods_password_off()}
          >
            {hasPassword && hasGoogle ? (
              <ConfirmedAction
                label={m.methods_remove()}
                context={m.methods_your_password()}
                formName={removalForm}
                hidden={{ remove: "password" }}
                withPassword
                explanation={m.methods_password_remove_explanation()}
                submitLabel={m.methods_password_remove_submit()}
                busyLabel={m.methods_removing()}
                answer={answerFor(removalForm, "password")}
                onConfirm={(password) => change(() => removeMethod(password, { remove: "password" }), m.methods_password_removed())}
              />
            ) : null}
            {!hasPassword ? (
              <ActionDisclosure label={m.methods_password_add()} open={Boolean(formError) || Object.keys(errors).length > 0}>
                <AccountForm label={m.methods_password_add()} name={ADDING_FORMS.password} onSubmit={onSubmit} error={formError}>
                  <PasswordField
                    name="newPassword"
                    label={m.password_new()}
                    autoComplete="new-password"
                    required
                    error={errors.newPassword}
                  />
                  <p className="text-sm text-base-content/75">{m.methods_google_confirms()}</p>
                  <SubmitButton variant="outline" busy={busy} busyLabel={m.methods_waiting_google()}>
                    {m.methods_password_add_submit()}
                  </SubmitButton>
                </AccountForm>
              </ActionDisclosure>
            ) : null}
            {hasPassword && !hasGoogle ? <p className="text-sm text-base-content/75">{m.methods_only_way()}</p> : null}
          </MethodRow>
          {hasGoogle || googleSignIn ? (
            <MethodRow
              icon={<GoogleMark />}
              name={m.methods_google()}
              state={hasGoogle ? m.methods_google_on({ account: googleEmail ?? m.methods_your_google_account() }) : m.methods_google_off()}
            >
              {hasGoogle && hasPassword ? (
                <ConfirmedAction
                  label={m.methods_remove()}
                  context={m.methods_google()}
                  formName={removalForm}
                  hidden={{ remove: "google" }}
                  withPassword
                  explanation={m.methods_google_remove_explanation()}
                  submitLabel={m.methods_google_remove_submit()}
                  busyLabel={m.methods_removing()}
                  answer={answerFor(removalForm, "google")}
                  onConfirm={(password) => change(() => removeMethod(password, { remove: "google" }), m.methods_google_removed())}
                />
              ) : null}
              {hasGoogle && !hasPassword ? <p className="text-sm text-base-content/75">{m.methods_only_way()}</p> : null}
              {!hasGoogle ? (
                <ConfirmedAction
                  label={m.methods_google_connect()}
                  formName={ADDING_FORMS.google}
                  withPassword
                  explanation={m.methods_google_connect_explanation()}
                  submitLabel={m.methods_google_connect_submit()}
                  busyLabel={m.methods_waiting_google()}
                  answer={answerFor(ADDING_FORMS.google)}
                  onConfirm={(password) => change(() => linkGoogle(password ?? ""), m.methods_google_connected())}
                />
              ) : null}
            </MethodRow>
          ) : null}
        </ul>
      </div>
    </AccountPanel>
  );
}

function MethodRow({ icon, name, state, children }: { icon: ReactNode; name: string; state: string; children: ReactNode }) {
  return (
    <li className="space-y-3 py-4 first:pt-0 last:pb-0">
      <div className="flex items-start gap-3">
        <span className="mt-1">{icon}</span>
        <div className="min-w-0 [overflow-wrap:anywhere]">
          <p className="font-semibold">{name}</p>
          <p className="text-sm text-base-content/75">{state}</p>
        </div>
      </div>
      <div className="flex flex-wrap gap-2 empty:hidden">{children}</div>
    </li>
  );
}
