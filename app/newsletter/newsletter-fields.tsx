import { SelectField } from "~/components/forms/select-field";
import { TextAreaField } from "~/components/forms/text-area-field";
import { TextField } from "~/components/forms/text-field";
import { languageNames, locales } from "~/i18n/locale";
import { m } from "~/i18n/paraglide/messages.js";
import { listOptions } from "./newsletter-lists";

type Values = Partial<Record<"subject" | "body" | "list" | "locale", string>>;

/** A newsletter's fields in the staff's form: its subject, list, language and Markdown body. */
export function NewsletterFields({ values = {}, errors = {} }: { values?: Values; errors?: Values }) {
  return (
    <div className="space-y-5">
      <TextField
        name="subject"
        label={m.newsletter_form_subject()}
        defaultValue={values.subject}
        error={errors.subject}
        maxLength={150}
        required
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          name="list"
          label={m.newsletter_form_list()}
          placeholder={m.newsletter_form_choose()}
          options={listOptions().map(({ value, label }) => ({ id: value, label }))}
          defaultValue={values.list ?? "news"}
          error={errors.list}
        />
        <SelectField
          name="locale"
          label={m.newsletter_language_legend()}
          placeholder={m.newsletter_form_choose()}
          options={locales.map((locale) => ({ id: locale, label: languageNames[locale] }))}
          defaultValue={values.locale ?? ""}
          error={errors.locale}
        />
      </div>
      <TextAreaField
        name="body"
        label={m.newsletter_form_body()}
        hint={m.newsletter_form_body_hint()}
        defaultValue={values.body}
        error={errors.body}
        rows={16}
        className="font-mono"
        required
      />
    </div>
  );
}
