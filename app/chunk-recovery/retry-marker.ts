/**
 * The session-storage key that remembers which URL we already reloaded once because its
 * JavaScript failed to download. The inline guard script inlines the same literal.
 */
export const RETRY_MARKER_KEY = "brightline:chunk-retry";
