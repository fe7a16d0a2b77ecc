import { getLocale } from "./locale";

/**
 * The country a language's readers most likely live in, as CLDR's likely subtags have it: GB for
 * en-GB, DE for de. Their phone numbers are read as that country's when written without a
 * country code, and a German page names Germany beside the studio's clock. Not in locale.ts,
 * which every page's script carries: only a phone form's check and the pages that give a time
 * need it.
 */
export function readersRegion(): string | undefined {
  return new Intl.Locale(getLocale()).maximize().region;
}
