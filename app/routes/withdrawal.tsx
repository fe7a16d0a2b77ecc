import postBodyStyles from "~/blog/post-body.css?url";
import { legalPage } from "~/legal/legal-page.server";
import { LegalTextPage } from "~/legal/legal-text-page";
import { loaderMeta } from "~/seo/loader-meta";
import type { Route } from "./+types/withdrawal";
import type { RouteHandle } from "~/types/route-handle";

/** The same for every visitor: cached, with a signed-in visitor's corner put in (decision 24). */
export const handle: RouteHandle = { page: "shared" };

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: postBodyStyles }];

/** The information on the right to cancel (Widerrufsbelehrung), with the model form. */
export const loader = () => legalPage("withdrawal");

export const meta = loaderMeta;

export default function Withdrawal({ loaderData }: Route.ComponentProps) {
  return <LegalTextPage {...loaderData} />;
}
