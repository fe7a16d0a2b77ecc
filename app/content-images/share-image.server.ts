import { readFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import type { Database } from "~/database/database.server";
import { oneImageAtATime, UPLOAD_PIXEL_LIMIT } from "~/platform/uploaded-image.server";
import { contentImageFile } from "./content-image.server";
import { parseContentImagePath } from "./image-variants";
import { type CoverFocus, SHARE_HEIGHT, SHARE_WIDTH } from "./share-image";

/** sharp's name for the edge or corner a cut keeps. */
const GRAVITY: Record<CoverFocus, string> = {
  centre: "centre",
  top: "north",
  bottom: "south",
  left: "west",
  right: "east",
  "top-left": "northwest",
  "top-right": "northeast",
  "bottom-left": "southwest",
  "bottom-right": "southeast",
};

/** The files the repository ships for its pages, served at /images/… */
const REPOSITORY_IMAGES = path.resolve("public");

/** A cover's bytes: a studio image's from the database, a repository file's from its folder. */
async function coverBytes(db: Database, src: string): Promise<Uint8Array | undefined> {
  const studio = parseContentImagePath(src);
  if (studio) return contentImageFile(db, studio.hash, studio.width, studio.format);
  const file = path.resolve(REPOSITORY_IMAGES, `.${src}`);
  if (!file.startsWith(`${REPOSITORY_IMAGES}${path.sep}images${path.sep}`)) return undefined;
  return readFile(file).catch(() => undefined);
}

/**
 * The last few cards made, by address: a link shared around is fetched by each network, and a
 * card is the same picture for good (its address names its cover and focus). Each is ~100 KB.
 */
const KEPT = 24;
const recent = new Map<string, Uint8Array>();

/**
 * The cover at `src` as a shared link's picture: a JPEG of the card's shape (every network reads
 * one), cut around `focus`. A drawing (SVG) is drawn sharp at the card's size. Undefined when
 * there is no such cover. Made one at a time, as uploads are.
 */
export async function shareImage(db: Database, src: string, focus: CoverFocus): Promise<Uint8Array | undefined> {
  const key = `${focus}${src}`;
  const kept = recent.get(key);
  if (kept) return kept;
  const bytes = await coverBytes(db, src);
  if (!bytes) return undefined;
  const made = await oneImageAtATime(() =>
    sharp(bytes, { limitInputPixels: UPLOAD_PIXEL_LIMIT, ...(src.endsWith(".svg") ? { density: 144 } : {}) })
      .resize(SHARE_WIDTH, SHARE_HEIGHT, { fit: "cover", position: GRAVITY[focus] })
      // A transparent drawing on white, as the pages show it in the light theme.
      .flatten({ background: "#ffffff" })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer(),
  );
  recent.set(key, made);
  if (recent.size > KEPT) recent.delete(recent.keys().next().value!);
  return made;
}
