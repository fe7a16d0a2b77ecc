import { z } from "zod";
import { baseLocale, getLocale } from "./locale";

const german = z.locales.de();

/**
 * zod's own words for a check its schema gives no message of its own (the content schemas'
 * lengths and types), in the page's language: pass it to `safeParse`. English is zod's default.
 */
export function zodWords(): { error?: z.core.$ZodErrorMap } {
  return getLocale() === baseLocale ? {} : { error: german.localeError };
}
