import type { ReactNode } from "react";
import { FieldFrame } from "./field-frame";

/** What an image may be: the server reads the type from the bytes; this only narrows the picker. */
const PICKABLE = "image/jpeg,image/png,image/webp,image/avif,image/gif,image/heic,image/heif";

type ImageFileFieldProps = { id?: string; name: string; label: string; hint: ReactNode; error?: string };

/** An image file to upload, labelled, with its hint and the server's refusal tied to it. */
export function ImageFileField({ id, name, label, hint, error }: ImageFileFieldProps) {
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint}>
      {(control) => (
        <input
          type="file"
          name={name}
          accept={PICKABLE}
          {...control}
          // Plain utilities, not daisyUI's file-input: every page's stylesheet carries a component's rules.
          className={`w-full rounded-field border bg-base-100 text-base file:mr-4 file:border-0 file:bg-base-200 file:px-4 file:py-3 file:font-semibold ${error ? "border-error" : "border-base-content/20"}`}
        />
      )}
    </FieldFrame>
  );
}
