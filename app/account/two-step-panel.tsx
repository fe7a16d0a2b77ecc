import { ShieldCheck } from "lucide-react";
import { m } from "~/i18n/paraglide/messages.js";
import { AccountForm, SubmitButton } from "~/sign-in/account-form";
import type { NoScriptAnswer } from "~/identity/no-script-answer";
import { useAccountActions } from "~/sign-in/use-account-actions";
import { useAuthForm } from "~/sign-in/use-auth-form";
import { TextField } from "~/components/forms/text-field";
import { AccountPanel } from "./account-panel";
import { ConfirmedAction, IdentityConfirmation } from "./confirmed-action";
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
      change(() => enrolPhone("currentPassword" in values ? values.currentPassword : null, values.phoneNumber), m.two_step_turned_on()),
    answer?.form === onForm ? answer : undefined,
  );
  const removalForm = withPassword ? REMOVAL_FORMS.withPassword : REMOVAL_FORMS.withGoogle;

  return (
    <AccountPanel id="two-step-heading" title={m.two_step_title()} intro={m.two_step_intro()}>
      <div className="space-y-5">
        <PanelNotice notice={notice} said={said} />
        {twoStep ? (
          <>
            <p className="flex items-start gap-3">
              <ShieldCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
              <span>
                <span className="font-semibold">{m.two_step_on()}</span>{" "}
                {twoStep.since
                  ? m.two_step_phone_since({ ending: twoStep.phoneEnding, since: twoStep.since })
                  : m.two_step_phone({ ending: twoStep.phoneEnding })}
              </span>
            </p>
            <ConfirmedAction
              label={m.two_step_off_label()}
              context={m.two_step_off_context()}
              formName={removalForm}
              hidden={{ remove: "twoStep" }}
              withPassword={withPassword}
              explanation={m.two_step_off_explanation()}
              submitLabel={m.two_step_off_submit()}
              busyLabel={m.two_step_off_busy()}
              answer={answer?.form === removalForm && answer.values.remove === "twoStep" ? answer : undefined}
              onConfirm={(password) => change(() => removeMethod(password, { remove: "twoStep" }), m.two_step_off_done())}
            />
          </>
        ) : emailVerified ? (
          <AccountForm label={m.two_step_on_submit()} name={onForm} onSubmit={onSubmit} error={formError}>
            <TextField
              name="phoneNumber"
              label={m.two_step_phone_label()}
              type="tel"
              autoComplete="tel"
              hint={m.two_step_phone_hint()}
              maxLength={24}
              required
              defaultValue={answer?.form === onForm ? answer.values.phoneNumber : undefined}
              error={errors.phoneNumber}
            />
            <IdentityConfirmation withPassword={withPassword} error={errors.currentPassword} />
            <SubmitButton busy={busy} busyLabel={m.two_step_on_busy()}>
              {m.two_step_on_submit()}
            </SubmitButton>
          </AccountForm>
        ) : (
          <p className="text-sm">{m.two_step_verify_first()}</p>
        )}
      </div>
    </AccountPanel>
  );
}
