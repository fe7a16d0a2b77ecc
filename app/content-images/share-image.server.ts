import { readFile } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import type { Database } from "~/database/database.server";
import { contentImages } from "~/database/schema.server";
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

/**
 * A cover's bytes: a studio image's from the database (at its largest width, the one a cover
 * names: the others would be the same card made again), a repository file's from its folder.
 */
async function coverBytes(db: Database, src: string): Promise<Uint8Array | undefined> {
  const studio = parseContentImagePath(src);
  if (studio) {
    const [image] = await db.select({ width: contentImages.width }).from(contentImages).where(eq(contentImages.hash, studio.hash));
    if (image?.width !== studio.width || studio.format !== "webp") return undefined;
    return contentImageFile(db, studio.hash, studio.width, studio.format);
  }
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
/** Cards being made, by address: a second request for one waits for the same making. */
const making = new Map<string, Promise<Uint8Array | undefined>>();
/** More cards than this waiting to be made, and the next is refused: addresses anyone can type must not queue work without end. */
const MAKING_AT_MOST = 3;

/** The server is making as many cards as it takes at once: try again in a moment. */
export const SHARE_IMAGE_BUSY = Symbol("share image busy");

/**
 * The cover at `src` as a shared link's picture: a JPEG of the card's shape (every network reads
 * one), cut around `focus`. A drawing (SVG) is drawn sharp at the card's size. Undefined when
 * there is no such cover, or it cannot be read as a picture. Made one at a time, as uploads are.
 */
export async function shareImage(db: Database, src: string, focus: CoverFocus): Promise<Uint8Array | undefined | typeof SHARE_IMAGE_BUSY> {
  const key = `${focus}${src}`;
  // Looked up and claimed without a pause between, so two requests never make one card twice.
  const kept = recent.get(key) ?? making.get(key);
  if (kept) return kept;
  if (making.size >= MAKING_AT_MOST) return SHARE_IMAGE_BUSY;
  const made = makeCard(db, src, focus)
    .then((card) => {
      if (card) {
        recent.set(key, card);
        if (recent.size > KEPT) recent.delete(recent.keys().next().value!);
      }
      return card;
    })
    .finally(() => making.delete(key));
  making.set(key, made);
  return made;
}

async function makeCard(db: Database, src: string, focus: CoverFocus): Promise<Uint8Array | undefined> {
  const bytes = await coverBytes(db, src);
  if (!bytes) return undefined;
  return oneImageAtATime(() =>
    sharp(bytes, { limitInputPixels: UPLOAD_PIXEL_LIMIT, ...(src.endsWith(".svg") ? { density: 144 } : {}) })
      .resize(SHARE_WIDTH, SHARE_HEIGHT, { fit: "cover", position: GRAVITY[focus] })
      // A transparent drawing on white, as the pages show it in the light theme.
      .flatten({ background: "#ffffff" })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer(),
  ).catch((error: unknown) => {
    console.error(`The share card of ${src} could not be made: ${error instanceof Error ? error.message : String(error)}`);
    return undefined;
  });
}
