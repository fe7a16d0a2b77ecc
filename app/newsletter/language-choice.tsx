import { languageNames, locales } from "~/i18n/locale";
import { m } from "~/i18n/paraglide/messages.js";

/** The newsletter's language, as a choice of each language named in itself; `chosen` comes ticked (it is no consent). */
export function LanguageChoice({ id, chosen, error }: { id: string; chosen: string; error?: string }) {
  return (
    <fieldset aria-describedby={error ? `${id}-language-error` : undefined} aria-invalid={error ? true : undefined}>
      <legend className="mb-1.5 text-sm font-semibold">{m.newsletter_language_legend()}</legend>
      <div className="flex flex-wrap gap-x-5 gap-y-2">
        {locales.map((locale) => (
          <label key={locale} lang={locale} className="flex min-h-6 items-center gap-2 text-sm">
            <input type="radio" name="language" value={locale} defaultChecked={locale === chosen} className="size-4 shrink-0" />
            {languageNames[locale]}
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${id}-language-error`} className="mt-1.5 text-sm font-medium text-error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
