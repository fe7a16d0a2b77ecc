import type { MetaDescriptor } from "react-router";
import type { Locale } from "~/i18n/locale";
import { pageMeta } from "./page-meta.server";
import { breadcrumbs } from "./structured-data.server";

/**
 * The tags of a page one step below the home page (/services, /about-us): its title and
 * description, its address, and a breadcrumb from the home page to it, named by its title.
 */
export function topPageMeta(
  { title, description }: { title: string; description: string },
  path: string,
  languages?: readonly Locale[],
): MetaDescriptor[] {
  return pageMeta({ title, description, path, languages, structuredData: [breadcrumbs([{ name: title, path }])] });
}
