import type { RouteHandle } from "~/types/route-handle";

/** The same for every visitor (a 404 is never stored): a signed-in visitor's corner is put in (decision 24). */
export const handle: RouteHandle = { page: "shared" };

/** Every unmatched URL: the root error boundary renders the not-found page for this 404. */
export function loader() {
  throw new Response("Not Found", { status: 404 });
}

export default function NotFoundRoute() {
  return null;
}
