import { CheckboxField } from "./checkbox-field";
import { m } from "~/i18n/paraglide/messages.js";
import { ImageFileField } from "./image-file-field";

/**
 * A profile photo to upload, and, when there is one, a box to remove it. The file goes to the
 * server, which checks it, crops it square and keeps it without its metadata.
 */
export function PhotoUploadField({ hasPhoto, error }: { hasPhoto: boolean; error?: string }) {
  return (
    <div className="space-y-3">
      <ImageFileField name="photo" label={hasPhoto ? m.photo_new() : m.photo_label()} error={error} hint={m.photo_hint()} />
      {hasPhoto ? <CheckboxField name="removePhoto" value="yes" label={m.photo_remove()} /> : null}
    </div>
  );
}
