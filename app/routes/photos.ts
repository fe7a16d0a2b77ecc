import { data } from "react-router";
import { immutableImage } from "~/platform/immutable-image.server";
import { profilePhotoByHash } from "~/profile-photos/profile-photo.server";
import { database } from "~/database/database.server";
import type { Route } from "./+types/photos";
import type { RouteHandle } from "~/types/route-handle";

/** The same bytes for everyone: no session is read, and the answer keeps its own Cache-Control. */
export const handle: RouteHandle = { page: "shared" };

/**
 * A profile photo uploaded to the site, by the hash of its bytes: the same address is always the
 * same picture, so any cache may keep it for a year. Every instance reads it from the database.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const hash = /^([0-9a-f]{64})\.webp$/.exec(params.file)?.[1];
  const image = hash ? await profilePhotoByHash(await database(), hash) : undefined;
  if (!image) throw data(null, { status: 404 });
  return immutableImage(image, "image/webp");
}
