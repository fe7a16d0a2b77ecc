import { m } from "~/i18n/paraglide/messages.js";
import { PasswordField } from "~/components/forms/password-field";
import { AccountForm, SubmitButton } from "~/sign-in/account-form";
import type { NoScriptAnswer } from "~/identity/no-script-answer";
import { useAuthForm } from "~/sign-in/use-auth-form";
import { ActionDisclosure } from "~/components/ui/action-disclosure";

type ConfirmedActionProps = {
  /** The button that opens it: "Log out". */
  label: string;
  /** What it acts on, for screen readers and the form's name: "Chrome on Windows". */
  context?: string;
  /** The name the account page's action knows the form by (it answers "needs JavaScript"). */
  formName: string;
  /** Hidden fields that say what the form is for (which device), sent with it. */
  hidden?: Record<string, string>;
  /** Whether the account has a password to confirm with (otherwise Google). */
  withPassword: boolean;
  /** What pressing the button will do, in a sentence. */
  explanation: string;
  submitLabel: string;
  busyLabel: string;
  /** The page action's answer when this form was posted without JavaScript. */
  answer?: NoScriptAnswer;
  /** Does it, given the password just typed (null: confirm with Google). A throw is shown in the form. */
  onConfirm: (password: string | null) => Promise<void>;
};

/**
 * A change that weakens the account (logging other devices out, removing a way to sign in),
 * behind a button that opens it: the person confirms it is them (the password again, or
 * Google), then the change is made. The rule deleting the account follows too.
 */
export function ConfirmedAction({
  label,
  context,
  formName,
  hidden = {},
  withPassword,
  explanation,
  submitLabel,
  busyLabel,
  answer,
  onConfirm,
}: ConfirmedActionProps) {
  const { errors, formError, busy, onSubmit } = useAuthForm(
    withPassword ? "identityConfirmation" : "empty",
    async (values, form) => {
      await onConfirm("currentPassword" in values ? values.currentPassword : null);
      form.querySelectorAll<HTMLInputElement>("input[data-password]").forEach((input) => (input.value = ""));
    },
    answer,
  );
  const refused = Boolean(answer) || Boolean(formError) || Object.keys(errors).length > 0;
  return (
    <ActionDisclosure label={label} context={context} open={refused}>
      <AccountForm label={context ? `${label}: ${context}` : label} name={formName} onSubmit={onSubmit} error={formError}>
        {Object.entries(hidden).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <p className="text-sm">{explanation}</p>
        <IdentityConfirmation withPassword={withPassword} error={errors.currentPassword} />
        <SubmitButton variant="outline" busy={busy} busyLabel={busyLabel}>
          {submitLabel}
        </SubmitButton>
      </AccountForm>
    </ActionDisclosure>
  );
}

/**
 * What a form that changes something serious asks first: the password again, or, for an account
 * that signs in with Google alone, a line saying a Google window will ask instead.
 */
export function IdentityConfirmation({ withPassword, error }: { withPassword: boolean; error?: string }) {
  return withPassword ? (
    <PasswordField name="currentPassword" label={m.confirm_password()} autoComplete="current-password" required error={error} />
  ) : (
    <p className="text-sm text-base-content/75">{m.confirm_with_google()}</p>
  );
}
