import { logger } from "./logger.server";

type ErrorDetails = { requestId: string; upstreamRequestId?: string; method: string; url: string };

/**
 * One line per server error, with the request id that the visitor sees on the error page,
 * so a report from a visitor leads straight to its log line.
 */
export function logServerError(
  error: unknown,
  details: ErrorDetails,
  log: (line: string, fields: ErrorDetails) => void = (line, fields) => logger().error(fields, line),
): void {
  const description = error instanceof Error ? (error.stack ?? `${error.name}: ${error.message}`) : String(error);
  const upstream = details.upstreamRequestId ? ` upstream ${details.upstreamRequestId}` : "";
  const url = withoutSecrets(details.url);
  log(`[request ${details.requestId}${upstream}] ${details.method} ${url} failed: ${description}`, { ...details, url });
}

/**
 * An address as a log may keep it: an invitation's link (/account/invitation/<id>.<signature>)
 * loses its signature, which with the id would let anyone reading the log use it (decision 62),
 * and a team seat's claim link (/account/claim/<token>) its token.
 */
export function withoutSecrets(url: string): string {
  return url.replace(/(\/account\/invitation\/[^/.?#]*)\.[^/?#]*/g, "$1.…").replace(/(\/account\/claim\/)[^/?#]+/g, "$1…");
}
