import { m } from "~/i18n/paraglide/messages.js";
import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database, Transaction } from "~/database/database.server";
import { profilePhotos } from "~/database/schema.server";
import { oneImageAtATime, pictureOrRefusal } from "~/platform/uploaded-image.server";
import { PHOTO_MAX_BYTES } from "./photo-endpoint";

export { PHOTO_MAX_BYTES };

/** The side of the square the site keeps: twice the largest avatar (64 px), for sharp screens. */
export const PHOTO_SIDE = 256;

export type PhotoCheck = { ok: true; image: Buffer } | { ok: false; problem: string };

/**
 * An uploaded file made into the photo the site keeps: its type read from its bytes, turned the
 * way its camera said, cropped to a centred square, resized, and written as WebP with no metadata.
 * Made one at a time with the studio's images (`oneImageAtATime`).
 */
export async function makeProfilePhoto(upload: Uint8Array): Promise<PhotoCheck> {
  if (upload.byteLength === 0) return { ok: false, problem: m.api_photo_empty() };
  if (upload.byteLength > PHOTO_MAX_BYTES) return { ok: false, problem: m.api_photo_too_big() };
  return oneImageAtATime(() => photoFrom(upload));
}

/** The making itself, in its turn. */
async function photoFrom(upload: Uint8Array): Promise<PhotoCheck> {
  const read = await pictureOrRefusal(upload, {
    notAnImage: m.api_photo_not_image,
    tooManyPixels: m.api_photo_too_many_pixels,
  });
  if (!read.ok) return read;
  try {
    const image = await read.picture
      .resize(PHOTO_SIDE, PHOTO_SIDE, { fit: "cover", position: "attention" })
      .webp({ quality: 82 })
      .toBuffer();
    return { ok: true, image };
  } catch {
    return { ok: false, problem: m.api_photo_damaged() };
  }
}

/** Keeps a person's photo in place of the one before; its hash, which names its address. */
export async function storeProfilePhoto(db: Database, accountId: string, image: Buffer, now = new Date()): Promise<string> {
  const hash = createHash("sha256").update(image).digest("hex");
  await db
    .insert(profilePhotos)
    .values({ accountId, hash, image, updatedAt: now })
    .onConflictDoUpdate({ target: profilePhotos.accountId, set: { hash, image, updatedAt: now } });
  return hash;
}

/** A kept photo's bytes, by the hash in its address. */
export async function profilePhotoByHash(db: Database, hash: string): Promise<Uint8Array | undefined> {
  // Two people may keep the same picture: either row is the same bytes.
  const [row] = await db.select({ image: profilePhotos.image }).from(profilePhotos).where(eq(profilePhotos.hash, hash)).limit(1);
  return row?.image;
}

/** Erases a person's photo: when they remove it, or with their account. */
export async function eraseProfilePhoto(db: Database | Transaction, accountId: string): Promise<void> {
  await db.delete(profilePhotos).where(eq(profilePhotos.accountId, accountId));
}
