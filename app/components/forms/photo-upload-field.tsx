import { CheckboxField } from "./checkbox-field";
import { ImageFileField } from "./image-file-field";

/**
 * A profile photo to upload, and, when there is one, a box to remove it. The file goes to the
 * server, which checks it, crops it square and keeps it without its metadata.
 */
export function PhotoUploadField({ hasPhoto, error }: { hasPhoto: boolean; error?: string }) {
  return (
    <div className="space-y-3">
      <ImageFileField
        name="photo"
        label={hasPhoto ? "New photo (optional)" : "Photo (optional)"}
        error={error}
        hint="JPEG, PNG, WebP, AVIF, HEIC or GIF, up to 5 MB. We crop it to a square and remove where, when and with what it was taken."
      />
      {hasPhoto ? <CheckboxField name="removePhoto" value="yes" label="Remove my photo and show my initials" /> : null}
    </div>
  );
}
