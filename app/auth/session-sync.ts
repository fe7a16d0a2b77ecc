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
 * Keeps the server's session cookie in step with the browser's Firebase sign-in: a POST with
 * the ID token whenever it changes, a DELETE when the user signs out. It skips the first
 * report when the server already knows the same user, so a page view costs no request.
 */
export class SessionSync {
  private lastToken: string | null = null;
  private serverUid: string | null;

  constructor(
    serverUid: string | null,
    private readonly send: typeof fetch = (input, init) => fetch(input, init),
  ) {
    this.serverUid = serverUid;
  }

  private readonly inFlight = new Map<string, Promise<void>>();

  async follow(user: TokenHolder | null): Promise<void> {
    if (!user) {
      if (this.serverUid) await this.end();
      return;
    }
    const token = await user.getIdToken();
    if (token === this.lastToken) return;
    if (this.lastToken === null && this.serverUid === user.uid) {
      this.lastToken = token;
      return;
    }
    // Sign-in reports the same token twice (the call and the listener): send it once.
    let sending = this.inFlight.get(token);
    if (!sending) {
      sending = this.start(user.uid, token).finally(() => this.inFlight.delete(token));
      this.inFlight.set(token, sending);
    }
    return sending;
  }

  private async start(uid: string, token: string): Promise<void> {
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
    this.lastToken = token;
    this.serverUid = uid;
  }

  async end(): Promise<void> {
    this.lastToken = null;
    this.serverUid = null;
    await this.send("/auth/session", { method: "DELETE", credentials: "same-origin" });
  }
}
