import { receiveVitals } from "~/field-data/receive-vitals.server";
import type { Route } from "./+types/api.vitals";
import type { RouteHandle } from "~/types/route-handle";

/** Pages send their field data as JSON (the request gate reads it: app/types/route-handle.ts). */
export const handle = { acceptsJson: true } satisfies RouteHandle;

/** Field data from the site's pages (decision 14); app/field-data/receive-vitals.server.ts says what it answers. */
export function action({ request, context }: Route.ActionArgs) {
  return receiveVitals(request, context);
}

export function loader() {
  return new Response("Send field data with POST.\n", {
    status: 405,
    headers: { Allow: "POST", "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}
