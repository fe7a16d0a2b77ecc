import { m } from "~/i18n/paraglide/messages.js";
import { createHash } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Sharp } from "sharp";
import { oneImageAtATime, pictureOrRefusal } from "~/platform/uploaded-image.server";
import type { Database } from "~/database/database.server";
import { contentImageFiles, contentImages } from "~/database/schema.server";
import {
  CONTENT_IMAGE_MAX_BYTES,
  IMAGE_FORMATS,
  type ImageFormat,
  contentImagePath,
  parseContentImagePath,
  variantWidths,
} from "./image-variants";

/** An upload made into the files the pages are sent: its address is its largest WebP's. */
export type MadeImage = {
  hash: string;
  src: string;
  width: number;
  height: number;
  files: { width: number; format: ImageFormat; bytes: Buffer }[];
};

export type ImageCheck = { ok: true; image: MadeImage } | { ok: false; problem: string };

/** AVIF at effort 2: a 1920 px photograph in about a second here, within a few per cent of effort 4's size. */
const ENCODERS: Record<ImageFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 55, effort: 2 }),
  webp: (image) => image.webp({ quality: 80 }),
};

/**
 * An upload checked and made into the studio's image (issue 40): its type read from its bytes,
 * turned upright, its metadata dropped, and written as AVIF and WebP at each width the pages
 * draw it (never wider than it came). A refusal says why in words a studio uses. Images are made
 * one at a time (`oneImageAtATime`).
 */
export async function makeContentImage(upload: Uint8Array): Promise<ImageCheck> {
  if (upload.byteLength === 0) return { ok: false, problem: m.studio_image_empty() };
  if (upload.byteLength > CONTENT_IMAGE_MAX_BYTES) return { ok: false, problem: m.studio_image_too_big() };
  return oneImageAtATime(() => imageFrom(upload));
}

/** The making itself, in its turn. */
async function imageFrom(upload: Uint8Array): Promise<ImageCheck> {
  const read = await pictureOrRefusal(upload, {
    notAnImage: m.studio_image_not_image,
    tooManyPixels: m.studio_image_too_many_pixels,
  });
  if (!read.ok) return read;
  const { picture } = read;
  try {
    const upright = (await picture.metadata()).autoOrient;
    const widths = variantWidths(upright.width);
    const largest = widths[widths.length - 1]!;
    const files: MadeImage["files"] = [];
    let height = upright.height;
    for (const width of widths)
      for (const format of IMAGE_FORMATS) {
        const { data, info } = await ENCODERS[format](picture.clone().resize({ width })).toBuffer({ resolveWithObject: true });
        files.push({ width, format, bytes: data });
        if (width === largest) height = info.height;
      }
    const hash = createHash("sha256").update(upload).digest("hex").slice(0, 32);
    return { ok: true, image: { hash, src: contentImagePath(hash, largest, "webp"), width: largest, height, files } };
  } catch {
    return { ok: false, problem: m.studio_image_damaged() };
  }
}

/** Keeps an image and its files; the same upload again keeps what is there. */
export async function storeContentImage(db: Database, image: MadeImage, alt: string, by: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(contentImages)
      .values({ hash: image.hash, width: image.width, height: image.height, alt, uploadedBy: by })
      .onConflictDoNothing();
    await tx
      .insert(contentImageFiles)
      .values(image.files.map(({ width, format, bytes }) => ({ hash: image.hash, width, format, bytes })))
      .onConflictDoNothing();
  });
}

/** The one kept file an address names. */
const fileAt = (hash: string, width: number, format: ImageFormat) =>
  and(eq(contentImageFiles.hash, hash), eq(contentImageFiles.width, width), eq(contentImageFiles.format, format));

/** Whether the address a document gives an image is one this site keeps (without reading its bytes). */
export async function contentImageKept(db: Database, src: string): Promise<boolean> {
  const image = parseContentImagePath(src);
  if (!image) return false;
  const [row] = await db
    .select({ hash: contentImageFiles.hash })
    .from(contentImageFiles)
    .where(fileAt(image.hash, image.width, image.format))
    .limit(1);
  return row !== undefined;
}

/** One kept file's bytes, by the parts of its address. */
export async function contentImageFile(db: Database, hash: string, width: number, format: ImageFormat): Promise<Uint8Array | undefined> {
  const [row] = await db
    .select({ bytes: contentImageFiles.bytes })
    .from(contentImageFiles)
    .where(fileAt(hash, width, format))
    .limit(1);
  return row?.bytes;
}
