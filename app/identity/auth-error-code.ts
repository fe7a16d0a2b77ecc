/**
 * Reads `code` from a FirebaseError-like value (an object with a string `code`), else null.
 * A module of its own: pages that only look at the code need not load the messages.
 */
export function authErrorCode(error: unknown): string | null {
  if (typeof error !== "object" || error === null || !("code" in error)) return null;
  return typeof error.code === "string" ? error.code : null;
}
