import { data } from "react-router";
import { immutableImage } from "~/platform/immutable-image.server";
import { contentImageFile } from "~/content-images/content-image.server";
import { parseContentImagePath } from "~/content-images/image-variants";
import { database } from "~/database/database.server";
import type { Route } from "./+types/content-images";
import type { RouteHandle } from "~/types/route-handle";

/** The same bytes for everyone: no session is read, and the answer keeps its own Cache-Control. */
export const handle: RouteHandle = { page: "shared" };

const TYPES = { avif: "image/avif", webp: "image/webp" } as const;

/**
 * An image uploaded in the studio, at one of its widths, by the hash of the upload: the same
 * address is always the same picture, so any cache may keep it for a year. Every instance reads
 * it from the database.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const wanted = parseContentImagePath(`/content-images/${params.file}`);
  const bytes = wanted ? await contentImageFile(await database(), wanted.hash, wanted.width, wanted.format) : undefined;
  if (!wanted || !bytes) throw data(null, { status: 404 });
  return immutableImage(bytes, TYPES[wanted.format]);
}
