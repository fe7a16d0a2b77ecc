/** Where a photo uploaded to the site is served: by the hash of its bytes. */
export const photoPath = (hash: string) => `/photos/${hash}.webp`;

const OWN_PHOTO = /^\/photos\/[0-9a-f]{64}\.webp$/;

/**
 * The address a page shows a profile photo from. The identity provider keeps a full URL (any
 * program reading the account can fetch it); a photo of this site's own is shown by its path, so
 * that it loads from whichever of the site's addresses the page was opened at.
 */
export function photoAddress(photoURL: string, siteUrl: string): string {
  // Read on every page view with a session: most photos are not ours, and need no parsing.
  if (!photoURL.includes("/photos/")) return photoURL;
  try {
    const url = new URL(photoURL);
    return url.origin === new URL(siteUrl).origin && OWN_PHOTO.test(url.pathname) && url.search === "" ? url.pathname : photoURL;
  } catch {
    return photoURL;
  }
}
