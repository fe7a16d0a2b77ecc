import { Link } from "react-router";
import { AccountForm, SubmitButton } from "~/sign-in/account-form";
import { useAuth } from "~/sign-in/auth-context";
import type { NoScriptAnswer } from "~/identity/no-script-answer";
import { useAccountActions } from "~/sign-in/use-account-actions";
import { useAuthForm } from "~/sign-in/use-auth-form";
import { loadPage } from "~/page-scripts/load-page";
import { AccountPanel } from "./account-panel";
import { IdentityConfirmation } from "./identity-confirmation";

/**
 * Deleting the account for good, after the person proves it is them again: with their password,
 * or with Google when the account has none (the privacy notice says what goes).
 */
export function DeleteAccountPanel({ withPassword, answer }: { withPassword: boolean; answer?: NoScriptAnswer }) {
  const { deleteAccount } = useAccountActions();
  const { logOut } = useAuth();
  const { errors, formError, busy, onSubmit } = useAuthForm(
    withPassword ? "accountDeletion" : "empty",
    async (values) => {
      await deleteAccount("currentPassword" in values ? values.currentPassword : null);
      // The server has ended the session; this clears the page's own record of who is signed in.
      await logOut().catch(() => undefined);
      loadPage("/account/deleted", { replace: true });
    },
    answer,
  );
  return (
    <AccountPanel
      id="delete-heading"
      title="Delete your account"
      intro="Your profile and sign-in go for good, and you are logged out everywhere. This cannot be undone."
    >
      <p className="-mt-2 mb-5 text-sm text-base-content/75">
        Your seats on courses that have not started, and your places on waiting lists, are cancelled and passed on. Messages you sent us
        through the contact form, and bookings of courses that have started, stay with the studio as business records, no longer linked to
        an account. To have them erased too, write to us; the{" "}
        <Link to="/privacy" className="font-semibold text-primary underline underline-offset-2">
          privacy notice
        </Link>{" "}
        says how.
      </p>
      <AccountForm labelledBy="delete-heading" name={withPassword ? "deletion" : "deletionByGoogle"} onSubmit={onSubmit} error={formError}>
        <IdentityConfirmation withPassword={withPassword} error={errors.currentPassword} />
        <SubmitButton variant="outline" busy={busy} busyLabel={withPassword ? "Deleting…" : "Waiting for Google…"}>
          {withPassword ? "Delete my account" : "Confirm with Google and delete"}
        </SubmitButton>
      </AccountForm>
    </AccountPanel>
  );
}
