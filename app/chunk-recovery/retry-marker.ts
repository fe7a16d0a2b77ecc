/**
 * The session-storage key that remembers which URL we already reloaded once because its
 * JavaScript failed to download. The inline guard script inlines the same literal.
 */
export const RETRY_MARKER_KEY = "brightline:chunk-retry";

/** The page hydrated, so its code arrived: forget any earlier retry. */
export function clearRetryMarker(win: Window = window): void {
  try {
    win.sessionStorage.removeItem(RETRY_MARKER_KEY);
  } catch {
    // Nothing to clear without storage.
  }
}
