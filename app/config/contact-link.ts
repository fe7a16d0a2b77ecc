import { localizedPath } from "~/i18n/locale";

/** The contact form's address, with a service chosen when the visitor came from one. */
export function contactHref(service?: string): string {
  return localizedPath(service ? `/contact?service=${encodeURIComponent(service)}` : "/contact");
}
