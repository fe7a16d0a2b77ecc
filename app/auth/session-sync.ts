/** The small part of a Firebase user that the session needs. */
export type TokenHolder = { uid: string; getIdToken(): Promise<string> };

export class SessionError extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
  }
}

/**
 * What the browser should do after the SDK reports who is signed in: show it, hold it back
 * (a sign-in whose session `start` is still under way shows itself once the server has it),
 * or drop the browser's sign-in.
 */
export type ReportOutcome = "show" | "hold" | "sign-out-locally";

/**
 * Keeps the server's session cookie and the browser's Firebase sign-in in step, with the
 * server's session as the truth. Only an action of the visitor starts a session (`start`, a
 * POST with a fresh ID token) or ends one (`end`, a DELETE). What the SDK reports by itself
 * (the sign-in it kept from an earlier visit, an hourly token refresh, a sign-in in another
 * tab) never starts one: a report that arrived while Logout was under way used to sign the
 * visitor straight back in.
 */
export class SessionSync {
  private serverUid: string | null;
  private reported = false;

  constructor(
    serverUid: string | null,
    private readonly send: typeof fetch = (input, init) => fetch(input, init),
  ) {
    this.serverUid = serverUid;
  }

  /**
   * The SDK's report of who is signed in: once when it starts, then after every change. On the
   * first report, a browser sign-in the server does not share (its session expired, or the
   * visitor logged out while the SDK was still starting) is to be dropped; later, such a
   * sign-in is one the visitor just made, shown once `start` has given it a session. A server
   * session the browser no longer has (signed out in another tab) is ended.
   */
  async report(user: TokenHolder | null): Promise<ReportOutcome> {
    const first = !this.reported;
    this.reported = true;
    if (!user) {
      if (this.serverUid) await this.end();
      return "show";
    }
    if (user.uid === this.serverUid) return "show";
    return first ? "sign-out-locally" : "hold";
  }

  /** Starts (or renews, after a profile change) the server's session for this sign-in. */
  async start(user: TokenHolder): Promise<void> {
    const token = await user.getIdToken();
    const response = await this.send("/auth/session", {
      method: "POST",
      headers: { Authorization: `Bearer ${token}` },
      credentials: "same-origin",
    });
    if (!response.ok) {
      throw new SessionError(
        `The server refused the session (${response.status})`,
        response.status === 429 ? "auth/too-many-requests" : "auth/network-request-failed",
      );
    }
    this.serverUid = user.uid;
  }

  async end(): Promise<void> {
    this.serverUid = null;
    await this.send("/auth/session", { method: "DELETE", credentials: "same-origin" });
  }
}
