import type { RouterContextProvider } from "react-router";
import type { z } from "zod";
import { pageRoutePatternsContext } from "~/platform/request-context.server";
import { settings } from "~/platform/settings.server";
import { rateLimit, type RateLimit } from "~/platform/rate-limit.server";
import { isSameOrigin } from "~/platform/request-origin.server";
import { METRIC_NAMES } from "./metrics";
import { vitalsReportSchema } from "./vitals-report";
import { vitalsStore } from "./vitals-store.server";
import type { VitalsStore } from "./vitals-store-type";
import { requestFactsContext } from "~/platform/request-context.server";

/** A limit of `perMinute` reports a minute from one address, counted in this process. */
export const createVitalsLimiter = (perMinute: number): RateLimit =>
  rateLimit({ keyPrefix: "vitals", points: perMinute, windowSeconds: 60 });

let limiter: RateLimit | undefined;

/** The site's limit on field-data reports: VITALS_RATE_LIMIT a minute (the browser tests raise it). */
export function spendVitalsReport(address: string): ReturnType<RateLimit> {
  limiter ??= createVitalsLimiter(settings().vitalsRateLimit);
  return limiter(address);
}

/** A beacon carries a few metrics, well under a kilobyte. */
export const MAX_REPORT_BYTES = 8 * 1024;

const FORMAT = 'Send JSON such as {"route": "/blog/:slug", "metrics": [{"name": "LCP", "value": 1234}]}, with 1 to 20 metrics.';

function answer(status: number, message?: string, headers: Record<string, string> = {}): Response {
  // An answer to one visitor's report: never kept by the browser, a proxy or the page cache.
  const common = { "Cache-Control": "no-store", ...headers };
  if (message === undefined) return new Response(null, { status, headers: common });
  return new Response(`${message}\n`, { status, headers: { ...common, "Content-Type": "text/plain; charset=utf-8" } });
}

type Dependencies = { store?: VitalsStore; spend?: RateLimit };

/**
 * Takes one page's field data (POST /api/vitals): 204 once counted; 404 when reporting is off;
 * 403 from anywhere but the site's own pages; 429 past the limit; 413 over 8 KB; 400 for
 * anything else that is not a report of a page of this site, and then nothing of it is counted.
 */
export async function receiveVitals(
  request: Request,
  context: Readonly<RouterContextProvider>,
  { store, spend = spendVitalsReport }: Dependencies = {},
): Promise<Response> {
  if (!settings().vitalsReporting) return answer(404, "This site does not collect field data.");
  if (request.method !== "POST") return answer(405, "Send field data with POST.", { Allow: "POST" });
  if (!isSameOrigin(request)) return answer(403, "Field data is taken only from this site's own pages.");
  const spent = await spend(context.get(requestFactsContext).clientAddress);
  if (!spent.allowed) {
    return answer(429, "Too many reports from your address. Wait a minute.", { "Retry-After": String(spent.retryAfter) });
  }
  if (Number(request.headers.get("Content-Length") ?? 0) > MAX_REPORT_BYTES) return tooLarge();
  let body: string;
  try {
    body = await request.text();
  } catch {
    return answer(400, "The report did not arrive whole.");
  }
  if (Buffer.byteLength(body) > MAX_REPORT_BYTES) return tooLarge();
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return answer(400, `That report is not JSON. ${FORMAT}`);
  }
  const report = vitalsReportSchema(await context.get(pageRoutePatternsContext)()).safeParse(json);
  if (!report.success) {
    return answer(400, `That report is not valid: ${problem(report.error.issues[0]!)}. ${FORMAT}`);
  }
  // The site's store is made (and its file read) only once there is something to count.
  await (store ?? vitalsStore()).record(report.data.route, report.data.metrics);
  return answer(204);
}

/** The first thing wrong with a report, in words that name a field of the format, never what was sent in it. */
function problem(issue: z.core.$ZodIssue): string {
  const where = issue.path.length ? issue.path.join(".") : "the report";
  switch (issue.code) {
    case "custom":
      return `${where} ${issue.message}`;
    case "invalid_type":
      return `${where} is missing or not a ${issue.expected}`;
    case "invalid_value":
      return `${where} is not one of ${METRIC_NAMES.join(", ")}`;
    case "unrecognized_keys":
      return `${where} has fields the format does not have`;
    case "too_small":
      return issue.origin === "array" ? `${where} is empty` : `${where} is below ${String(issue.minimum)}`;
    case "too_big":
      return issue.origin === "array" ? `${where} has more than ${String(issue.maximum)} entries` : `${where} is too large`;
    default:
      return `${where} is not as expected`;
  }
}

function tooLarge(): Response {
  return answer(413, `That is more than a report needs: at most ${MAX_REPORT_BYTES / 1024} KB.`);
}
