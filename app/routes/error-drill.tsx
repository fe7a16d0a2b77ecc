import { z } from "zod";
import { settings } from "~/platform/settings.server";
import type { Route } from "./+types/error-drill";
import type { RouteHandle } from "~/types/route-handle";

/** The same for every visitor: cached, with a signed-in visitor's corner put in (decision 24). */
export const handle: RouteHandle = { page: "shared", query: ["kind"] };

const drillKind = z.enum(["crash", "bad-request"]);

/**
 * Lets the browser tests see the real error screens of a production build. It exists only
 * when the server starts with ERROR_DRILL=1 (settings().errorDrill); everywhere else it is an ordinary 404.
 */
export function loader({ request }: Route.LoaderArgs) {
  if (!settings().errorDrill) throw new Response("Not Found", { status: 404 });
  const kind = drillKind.safeParse(new URL(request.url).searchParams.get("kind"));
  if (kind.success && kind.data === "bad-request") throw new Response("Bad Request", { status: 400 });
  throw new Error("Error drill: a deliberate failure to exercise the error screen");
}

export default function ErrorDrill() {
  return null;
}
