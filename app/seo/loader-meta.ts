import { isRouteErrorResponse, type MetaDescriptor } from "react-router";
import { site } from "~/config/site";
import { m } from "~/i18n/paraglide/messages.js";

/** What a route's loader returns for its page's tags: `pageMeta()` run on the server. */
export type WithMeta = { meta: MetaDescriptor[] };

/**
 * A route's `meta`: the tags its loader made. The tag and JSON-LD builders then run on the
 * server only, and never reach the browser; an error screen gets its own title and no indexing.
 */
export function loaderMeta({ loaderData, error }: { loaderData?: WithMeta; error?: unknown }): MetaDescriptor[] {
  return error || !loaderData ? errorMeta(error) : loaderData.meta;
}

/** Tags for an error screen: a title that says what happened, and no indexing. */
export function errorMeta(error: unknown): MetaDescriptor[] {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return [
    { title: `${notFound ? m.error_not_found_title() : m.error_failed_heading()} | ${site.name}` },
    { name: "robots", content: "noindex" },
  ];
}
