import { PasswordField } from "~/components/forms/password-field";

/**
 * What a form that changes something serious asks first: the password again, or, for an account
 * that signs in with Google alone, a line saying a Google window will ask instead.
 */
export function IdentityConfirmation({ withPassword, error }: { withPassword: boolean; error?: string }) {
  return withPassword ? (
    <PasswordField name="currentPassword" label="Your password, to confirm" autoComplete="current-password" required error={error} />
  ) : (
    <p className="text-sm text-base-content/75">You sign in with Google: a Google window opens to confirm it&apos;s you.</p>
  );
}
