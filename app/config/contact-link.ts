/** The contact form's address, with a service chosen when the visitor came from one. */
export function contactHref(service?: string): string {
  return service ? `/contact?service=${encodeURIComponent(service)}` : "/contact";
}
