import { data } from "react-router";
import { immutableImage } from "~/platform/immutable-image.server";
import { isCoverFocus, parseShareImagePath } from "~/content-images/share-image";
import { SHARE_IMAGE_BUSY, shareImage } from "~/content-images/share-image.server";
import { database } from "~/database/database.server";
import type { Route } from "./+types/share-images";
import type { RouteHandle } from "~/types/route-handle";

/** The same bytes for everyone: no session is read, and the answer keeps its own Cache-Control. */
export const handle: RouteHandle = { page: "shared" };

/**
 * A cover as a shared link's picture, cut to the card's shape around its focus (decision 64). A
 * studio image's card is the same picture for good, kept for a year; a repository file keeps its
 * name when a release changes it, so its card is kept for an hour, as the file is.
 */
export async function loader({ params }: Route.LoaderArgs) {
  // The focus as sent, not as the rest of the path decodes into it ("top%2Fimages").
  if (!isCoverFocus(params.focus)) throw data(null, { status: 404 });
  const wanted = parseShareImagePath(`/share-images/${params.focus}/${params["*"]}`);
  const card = wanted ? await shareImage(await database(), wanted.src, wanted.focus) : undefined;
  if (card === SHARE_IMAGE_BUSY) throw data(null, { status: 503, headers: { "Retry-After": "5" } });
  if (!card) throw data(null, { status: 404 });
  const answer = immutableImage(card, "image/jpeg");
  if (wanted!.src.startsWith("/images/")) answer.headers.set("Cache-Control", "public, max-age=3600");
  return answer;
}
