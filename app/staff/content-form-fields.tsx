import { Minus, Plus } from "lucide-react";
import { CheckboxField } from "~/components/forms/checkbox-field";
import { SelectField } from "~/components/forms/select-field";
import { TextAreaField } from "~/components/forms/text-area-field";
import { MarkdownField } from "./markdown-field";
import { TextField } from "~/components/forms/text-field";
import { Button } from "~/components/ui/button";
import { ImageFileField } from "~/components/forms/image-file-field";
import { type ContentField, atIndex, fieldId, uploadName, valueAt } from "~/content-store/content-fields";
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
        return <MarkdownField {...common} defaultValue={typeof value === "string" ? value : ""} maxLength={field.maxLength} />;
      return field.multiline ? (
        <TextAreaField {...common} defaultValue={typeof value === "string" ? value : ""} rows={4} maxLength={field.maxLength} />
      ) : (
        <TextField {...common} defaultValue={typeof value === "string" ? value : ""} maxLength={field.maxLength} />
      );
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
          <ContentFormFields fields={field.fields} data={data} problems={problems} />
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

/**
 * An image group's picture as it is now, and a file to put in its place: the server checks it,
 * keeps it at the pages' widths and fills in its address and size below (the alt text is the
 * editor's to write).
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
