/**
 * A page's picture for sharing (a link's card on a social network, a chat): its cover cut to the
 * card's shape around the part the editor says matters (issue 64, item 10), since a network
 * crops a cover of another shape itself, from its middle.
 */

/** The card's shape, as the networks draw a large card: 1.91 to 1. */
export const SHARE_WIDTH = 1200;
export const SHARE_HEIGHT = 630;

/** Where a cover's subject is, for a cut to the card's shape: kept whole in the card. */
export const COVER_FOCUS = ["centre", "top", "bottom", "left", "right", "top-left", "top-right", "bottom-left", "bottom-right"] as const;
export type CoverFocus = (typeof COVER_FOCUS)[number];

/** Whether `value` is one of the places a cover's focus may be. */
export function isCoverFocus(value: unknown): value is CoverFocus {
  return (COVER_FOCUS as readonly unknown[]).includes(value);
}

/** The picture a cover gives a shared link: its address names the cover and its focus, so a change is a new address. */
export function shareImagePath(cover: { src: string; focus?: CoverFocus }): string {
  return `/share-images/${cover.focus ?? "centre"}${cover.src}.jpg`;
}

/** A repository file's or a studio image's address (as the content's image schema has them), with no way out of its folder. */
const COVER_SRC = /^(\/images\/(?:[\w-]+\/)*[\w.-]+\.(?:svg|webp|avif|png|jpg)|\/content-images\/[0-9a-f]{32}-[1-9][0-9]{0,3}\.webp)$/;

/** Whether `src` is a cover a card can be made of: one of those addresses, with no "." or ".." in it. */
function isCoverSrc(src: string): boolean {
  return COVER_SRC.test(src) && !src.split("/").some((part) => part === "." || part === "..");
}

/** The cover and focus a share image's address names, if it names one this site could have. */
export function parseShareImagePath(path: string): { src: string; focus: CoverFocus } | undefined {
  const match = /^\/share-images\/([a-z-]+)(\/.+)\.jpg$/.exec(path);
  const [, focus, src] = match ?? [];
  return isCoverFocus(focus) && src !== undefined && isCoverSrc(src) ? { src, focus } : undefined;
}

/** A document's share card, when it has a cover: its picture cut to shape, described by the cover's alt text. */
export function shareImageOf(data: { cover?: unknown }): { src: string; alt: string } | undefined {
  const cover = data.cover as { src?: unknown; alt?: unknown; focus?: unknown } | undefined;
  if (typeof cover?.src !== "string" || typeof cover.alt !== "string" || !isCoverSrc(cover.src)) return undefined;
  return { src: shareImagePath({ src: cover.src, focus: isCoverFocus(cover.focus) ? cover.focus : undefined }), alt: cover.alt };
}
