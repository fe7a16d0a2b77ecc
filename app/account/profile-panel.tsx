import { AccountForm, SubmitButton } from "~/sign-in/account-form";
import { m } from "~/i18n/paraglide/messages.js";
import { useAuth } from "~/sign-in/auth-context";
import type { NoScriptAnswer } from "~/identity/no-script-answer";
import { useAuthForm } from "~/sign-in/use-auth-form";
import { PhotoUploadField } from "~/components/forms/photo-upload-field";
import { TextField } from "~/components/forms/text-field";
import { AccountPanel } from "./account-panel";

export function ProfilePanel({ displayName, photoURL, answer }: { displayName: string; photoURL: string; answer?: NoScriptAnswer }) {
  const { updateUserProfile } = useAuth();
  const { errors, formError, busy, succeeded, onSubmit } = useAuthForm(
    "profile",
    async (values, form) => {
      const sent = new FormData(form);
      // Left out, the photo stays as it is; a new one is kept by the site first, then set. A file
      // chosen is sent even when it is empty, and the site refuses it as empty: taken by its size,
      // it was no file chosen, and the profile was saved (issue 61).
      const picker = form.elements.namedItem("photo");
      const photo = picker instanceof HTMLInputElement ? picker.files?.[0] : undefined;
      let photoURL: string | null | undefined;
      if (photo) {
        const { uploadProfilePhoto } = await import("~/profile-photos/profile-photo.client");
        photoURL = await uploadProfilePhoto(photo);
      } else if (sent.get("removePhoto") === "yes") {
        const { removeProfilePhoto } = await import("~/profile-photos/profile-photo.client");
        await removeProfilePhoto();
        photoURL = null;
      }
      await updateUserProfile({ displayName: values.displayName, photoURL });
      // The photo is saved: the picker and the box start empty again (the name keeps what was typed).
      for (const name of ["photo", "removePhoto"]) {
        const control = form.elements.namedItem(name);
        if (control instanceof HTMLInputElement) {
          control.value = control.type === "file" ? "" : control.value;
          control.checked = false;
        }
      }
    },
    answer,
  );
  return (
    <AccountPanel id="profile-heading" title={m.profile_title()} intro={m.profile_intro()}>
      <AccountForm
        labelledBy="profile-heading"
        name="profile"
        onSubmit={onSubmit}
        error={formError}
        success={succeeded ? m.profile_saved() : null}
      >
        <TextField
          name="displayName"
          label={m.auth_your_name()}
          autoComplete="name"
          defaultValue={answer?.values.displayName ?? displayName}
          required
          error={errors.displayName}
        />
        <PhotoUploadField hasPhoto={photoURL !== ""} error={errors.photo} />
        <SubmitButton busy={busy} busyLabel={m.profile_busy()}>
          {m.profile_submit()}
        </SubmitButton>
      </AccountForm>
    </AccountPanel>
  );
}
