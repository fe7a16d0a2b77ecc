import { ShieldCheck } from "lucide-react";
import { AccountForm, SubmitButton } from "~/sign-in/account-form";
import type { NoScriptAnswer } from "~/identity/no-script-answer";
import { useAccountActions } from "~/sign-in/use-account-actions";
import { useAuthForm } from "~/sign-in/use-auth-form";
import { TextField } from "~/components/forms/text-field";
import { AccountPanel } from "./account-panel";
import { ConfirmedAction } from "./confirmed-action";
import { IdentityConfirmation } from "./identity-confirmation";
import { PanelNotice, REMOVAL_FORMS, usePanelNotice } from "./panel-notice";

/** Two-step sign-in as the panel shows it: the phone's last digits, and since when, in words made on the server. */
export type TwoStepRow = { phoneEnding: string; since: string | null };

/** The account page's form names for turning two-step sign-in on. */
export const TWO_STEP_FORMS = { withPassword: "twoStepOn", withGoogle: "twoStepOnByGoogle" } as const;

type TwoStepPanelProps = {
  twoStep: TwoStepRow | null;
  /** Firebase enrols a second step only for a verified email address. */
  emailVerified: boolean;
  withPassword: boolean;
  answer?: NoScriptAnswer;
};

/**
 * The account page's Two-step sign-in: a code texted to a phone at each login, on top of the
 * password or Google. Turning it on asks for the password again (or Google), then a code sent to
 * the phone; turning it off is a confirmed change, as every weakening is.
 */
export function TwoStepPanel({ twoStep, emailVerified, withPassword, answer }: TwoStepPanelProps) {
  const { enrolPhone, removeMethod } = useAccountActions();
  const { notice, said, change } = usePanelNotice();
  const onForm = withPassword ? TWO_STEP_FORMS.withPassword : TWO_STEP_FORMS.withGoogle;
  const { errors, formError, busy, onSubmit } = useAuthForm(
    withPassword ? "twoStepOn" : "twoStepOnByGoogle",
    (values) =>
      change(
        () => enrolPhone("currentPassword" in values ? values.currentPassword : null, values.phoneNumber),
        "Two-step sign-in is on. Next time you log in, we'll text you a code.",
      ),
    answer?.form === onForm ? answer : undefined,
  );
  const removalForm = withPassword ? REMOVAL_FORMS.withPassword : REMOVAL_FORMS.withGoogle;

  return (
    <AccountPanel
      id="two-step-heading"
      title="Two-step sign-in"
      intro="A code texted to your phone each time you log in with your password or Google, so a stolen password isn't enough. A passkey needs no code: it is already two steps in one."
    >
      <div className="space-y-5">
        <PanelNotice notice={notice} said={said} />
        {twoStep ? (
          <>
            <p className="flex items-start gap-3">
              <ShieldCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
              <span>
                <span className="font-semibold">On.</span> Codes go to your mobile number ending {twoStep.phoneEnding}
                {twoStep.since ? `, since ${twoStep.since}` : ""}.
              </span>
            </p>
            <ConfirmedAction
              label="Turn off"
              context="two-step sign-in"
              formName={removalForm}
              hidden={{ remove: "twoStep" }}
              withPassword={withPassword}
              explanation="Logging in will ask only for your password or Google. You can turn it on again at any time."
              submitLabel="Turn off two-step sign-in"
              busyLabel="Turning off…"
              answer={answer?.form === removalForm && answer.values.remove === "twoStep" ? answer : undefined}
              onConfirm={(password) => change(() => removeMethod(password, { remove: "twoStep" }), "Two-step sign-in is off.")}
            />
          </>
        ) : emailVerified ? (
          <AccountForm label="Turn on two-step sign-in" name={onForm} onSubmit={onSubmit} error={formError}>
            <TextField
              name="phoneNumber"
              label="Mobile number"
              type="tel"
              autoComplete="tel"
              hint="Like 07700 900123, or with its country code from abroad. We text a code to it now, and at each login."
              maxLength={24}
              required
              defaultValue={answer?.form === onForm ? answer.values.phoneNumber : undefined}
              error={errors.phoneNumber}
            />
            <IdentityConfirmation withPassword={withPassword} error={errors.currentPassword} />
            <SubmitButton busy={busy} busyLabel="Waiting for the code…">
              Turn on two-step sign-in
            </SubmitButton>
          </AccountForm>
        ) : (
          <p className="text-sm">Verify your email address first (above): two-step sign-in needs a verified address.</p>
        )}
      </div>
    </AccountPanel>
  );
}
