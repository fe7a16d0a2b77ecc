import { ImagePlus } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { FieldFrame } from "~/components/forms/field-frame";
import { ImageFileField } from "~/components/forms/image-file-field";
import { TextField } from "~/components/forms/text-field";
import { Button } from "~/components/ui/button";
import { fieldId, pictureNames } from "~/content-store/content-fields";
import { m } from "~/i18n/paraglide/messages.js";

type MarkdownFieldProps = {
  id: string;
  name: string;
  label: string;
  hint?: string;
  error?: string;
  defaultValue: string;
  maxLength?: number;
  /** The text takes pictures (a post's body): the problems of its picture's controls, by name. */
  pictures?: Record<string, string>;
};

/**
 * A Markdown body's field (a post, a case study, a course's description): a <textarea>, which
 * is all a browser without scripts gets and all the form sends; once the page has hydrated, the
 * studio's editor (markdown-editor.client.ts, loaded on its own) is put over it. Should the
 * editor's file fail to load, the textarea stays, and works.
 */
export function MarkdownField({ id, name, label, hint, error, defaultValue, maxLength, pictures }: MarkdownFieldProps) {
  const textarea = useRef<HTMLTextAreaElement>(null);
  const holder = useRef<HTMLDivElement>(null);
  const picture = useRef<HTMLFieldSetElement>(null);
  const [editing, setEditing] = useState(false);
  useEffect(() => {
    let stopped = false;
    let destroy: (() => void) | undefined;
    import("./markdown-editor.client")
      .then(({ mountMarkdownEditor }) => {
        if (stopped || !textarea.current || !holder.current) return;
        destroy = mountMarkdownEditor(holder.current, textarea.current, picture.current ?? undefined).destroy;
        setEditing(true);
      })
      .catch(() => undefined);
    return () => {
      stopped = true;
      destroy?.();
    };
  }, []);
  const field = (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      {(control) => (
        <>
          <textarea
            ref={textarea}
            name={name}
            {...control}
            hidden={editing}
            rows={14}
            maxLength={maxLength}
            defaultValue={defaultValue}
            data-markdown
            className={`textarea min-h-40 w-full font-mono text-base ${error ? "textarea-error" : ""}`}
          />
          <div ref={holder} />
        </>
      )}
    </FieldFrame>
  );
  if (!pictures) return field;
  const names = pictureNames(name);
  return (
    <div className="space-y-4">
      {field}
      {/* A button of the form, answered by the server: the same without scripts, the picture then at the text's end. */}
      <fieldset ref={picture} className="space-y-4 rounded-box border border-base-300 p-4 sm:p-5">
        <legend className="font-semibold">{m.studio_picture_legend()}</legend>
        <input type="hidden" name={names.cursor} defaultValue="" />
        <ImageFileField
          id={fieldId(names.file)}
          name={names.file}
          label={m.studio_picture_file()}
          hint={m.studio_picture_file_hint()}
          error={pictures[names.file]}
        />
        <TextField id={fieldId(names.alt)} name={names.alt} label={m.studio_picture_alt()} hint={m.studio_picture_alt_hint()} />
        <Button type="submit" name="intent" value="picture" variant="outline">
          <ImagePlus aria-hidden="true" className="size-4" />
          {m.studio_picture_place()}
        </Button>
      </fieldset>
    </div>
  );
}
