import { Minus, Plus } from "lucide-react";
import { useState } from "react";
import { CheckboxField } from "~/components/forms/checkbox-field";
import { SelectField } from "~/components/forms/select-field";
import { TextAreaField } from "~/components/forms/text-area-field";
import { MarkdownField } from "./markdown-field";
import { TextField } from "~/components/forms/text-field";
import { Button } from "~/components/ui/button";
import { ImageFileField } from "~/components/forms/image-file-field";
import { type ContentField, atIndex, fieldId, uploadName, valueAt } from "~/content-store/content-fields";
import { formatCount } from "~/config/money";
import { getLocale, nounsKeepCapitals } from "~/i18n/locale";
import { m } from "~/i18n/paraglide/messages.js";

/** A field's name inside a sentence ("Add step", "Schritt hinzufügen"), as the page's language writes it. */
const inSentence = (label: string) => (nounsKeepCapitals[getLocale()] ? label : label.toLowerCase());

type FieldsProps = {
  fields: readonly ContentField[];
  data: Record<string, unknown>;
  problems: Record<string, string>;
};

/**
 * A content document's form, field by field, as its kind's schema describes it: every field
 * with its label, hint and limits, its problem beside it, lists with a button to add an item and
 * one to remove each (buttons of the form, answered by the server: no script needed).
 */
export function ContentFormFields({ fields, data, problems }: FieldsProps) {
  return (
    <div className="space-y-6">
      {fields.map((field) => (
        <ContentFormField key={field.name} field={field} data={data} problems={problems} />
      ))}
    </div>
  );
}

function ContentFormField({
  field,
  data,
  problems,
}: {
  field: ContentField;
  data: Record<string, unknown>;
  problems: Record<string, string>;
}) {
  const value = valueAt(data, field.name);
  const error = problems[field.name];
  const id = fieldId(field.name);
  // What every control of a field is drawn with: its id (the error summary links to it), name, label, hint and problem.
  const common = { id, name: field.name, label: field.label, hint: field.hint, error };
  switch (field.kind) {
    case "text":
      if (field.markdown)
        return (
          <MarkdownField
            {...common}
            defaultValue={typeof value === "string" ? value : ""}
            maxLength={field.maxLength}
            pictures={field.pictures ? problems : undefined}
          />
        );
      return <CountedText field={field} common={common} value={typeof value === "string" ? value : ""} />;
    case "number":
      return (
        <TextField
          {...common}
          type="number"
          inputMode={field.integer ? "numeric" : "decimal"}
          step={field.integer ? 1 : "any"}
          min={field.min}
          max={field.max}
          defaultValue={typeof value === "number" || typeof value === "string" ? String(value) : ""}
          className="max-w-sm"
        />
      );
    case "choice":
      return (
        <SelectField
          {...common}
          placeholder={field.required ? m.studio_choose_one() : m.studio_choose_none()}
          options={
            // A saved name the choices no longer hold (a document deleted since) stays in view, marked, rather than lost on the next save.
            typeof value === "string" && value !== "" && !field.options.some((option) => option.id === value)
              ? [...field.options, { id: value, label: m.studio_choice_unknown({ value }) }]
              : field.options
          }
          defaultValue={typeof value === "string" ? value : ""}
          className="max-w-sm"
        />
      );
    case "check":
      return <CheckboxField id={id} name={field.name} label={field.label} defaultChecked={value === true} />;
    case "group":
      return (
        <fieldset id={id} className="rounded-box border border-base-300 p-4 sm:p-5">
          <legend className="font-semibold">{field.label}</legend>
          {field.hint ? <p className="mb-4 text-sm text-base-content/75">{field.hint}</p> : null}
          {error ? <p className="mb-4 text-sm font-medium text-error">{error}</p> : null}
          {field.image ? <ImageUpload name={field.name} data={data} problems={problems} /> : null}
          <ContentFormFields fields={field.image ? field.fields.filter(typedByEditor) : field.fields} data={data} problems={problems} />
          {field.image ? <ImageFacts fields={field.fields} data={data} /> : null}
        </fieldset>
      );
    case "list": {
      const items = Array.isArray(value) ? value : [];
      const itemLabel = field.item.label;
      return (
        <fieldset id={id} className="rounded-box border border-base-300 p-4 sm:p-5">
          <legend className="font-semibold">{field.label}</legend>
          {field.hint ? <p className="mb-4 text-sm text-base-content/75">{field.hint}</p> : null}
          {error ? <p className="mb-4 text-sm font-medium text-error">{error}</p> : null}
          <ol className="space-y-4">
            {items.map((_, index) => {
              const item = atIndex(field.item, field.name, index);
              return (
                <li key={item.name} className="rounded-box bg-base-200 p-4 sm:p-5">
                  <div className="flex flex-wrap items-end gap-3">
                    <div className="min-w-0 flex-1">
                      <ContentFormField
                        field={{ ...item, label: m.studio_item({ item: itemLabel, number: index + 1 }) }}
                        data={data}
                        problems={problems}
                      />
                    </div>
                    <Button
                      type="submit"
                      name="intent"
                      value={`remove:${item.name}`}
                      variant="ghost"
                      disabled={items.length <= field.minItems}
                    >
                      <Minus aria-hidden="true" className="size-4" />
                      {m.studio_remove()}
                      <span className="sr-only"> {m.studio_item({ item: inSentence(itemLabel), number: index + 1 })}</span>
                    </Button>
                  </div>
                </li>
              );
            })}
          </ol>
          <Button
            type="submit"
            name="intent"
            value={`add:${field.name}`}
            variant="outline"
            className="mt-4"
            disabled={field.maxItems !== undefined && items.length >= field.maxItems}
          >
            <Plus aria-hidden="true" className="size-4" />
            {m.studio_add_item({ item: inSentence(itemLabel) })}
          </Button>
        </fieldset>
      );
    }
  }
}

