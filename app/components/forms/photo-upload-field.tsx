import { CheckboxField } from "./checkbox-field";
import { FieldFrame } from "./field-frame";

/** What a photo may be: the server reads the type from the bytes; this only narrows the picker. */
const PICKABLE = "image/jpeg,image/png,image/webp,image/avif,image/gif,image/heic,image/heif";

/**
 * A profile photo to upload, and, when there is one, a box to remove it. The file goes to the
 * server, which checks it, crops it square and keeps it without its metadata.
 */
export function PhotoUploadField({ hasPhoto, error }: { hasPhoto: boolean; error?: string }) {
  return (
    <div className="space-y-3">
      <FieldFrame
        label={hasPhoto ? "New photo (optional)" : "Photo (optional)"}
        error={error}
        hint="JPEG, PNG, WebP, AVIF, HEIC or GIF, up to 5 MB. We crop it to a square and remove where, when and with what it was taken."
      >
        {(control) => (
          <input
            type="file"
            name="photo"
            accept={PICKABLE}
            {...control}
            // Plain utilities, not daisyUI's file-input: every page's stylesheet carries a component's rules.
            className={`w-full rounded-field border bg-base-100 text-base file:mr-4 file:border-0 file:bg-base-200 file:px-4 file:py-3 file:font-semibold ${error ? "border-error" : "border-base-content/20"}`}
          />
        )}
      </FieldFrame>
      {hasPhoto ? <CheckboxField name="removePhoto" value="yes" label="Remove my photo and show my initials" /> : null}
    </div>
  );
}
