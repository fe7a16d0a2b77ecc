/**
 * A Google sign-in that left for Google's page (its popup was blocked) and comes back by
 * redirect. The sign-in page asks on arrival, before loading the SDK: only a page that set
 * the mark needs it to finish the sign-in. Kept in this tab's session storage, read once.
 */
const MARK = "brightline:redirect-sign-in";

export function markRedirectSignIn(): void {
  try {
    sessionStorage.setItem(MARK, "1");
  } catch {
    // Storage refused: the SDK will refuse the redirect too, and say so.
  }
}

/** True once after a redirect sign-in was started in this tab; the mark is then gone. */
export function takeRedirectSignIn(): boolean {
  try {
    const marked = sessionStorage.getItem(MARK) === "1";
    sessionStorage.removeItem(MARK);
    return marked;
  } catch {
    return false;
  }
}
