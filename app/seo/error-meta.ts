import { isRouteErrorResponse, type MetaDescriptor } from "react-router";
import { site } from "~/config/site";

/** Tags for an error screen: a title that says what happened, and no indexing. */
export function errorMeta(error: unknown): MetaDescriptor[] {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return [{ title: `${notFound ? "Page not found" : "Something went wrong"} | ${site.name}` }, { name: "robots", content: "noindex" }];
}
