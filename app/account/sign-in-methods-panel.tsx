import { LockKeyhole } from "lucide-react";
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
    ({ newPassword }) =>
      change(() => addPassword(newPassword), "Password added. You can log in with your email and password, or with Google."),
    answerFor(ADDING_FORMS.password),
  );

  return (
    <AccountPanel
      id="methods-heading"
      title="Sign-in methods"
      intro="Your email and password, and Google. Keep at least one of them; passkeys come next."
    >
      <div className="space-y-6">
        <PanelNotice notice={notice} said={said} />
        <ul className="divide-y divide-base-300" aria-label="Your sign-in methods">
          <MethodRow
            icon={<LockKeyhole aria-hidden="true" className="size-5 shrink-0 text-primary" />}
            name="Password"
            state={hasPassword ? "On: you log in with your email and password." : "Not set: you log in with Google."}
          >
            {hasPassword && hasGoogle ? (
              <ConfirmedAction
                label="Remove"
                context="your password"
                formName={removalForm}
                hidden={{ remove: "password" }}
                withPassword
                explanation="You'll log in with Google (or a passkey) instead. You can add a password again later."
                submitLabel="Remove my password"
                busyLabel="Removing…"
                answer={answerFor(removalForm, "password")}
                onConfirm={(password) =>
                  change(() => removeMethod(password, { remove: "password" }), "Password removed. You log in with Google now.")
                }
              />
            ) : null}
            {!hasPassword ? (
              <ActionDisclosure label="Add a password" open={Boolean(formError) || Object.keys(errors).length > 0}>
                <AccountForm label="Add a password" name={ADDING_FORMS.password} onSubmit={onSubmit} error={formError}>
                  <PasswordField name="newPassword" label="New password" autoComplete="new-password" required error={errors.newPassword} />
                  <p className="text-sm text-base-content/75">A Google window opens to confirm it&apos;s you.</p>
                  <SubmitButton variant="outline" busy={busy} busyLabel="Waiting for Google…">
                    Add password
                  </SubmitButton>
                </AccountForm>
              </ActionDisclosure>
            ) : null}
            {hasPassword && !hasGoogle ? (
              <p className="text-sm text-base-content/75">It&apos;s your only way to log in besides passkeys, so it stays.</p>
            ) : null}
          </MethodRow>
          {hasGoogle || googleSignIn ? (
            <MethodRow
              icon={<GoogleMark />}
              name="Google"
              state={hasGoogle ? `On: you log in with ${googleEmail ?? "your Google account"}.` : "Not connected."}
            >
              {hasGoogle && hasPassword ? (
                <ConfirmedAction
                  label="Remove"
                  context="Google"
                  formName={removalForm}
                  hidden={{ remove: "google" }}
                  withPassword
                  explanation="You'll log in with your email and password (or a passkey) instead. You can connect Google again later."
                  submitLabel="Remove Google"
                  busyLabel="Removing…"
                  answer={answerFor(removalForm, "google")}
                  onConfirm={(password) =>
                    change(
                      () => removeMethod(password, { remove: "google" }),
                      "Google removed. You log in with your email and password now.",
                    )
                  }
                />
              ) : null}
              {hasGoogle && !hasPassword ? (
                <p className="text-sm text-base-content/75">It&apos;s your only way to log in besides passkeys, so it stays.</p>
              ) : null}
              {!hasGoogle ? (
                <ConfirmedAction
                  label="Connect Google"
                  formName={ADDING_FORMS.google}
                  withPassword
                  explanation="Then a Google window opens: choose the Google account to log in with from now on."
                  submitLabel="Confirm and connect Google"
                  busyLabel="Waiting for Google…"
                  answer={answerFor(ADDING_FORMS.google)}
                  onConfirm={(password) =>
                    change(
                      () => linkGoogle(password ?? ""),
                      "Google connected. You can log in with Google, or with your email and password.",
                    )
                  }
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
