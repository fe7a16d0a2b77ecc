import { getLocale, type Locale, localizedPath } from "~/i18n/locale";

/** The pages where a visitor logs in, registers or resets a password. */
export type AuthPagePath = "/login" | "/register" | "/forgot-password";

/**
 * A link to a sign-in page in the page's language that keeps where the visitor was going, so
 * moving between the sign-in pages never loses it. The language's home page is where everyone
 * goes anyway: it is left out.
 */
export function authPageLink(path: AuthPagePath, redirectTo: string, locale: Locale = getLocale()): string {
  const page = localizedPath(path, locale);
  return redirectTo === localizedPath("/", locale) ? page : `${page}?${new URLSearchParams({ redirectTo })}`;
}
