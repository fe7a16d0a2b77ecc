import { AccountForm, SubmitButton } from "~/sign-in/account-form";
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
    <AccountPanel id="password-heading" title="Password" intro="To change it, confirm your current password first.">
      <AccountForm
        labelledBy="password-heading"
        name="password"
        onSubmit={onSubmit}
        error={formError}
        success={succeeded ? "Your password is changed." : null}
      >
        <PasswordField
          name="currentPassword"
          label="Current password"
          autoComplete="current-password"
          required
          error={errors.currentPassword}
        />
        <PasswordField
          name="newPassword"
          label="New password"
          autoComplete="new-password"
          required
          error={errors.newPassword}
          hint="At least 8 characters."
        />
        <SubmitButton busy={busy} busyLabel="Changing…">
          Change password
        </SubmitButton>
      </AccountForm>
    </AccountPanel>
  );
}
