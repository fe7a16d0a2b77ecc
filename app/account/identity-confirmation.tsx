import { PasswordField } from "~/components/forms/password-field";
import { m } from "~/i18n/paraglide/messages.js";

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
