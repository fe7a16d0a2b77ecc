import { AccountForm, SubmitButton } from "~/sign-in/account-form";
import { m } from "~/i18n/paraglide/messages.js";
import { useAccountActions } from "~/sign-in/use-account-actions";
import type { NoScriptAnswer } from "~/identity/no-script-answer";
import { useAuthForm } from "~/sign-in/use-auth-form";
import { AccountPanel } from "./account-panel";

export function VerificationPanel({ verified, email, answer }: { verified: boolean; email: string; answer?: NoScriptAnswer }) {
  const { sendVerification } = useAccountActions();
  const { formError, busy, succeeded, onSubmit } = useAuthForm(
    "empty",
    async () => {
      await sendVerification();
    },
    answer,
  );
  return (
    <AccountPanel id="verify-heading" title={m.verify_title()} intro={verified ? m.verify_done({ email }) : m.verify_not_yet({ email })}>
      {verified ? null : (
        <AccountForm
          labelledBy="verify-heading"
          name="verification"
          onSubmit={onSubmit}
          error={formError}
          success={succeeded ? m.verify_sent({ email }) : null}
        >
          <SubmitButton variant="outline" busy={busy} busyLabel={m.verify_busy()}>
            {m.verify_submit()}
          </SubmitButton>
        </AccountForm>
      )}
    </AccountPanel>
  );
}
