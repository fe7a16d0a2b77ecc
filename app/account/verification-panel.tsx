import { AccountForm, SubmitButton } from "~/sign-in/account-form";
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
    <AccountPanel
      id="verify-heading"
      title="Email address"
      intro={
        verified
          ? `${email} is verified.`
          : `${email} isn't verified yet. Verifying it shows that our emails about your bookings reach you, and lets you turn on two-step sign-in.`
      }
    >
      {verified ? null : (
        <AccountForm
          labelledBy="verify-heading"
          name="verification"
          onSubmit={onSubmit}
          error={formError}
          success={succeeded ? `We've sent a verification link to ${email}.` : null}
        >
          <SubmitButton variant="outline" busy={busy} busyLabel="Sending…">
            Send verification email
          </SubmitButton>
        </AccountForm>
      )}
    </AccountPanel>
  );
}
