import { AccountForm, SubmitButton } from "~/auth/account-form";
import { useAuth } from "~/auth/auth-context";
import type { NoScriptAnswer } from "~/auth/no-script-answer";
import { useAuthForm } from "~/auth/use-auth-form";
import { loadPage } from "~/page-scripts/load-page";
import { AccountPanel } from "./account-panel";

/** Logging out revokes every refresh token the account has, so it logs out every device. */
export function DevicesPanel({ answer }: { answer?: NoScriptAnswer }) {
  const { logOut, loading } = useAuth();
  const { formError, busy, onSubmit } = useAuthForm(
    "empty",
    async () => {
      await logOut();
      loadPage("/");
    },
    answer,
  );
  return (
    <AccountPanel
      id="devices-heading"
      title="Devices"
      intro="Lost a phone, or used a shared computer? Log out of every device where you're logged in, including this one."
    >
      <AccountForm labelledBy="devices-heading" name="devices" onSubmit={onSubmit} error={formError}>
        <SubmitButton variant="outline" busy={busy || loading} busyLabel="Logging out…">
          Log out of every device
        </SubmitButton>
      </AccountForm>
    </AccountPanel>
  );
}
