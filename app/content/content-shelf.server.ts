import { baseLocale, getLocale, type Locale, locales } from "~/i18n/locale";
import { type PreviewKind, previewed } from "./content-preview.server";

/** An entry a page shows, and the language it is written in: English on a German page until it is translated. */
export type Shown<T> = { entry: T; language: Locale };

/**
 * One kind's published entries, language by language (issue 42). A listing shows its own
 * language's entries only; a page of one entry shows it in its language or, while it has no
 * translation, in English, and says which (the page then marks it English and leaves the German
 * address out of search engines).
 */
export class ContentShelf<T> {
  private readonly byLocale = new Map<Locale, T[]>();

  constructor(
    private readonly kind: PreviewKind,
    private readonly slugOf: (entry: T) => string,
    repository: Partial<Record<Locale, T[]>>,
    /** The order a listing keeps, where it is not the order published (newest first, for posts and case studies). */
    private readonly order?: (entries: T[]) => T[],
    /**
     * Facts of an entry that its English version keeps for every language (a course's price):
     * a translation shows English's, whatever it holds itself (issue 61), so that a price
     * changed in English is the price on every page, booking and mail.
     */
    private readonly englishFacts: readonly (keyof T)[] = [],
  ) {
    for (const [locale, entries] of Object.entries(repository) as [Locale, T[]][]) this.show(entries, locale);
  }

  /** The content store's published entries of one language replace what was shown in it. */
  show(published: T[], locale: Locale = baseLocale): void {
    this.byLocale.set(locale, this.order ? this.order(published) : published);
  }

  /** What a listing in `locale` shows: that language's own entries, a preview's draft among them. */
  listed(locale: Locale = getLocale()): T[] {
    const shown = this.byLocale.get(locale) ?? [];
    const listed = previewed(this.kind, shown, this.slugOf, locale);
    const ordered = listed === shown || !this.order ? listed : this.order(listed);
    return locale === baseLocale ? ordered : this.withEnglishFacts(ordered);
  }

  /** The last translation given English's facts, and the English it took them from: pages read listings on every request. */
  private withFacts?: { translation: T[]; english: T[]; result: T[] };

  /**
   * A translation's entries, each with the facts English keeps taken from English's entry of the
   * same slug. One whose English is not shown is left out: it has no price to show or book by.
   */
  private withEnglishFacts(translation: T[]): T[] {
    if (this.englishFacts.length === 0) return translation;
    const english = this.listed(baseLocale);
    if (this.withFacts?.translation === translation && this.withFacts.english === english) return this.withFacts.result;
    const bySlug = new Map(english.map((entry) => [this.slugOf(entry), entry]));
    const result = translation.flatMap((entry) => {
      const original = bySlug.get(this.slugOf(entry));
      return original ? [{ ...entry, ...Object.fromEntries(this.englishFacts.map((fact) => [fact, original[fact]])) }] : [];
    });
    this.withFacts = { translation, english, result };
    return result;
  }

  /** The entry at `slug` for a page in `locale`: its translation, or the English one while it has none. */
  found(slug: string, locale: Locale = getLocale()): Shown<T> | undefined {
    for (const language of locale === baseLocale ? [baseLocale] : [locale, baseLocale]) {
      const entry = this.listed(language).find((candidate) => this.slugOf(candidate) === slug);
      if (entry !== undefined) return { entry, language };
    }
    return undefined;
  }

  /** The languages the entry at `slug` is published in: its page's alternates for search engines. */
  languagesOf(slug: string): Locale[] {
    return locales.filter((locale) => this.listed(locale).some((entry) => this.slugOf(entry) === slug));
  }

  /** Every entry's slug in any language, English's first: one page each, whichever languages it is in. */
  slugs(): string[] {
    return [...new Set(locales.flatMap((locale) => this.listed(locale).map(this.slugOf)))];
  }

  find(slug: string, locale?: Locale): T | undefined {
    return this.found(slug, locale)?.entry;
  }
}
