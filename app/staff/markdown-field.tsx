import { useEffect, useRef, useState } from "react";
import { FieldFrame } from "~/components/forms/field-frame";

type MarkdownFieldProps = {
  id: string;
  name: string;
  label: string;
  hint?: string;
  error?: string;
  defaultValue: string;
  maxLength?: number;
};

/**
 * A Markdown body's field (a post, a case study, a course's description): a <textarea>, which
 * is all a browser without scripts gets and all the form sends; once the page has hydrated, the
 * studio's editor (markdown-editor.client.ts, loaded on its own) is put over it. Should the
 * editor's file fail to load, the textarea stays, and works.
 */
export function MarkdownField({ id, name, label, hint, error, defaultValue, maxLength }: MarkdownFieldProps) {
  const textarea = useRef<HTMLTextAreaElement>(null);
  const holder = useRef<HTMLDivElement>(null);
  const [editing, setEditing] = useState(false);
  useEffect(() => {
    let stopped = false;
    let destroy: (() => void) | undefined;
    import("./markdown-editor.client")
      .then(({ mountMarkdownEditor }) => {
        if (stopped || !textarea.current || !holder.current) return;
        destroy = mountMarkdownEditor(holder.current, textarea.current).destroy;
        setEditing(true);
      })
      .catch(() => undefined);
    return () => {
      stopped = true;
      destroy?.();
    };
  }, []);
  return (
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
}
