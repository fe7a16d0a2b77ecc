import { data } from "react-router";
import { immutableImage } from "~/platform/immutable-image.server";
import { parseShareImagePath } from "~/content-images/share-image";
import { shareImage } from "~/content-images/share-image.server";
import { database } from "~/database/database.server";
import type { Route } from "./+types/share-images";
import type { RouteHandle } from "~/types/route-handle";

/** The same bytes for everyone: no session is read, and the answer keeps its own Cache-Control. */
export const handle: RouteHandle = { page: "shared" };

/**
 * A cover as a shared link's picture, cut to the card's shape around its focus: the address names
 * both, so it is always the same picture, and any cache may keep it for a year.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const wanted = parseShareImagePath(`/share-images/${params.focus}/${params["*"]}`);
  const bytes = wanted ? await shareImage(await database(), wanted.src, wanted.focus) : undefined;
  if (!bytes) throw data(null, { status: 404 });
  return immutableImage(bytes, "image/jpeg");
}
