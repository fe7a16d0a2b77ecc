/**
 * One line per server error, with the request id that the visitor sees on the error page,
 * so a report from a visitor leads straight to its log line.
 */
export function logServerError(
  error: unknown,
  details: { requestId: string; upstreamRequestId?: string; method: string; url: string },
  log: (line: string) => void = console.error,
): void {
  const description = error instanceof Error ? (error.stack ?? `${error.name}: ${error.message}`) : String(error);
  const upstream = details.upstreamRequestId ? ` upstream ${details.upstreamRequestId}` : "";
  log(`[request ${details.requestId}${upstream}] ${details.method} ${withoutSecrets(details.url)} failed: ${description}`);
}

/**
 * An address as a log may keep it: an invitation's link (/account/invitation/<id>.<signature>)
 * loses its signature, which with the id would let anyone reading the log use it (decision 62).
 */
export function withoutSecrets(url: string): string {
  return url.replace(/(\/account\/invitation\/[^/.?#]*)\.[^/?#]*/g, "$1.…");
}
