/**
 * The widths and formats a studio image is kept at (issue 40), shared by the server that makes
 * them and the pages that name them in `srcset`: a page never names a file that was not made.
 */

/** The most an upload may be: a camera's JPEG fits; a poster-sized TIFF does not. */
export const CONTENT_IMAGE_MAX_BYTES = 10 * 1024 * 1024;

/**
 * The widths the pages draw images at, doubled for sharp screens: a card's third of the page
 * (480), a post's column (960), a case study's wide hero (1440, 1920). No image is made wider
 * than it was uploaded.
 */
export const VARIANT_WIDTHS = [480, 960, 1440, 1920] as const;

export const IMAGE_FORMATS = ["avif", "webp"] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

/** The widths an image of `width` pixels is kept at: each page width under it, and itself up to the largest. */
export function variantWidths(width: number): number[] {
  const largest = Math.min(width, VARIANT_WIDTHS.at(-1)!);
  return [...VARIANT_WIDTHS.filter((each) => each < largest), largest];
}

/** Where one kept file of an image is served. */
export function contentImagePath(hash: string, width: number, format: ImageFormat): string {
  return `/content-images/${hash}-${width}.${format}`;
}

const PATH = /^\/content-images\/([0-9a-f]{32})-([1-9][0-9]{0,3})\.(avif|webp)$/;

/** The image a served address names, if it is one of the studio's. */
export function parseContentImagePath(path: string): { hash: string; width: number; format: ImageFormat } | undefined {
  const match = PATH.exec(path);
  return match ? { hash: match[1]!, width: Number(match[2]), format: match[3] as ImageFormat } : undefined;
}

/** A page's `srcset` for a studio image whose `src` is its largest WebP, in `format`. */
export function contentImageSrcSet(src: string, format: ImageFormat): string | undefined {
  const image = parseContentImagePath(src);
  if (!image) return undefined;
  return variantWidths(image.width)
    .map((width) => `${contentImagePath(image.hash, width, format)} ${width}w`)
    .join(", ");
}

/**
 * A studio image named in a Markdown text (a post's body): its largest WebP with its size after
 * a `#` ("…-960.webp#960x640"), which no browser sends, so the page can draw it at its shape
 * before it arrives. An address without it is drawn all the same, at its own shape once loaded.
 */
export function pictureAddress(src: string, width: number, height: number): string {
  return `${src}#${width}x${height}`;
}

/** A text's picture address as a studio image with its size, if it names one. */
export function parsePictureAddress(address: string): { src: string; width?: number; height?: number } | undefined {
  const [src = "", size = ""] = address.split("#", 2);
  if (!parseContentImagePath(src)) return undefined;
  const match = /^([1-9][0-9]{0,4})x([1-9][0-9]{0,4})$/.exec(size);
  return match ? { src, width: Number(match[1]), height: Number(match[2]) } : { src };
}
