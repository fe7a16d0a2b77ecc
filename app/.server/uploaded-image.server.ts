import sharp from "sharp";

/**
 * The most pixels an uploaded image may decode to: a decompression bomb (a tiny file of a huge
 * picture) is refused before it is decoded.
 */
export const UPLOAD_PIXEL_LIMIT = 50_000_000;

/** What an uploaded picture may be, by its bytes (never by its name or the browser's word for it). SVG is not: it may carry script. */
const TAKEN_FORMATS = new Set(["jpeg", "png", "webp", "avif", "gif", "heif"]);

/** An upload as sharp reads it, or undefined when its bytes are not a picture the site takes. */
export async function uploadedImage(upload: Uint8Array): Promise<sharp.Sharp | undefined> {
  try {
    const { format } = await sharp(upload, { limitInputPixels: UPLOAD_PIXEL_LIMIT }).metadata();
    if (!format || !TAKEN_FORMATS.has(format)) return undefined;
  } catch {
    return undefined;
  }
  // Turned the way its camera said; written again with no metadata (sharp keeps none unless
  // asked: no place, camera or date leaves with it).
  return sharp(upload, { limitInputPixels: UPLOAD_PIXEL_LIMIT, animated: false }).rotate();
}
