import { baseLocale, getLocale, type Locale, locales } from "~/i18n/locale";
import { type PreviewKind, previewed } from "./content-preview.server";

/** An entry a page shows, and the language it is written in: English on a German page until it is translated. */
export type Shown<T> = { entry: T; language: Locale };

/**
 * One kind's published entries, language by language (issue 42), as the content store shows
 * them (a translation's words over its English document's facts: issue 62); empty until the
 * store is read. A listing shows its own language's entries only; a page of one entry shows it in its language or, while it has no
 * translation, in English, and says which (the page then marks it English and leaves the German
 * address out of search engines).
 */
export class ContentShelf<T> {
  private readonly byLocale = new Map<Locale, T[]>();

  constructor(
    private readonly kind: PreviewKind,
    private readonly slugOf: (entry: T) => string,
    /** The order a listing keeps, where it is not the order published (newest first, for posts and case studies). */
    private readonly order?: (entries: T[]) => T[],
  ) {}

  /** The content store's published entries of one language replace what was shown in it. */
  show(published: T[], locale: Locale = baseLocale): void {
    this.byLocale.set(locale, this.order ? this.order(published) : published);
  }

  /** What a listing in `locale` shows: that language's own entries, a preview's draft among them. */
  listed(locale: Locale = getLocale()): T[] {
    const shown = this.byLocale.get(locale) ?? [];
    const listed = previewed(this.kind, shown, this.slugOf, locale);
    return listed === shown || !this.order ? listed : this.order(listed);
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
