import { Link } from "react-router";
import { m } from "~/i18n/paraglide/messages.js";
import { richText } from "~/i18n/rich-text";
import { localizedPath } from "~/i18n/locale";
import { AccountForm, SubmitButton } from "~/sign-in/account-form";
import { useAuth } from "~/sign-in/auth-context";
import type { NoScriptAnswer } from "~/identity/no-script-answer";
import { useAccountActions } from "~/sign-in/use-account-actions";
import { useAuthForm } from "~/sign-in/use-auth-form";
import { loadPage } from "~/page-scripts/load-page";
import { AccountPanel } from "./account-panel";
import { IdentityConfirmation } from "./confirmed-action";

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
      loadPage(localizedPath("/account/deleted"), { replace: true });
    },
    answer,
  );
  return (
    <AccountPanel id="delete-heading" title={m.delete_title()} intro={m.delete_intro()}>
      <p className="-mt-2 mb-5 text-sm text-base-content/75">
        {richText(m.delete_what_stays, {
          link: (
            <Link to={localizedPath("/privacy")} className="font-semibold text-primary underline underline-offset-2">
              {m.delete_privacy_link()}
            </Link>
          ),
        })}
      </p>
      <AccountForm labelledBy="delete-heading" name={withPassword ? "deletion" : "deletionByGoogle"} onSubmit={onSubmit} error={formError}>
        <IdentityConfirmation withPassword={withPassword} error={errors.currentPassword} />
        <SubmitButton variant="outline" busy={busy} busyLabel={withPassword ? m.delete_busy() : m.delete_busy_google()}>
          {withPassword ? m.delete_submit() : m.delete_submit_google()}
        </SubmitButton>
      </AccountForm>
    </AccountPanel>
  );
}
