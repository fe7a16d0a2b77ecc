import { AccountForm, SubmitButton } from "~/auth/account-form";
import { useAuth } from "~/auth/auth-context";
import type { NoScriptAnswer } from "~/auth/no-script-answer";
import { useAuthForm } from "~/auth/use-auth-form";
import { PhotoLinkField } from "~/components/forms/photo-link-field";
import { TextField } from "~/components/forms/text-field";
import { AccountPanel } from "./account-panel";

export function ProfilePanel({ displayName, photoURL, answer }: { displayName: string; photoURL: string; answer?: NoScriptAnswer }) {
  const { updateUserProfile } = useAuth();
  const { errors, formError, busy, succeeded, onSubmit } = useAuthForm(
    "profile",
    async (values) => {
      await updateUserProfile({ displayName: values.displayName, photoURL: values.photoURL ?? null });
    },
    answer,
  );
  return (
    <AccountPanel
      id="profile-heading"
      title="Profile"
      intro="Your name and photo appear in the navigation bar. Your name is also on your bookings for courses that have not started: a new name reaches them when you save it."
    >
      <AccountForm
        labelledBy="profile-heading"
        name="profile"
        onSubmit={onSubmit}
        error={formError}
        success={succeeded ? "Your profile is saved." : null}
      >
        <TextField
          name="displayName"
          label="Your name"
          autoComplete="name"
          defaultValue={answer?.values.displayName ?? displayName}
          required
          error={errors.displayName}
        />
        <PhotoLinkField
          error={errors.photoURL}
          defaultValue={answer?.values.photoURL ?? photoURL}
          hint="A link starting with https://. Leave it empty to show your initials."
        />
        <SubmitButton busy={busy} busyLabel="Saving…">
          Save profile
        </SubmitButton>
      </AccountForm>
    </AccountPanel>
  );
}
