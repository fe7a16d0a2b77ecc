import { AccountForm, SubmitButton } from "~/sign-in/account-form";
import { m } from "~/i18n/paraglide/messages.js";
import { useAccountActions } from "~/sign-in/use-account-actions";
import type { NoScriptAnswer } from "~/identity/no-script-answer";
import { useAuthForm } from "~/sign-in/use-auth-form";
import { PasswordField } from "~/components/forms/password-field";
import { AccountPanel } from "./account-panel";

export function PasswordPanel({ answer }: { answer?: NoScriptAnswer }) {
  const { changePassword } = useAccountActions();
  const { errors, formError, busy, succeeded, onSubmit } = useAuthForm(
    "passwordChange",
    async (values, form) => {
      await changePassword(values.currentPassword, values.newPassword);
      form.reset();
    },
    answer,
  );
  return (
    <AccountPanel id="password-heading" title={m.password_title()} intro={m.password_intro()}>
      <AccountForm
        labelledBy="password-heading"
        name="password"
        onSubmit={onSubmit}
        error={formError}
        success={succeeded ? m.password_changed() : null}
      >
        <PasswordField
          name="currentPassword"
          label={m.password_current()}
          autoComplete="current-password"
          required
          error={errors.currentPassword}
        />
        <PasswordField
          name="newPassword"
          label={m.password_new()}
          autoComplete="new-password"
          required
          error={errors.newPassword}
          hint={m.password_new_hint()}
        />
        <SubmitButton busy={busy} busyLabel={m.password_busy()}>
          {m.password_submit()}
        </SubmitButton>
      </AccountForm>
    </AccountPanel>
  );
}
