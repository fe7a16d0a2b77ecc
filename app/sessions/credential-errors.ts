/** Firebase's codes for a token or cookie that is bad in itself, not for an outage. */
const credentialCodes =
  /^auth\/(argument-error|requires-recent-login|id-token-expired|id-token-revoked|invalid-id-token|session-cookie-expired|session-cookie-revoked|invalid-session-cookie-duration|user-not-found|user-disabled)$/;

export function isRejectedCredential(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" && credentialCodes.test(code);
}

/** firebase-admin's answer for a uid or email that no account has. */
export function isNoSuchAccount(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === "auth/user-not-found";
}

/** An error with one of firebase-admin's codes, for a credential our own checks refuse: callers treat it as firebase-admin's own. */
export function credentialRejection(code: string, message: string): Error {
  return Object.assign(new Error(message), { code });
}
