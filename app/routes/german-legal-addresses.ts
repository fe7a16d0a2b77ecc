import { redirect } from "react-router";
import type { Route } from "./+types/german-legal-addresses";

/**
 * The names German visitors type and German law texts cite for the legal pages (issue 65):
 * `/de/impressum`, `/de/agb`, `/de/widerruf`. Each page has one address in both languages
 * (decision 48: German is English's under /de/), so these lead there for good.
 */
const germanNames: Record<string, string> = {
  "/de/impressum": "/de/legal-notice",
  "/de/agb": "/de/terms",
  "/de/widerruf": "/de/withdrawal",
};

export function loader({ request }: Route.LoaderArgs) {
  const target = germanNames[new URL(request.url).pathname.replace(/\/$/, "")];
  if (!target) throw new Response(null, { status: 404 });
  return redirect(target, 308);
}
