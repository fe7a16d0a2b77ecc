import type { Locale } from "~/i18n/locale";
import { ContentShelf } from "./content-shelf.server";
import type { Service } from "./schema";

/** The services the pages show, in each language, as the content store publishes them (showServices). */
export const serviceShelf = new ContentShelf("service", (service: Service) => service.slug);

/** The services a listing in the page's language shows; a preview's draft among them. */
export function services(): Service[] {
  return serviceShelf.listed();
}

/** The content store's published services of a language are the pages' from the store's first read (decision 43). */
export function showServices(published: Service[], locale?: Locale): void {
  serviceShelf.show(published, locale);
}

/** A service in the page's language, or in English while it has no translation. */
export function findService(slug: string): Service | undefined {
  return serviceShelf.find(slug);
}