/** An image's facts the upload fills in (its address and size), not a person: its words are theirs. */
const IMAGE_FACTS = new Set(["src", "width", "height"]);
const typedByEditor = (field: ContentField) => !IMAGE_FACTS.has(field.name.slice(field.name.lastIndexOf(".") + 1));

/**
 * An image's address and size, sent with the form as they are (issue 64, item 10: a cover is set
 * by its upload alone). A problem with either is said on the upload (imageFactsAsUpload).
 */
function ImageFacts({ fields, data }: Omit<FieldsProps, "problems">) {
  return fields
    .filter((field) => !typedByEditor(field))
    .map((field) => {
      const value = valueAt(data, field.name);
      return <input key={field.name} type="hidden" name={field.name} defaultValue={value === undefined ? "" : String(value)} />;
    });
}

/**
 * An image group's picture as it is now, and a file to put in its place: the server checks it,
 * keeps it at the pages' widths and gives it its address and size (ImageFacts; the alt text is
 * the editor's to write).
 */
function ImageUpload({ name, data, problems }: { name: string; data: Record<string, unknown>; problems: Record<string, string> }) {
  const src = valueAt(data, `${name}.src`);
  const alt = valueAt(data, `${name}.alt`);
  const upload = uploadName(name);
  return (
    <div className="mb-6 flex flex-wrap items-start gap-4">
      {typeof src === "string" && src !== "" ? (
        // Drawn small and never lazily: it is what the editor is looking at.
        <img
          src={src}
          alt={typeof alt === "string" && alt !== "" ? m.studio_image_now({ alt }) : m.studio_image_now_no_alt()}
          className="h-24 w-auto max-w-40 rounded-box border border-base-300 object-contain"
        />
      ) : null}
      <div className="min-w-0 flex-1">
        <ImageFileField
          id={fieldId(upload)}
          name={upload}
          label={m.studio_image_upload()}
          error={problems[upload]}
          hint={m.studio_image_upload_hint()}
        />
      </div>
    </div>
  );
}

type TextContentField = Extract<ContentField, { kind: "text" }>;

/** How long a text is against its limits, in words: "42 of 60 to 260 characters". */
function lengthWords({ minLength: min, maxLength: max }: TextContentField, length: number): string | undefined {
  const count = formatCount(length);
  if (min !== undefined && max !== undefined) return m.length_count_range({ count, min, max });
  if (max !== undefined) return m.length_count_max({ count, max });
  if (min !== undefined) return m.length_count_min({ count, min });
  return undefined;
}

/**
 * A line or box of text, with its length counted as it is typed where the schema limits it
 * (issue 64, item 9), in red while outside the limits; read with the field by screen readers.
 * Without scripts, the count is the saved text's.
 */
function CountedText({
  field,
  common,
  value,
}: {
  field: TextContentField;
  common: { id: string; name: string; label: string; hint?: string; error?: string };
  value: string;
}) {
  const [length, setLength] = useState(value.length);
  const counted = lengthWords(field, length);
  const countId = `${common.id}-count`;
  const outside =
    (field.minLength !== undefined && length < field.minLength) || (field.maxLength !== undefined && length > field.maxLength);
  // The frame's own description (its error, or else its hint), then the count.
  const describedBy = counted
    ? [common.error ? `${common.id}-error` : common.hint ? `${common.id}-hint` : undefined, countId].filter(Boolean).join(" ")
    : undefined;
  const control = {
    ...common,
    defaultValue: value,
    maxLength: field.maxLength,
    ...(describedBy ? { "aria-describedby": describedBy } : {}),
    onInput: (event: { currentTarget: { value: string } }) => setLength(event.currentTarget.value.length),
  };
  return (
    <div>
      {field.multiline ? (
        <TextAreaField {...control} rows={4} />
      ) : (
        <TextField {...control} {...(field.date ? { type: "date", className: "max-w-sm" } : {})} />
      )}
      {counted ? (
        <p id={countId} className={`mt-1 text-sm ${outside ? "font-medium text-error" : "text-base-content/70"}`}>
          {counted}
        </p>
      ) : null}
    </div>
  );
}
