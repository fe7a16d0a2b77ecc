import sharp from "sharp";
import { numberFormat } from "~/i18n/intl";

/**
 * The most pixels an uploaded image may decode to: a decompression bomb (a tiny file of a huge
 * picture) is refused before it is decoded.
 */
export const UPLOAD_PIXEL_LIMIT = 50_000_000;

/** What an uploaded picture may be, by its bytes (never by its name or the browser's word for it). SVG is not: it may carry script. */
const TAKEN_FORMATS = new Set(["jpeg", "png", "webp", "avif", "gif", "heif"]);

// Each upload is new bytes, so libvips' cache of operations (50 MB and 100 operations by default)
// would never be asked for one again: it could only hold memory. One thread an image, as sharp
// already chooses on glibc without jemalloc (more threads, more malloc arenas), here on every
// system: images are made one at a time beside the pages (`oneImageAtATime`). What glibc keeps
// once an image is made is bounded by the environment the site starts with
// (scripts/site-node-flags.mjs).
sharp.cache(false);
sharp.concurrency(1);

/** An upload as sharp reads it, or why it is not one the site takes. */
export type UploadedImage =
  | { ok: true; picture: sharp.Sharp }
  | { ok: false; problem: "not-an-image" }
  /** A picture of more pixels than UPLOAD_PIXEL_LIMIT, as its header says: `pixels` of them. */
  | { ok: false; problem: "too-many-pixels"; pixels: number };

/**
 * An upload as sharp reads it. Its header alone is read first, with no pixel limit, so that a
 * picture too large to decode is told apart from a file that is no picture.
 */
export async function uploadedImage(upload: Uint8Array): Promise<UploadedImage> {
  try {
    const { format, width, height } = await sharp(upload, { limitInputPixels: false, animated: false }).metadata();
    if (!format || !TAKEN_FORMATS.has(format)) return { ok: false, problem: "not-an-image" };
    // The same count as sharp's limitInputPixels, which stays on below should the header lie.
    if (width * height > UPLOAD_PIXEL_LIMIT) return { ok: false, problem: "too-many-pixels", pixels: width * height };
  } catch {
    return { ok: false, problem: "not-an-image" };
  }
  // Turned the way its camera said; written again with no metadata (sharp keeps none unless
  // asked: no place, camera or date leaves with it).
  return { ok: true, picture: sharp(upload, { limitInputPixels: UPLOAD_PIXEL_LIMIT, animated: false }).rotate() };
}

/** The words a refusal is told in, by the feature that took the upload. */
export type UploadRefusalWords = {
  notAnImage: () => string;
  tooManyPixels: (sizes: { most: string; size: string }) => string;
};

/** An upload as sharp reads it, or why not, in the words of the feature that took it. */
export async function pictureOrRefusal(
  upload: Uint8Array,
  words: UploadRefusalWords,
): Promise<{ ok: true; picture: sharp.Sharp } | { ok: false; problem: string }> {
  const read = await uploadedImage(upload);
  if (read.ok) return read;
  return {
    ok: false,
    problem:
      read.problem === "too-many-pixels"
        ? words.tooManyPixels({ most: megapixels(UPLOAD_PIXEL_LIMIT), size: megapixels(read.pixels) })
        : words.notAnImage(),
  };
}

/** Megapixels to one decimal place at most, rounded up (50.01 is "50.1", over a limit of 50), the page's language's way. */
const MEGAPIXELS = { maximumFractionDigits: 1 };

/** A count of pixels as a person reads it: "60" megapixels, "50.1", "50,1" in German. */
export function megapixels(pixels: number): string {
  return numberFormat(MEGAPIXELS).format(Math.ceil(pixels / 100_000) / 10);
}

/** The image being made now, and after it those waiting their turn. */
let making: Promise<unknown> = Promise.resolve();

/**
 * Runs `work`, the making of an upload into what the site keeps, once every image before it is
 * made. A 12-megapixel photograph is 36 MB decoded, and its encoders' buffers more: four at once
 * took the site from 160 to 920 MB (issue 61), and held all four of libuv's threads, which also
 * compress the pages. One at a time, each upload still takes about 2 s here; a burst of 20 takes
 * twice as long as four at once did (40 s against 20), and the pages keep a core meanwhile.
 */
export function oneImageAtATime<T>(work: () => Promise<T>): Promise<T> {
  const turn = making.then(work);
  making = turn.catch(() => undefined);
  return turn;
}
