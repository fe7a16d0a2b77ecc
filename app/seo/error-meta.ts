import { isRouteErrorResponse, type MetaDescriptor } from "react-router";
import { site } from "~/config/site";
import { m } from "~/i18n/paraglide/messages.js";

/** Tags for an error screen: a title that says what happened, and no indexing. */
export function errorMeta(error: unknown): MetaDescriptor[] {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return [
    { title: `${notFound ? m.error_not_found_title() : m.error_failed_heading()} | ${site.name}` },
    { name: "robots", content: "noindex" },
  ];
}
