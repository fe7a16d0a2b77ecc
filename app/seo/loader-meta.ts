import type { MetaDescriptor } from "react-router";
import { errorMeta } from "./error-meta";

/** What a route's loader returns for its page's tags: `pageMeta()` run on the server. */
export type WithMeta = { meta: MetaDescriptor[] };

/**
 * A route's `meta`: the tags its loader made. The tag and JSON-LD builders then run on the
 * server only, and never reach the browser; an error screen gets its own title and no indexing.
 */
export function loaderMeta({ loaderData, error }: { loaderData?: WithMeta; error?: unknown }): MetaDescriptor[] {
  return error || !loaderData ? errorMeta(error) : loaderData.meta;
}
