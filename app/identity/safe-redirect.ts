import { unlocalizedPath } from "~/i18n/locale";

/** The sign-in pages: sending a visitor back to one of them after signing in would go round in circles. */
const AUTH_PAGES = new Set(["/login", "/register", "/forgot-password"]);

/** A made-up origin to resolve paths against: anything that leaves it points at another site. */
const BASE = "http://same-site.invalid";

// C0 control characters and DEL: browsers drop tabs and newlines from URLs, so "/\t/evil.example" becomes "//evil.example".
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

/** True for a path on this site: one leading "/", not "//" or "/\", nothing a browser would rewrite. */
function isLocalPath(path: string): boolean {
  if (!path.startsWith("/") || path.startsWith("//") || path.startsWith("/\\")) return false;
  if (CONTROL.test(path) || path.trim() !== path) return false;
  try {
    return new URL(path, BASE).origin === BASE;
  } catch {
    return false;
  }
}

function isAuthPage(path: string): boolean {
  const pathname = new URL(path, BASE).pathname.toLowerCase().replace(/\/+$/, "");
  // In any language: /de/login too.
  return AUTH_PAGES.has(unlocalizedPath(pathname));
}

/**
 * Where to send a visitor after signing in: `to` when it is a path on this site, else `fallback`.
 * Refuses other sites in disguise ("//evil.example", "/\evil.example", "/%2F%2Fevil.example") and
 * the sign-in pages themselves.
 */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = "/"): string {
  if (typeof to !== "string" || !isLocalPath(to)) return fallback;

  // Check again once decoded, for anything that reads as another site once a browser or server decodes it.
  let decoded: string;
  try {
    decoded = decodeURIComponent(to);
  } catch {
    return fallback;
  }
  if (!isLocalPath(decoded) || isAuthPage(to) || isAuthPage(decoded)) return fallback;

  return to;
}
