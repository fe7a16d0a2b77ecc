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
  log(`[request ${details.requestId}${upstream}] ${details.method} ${details.url} failed: ${description}`);
}
