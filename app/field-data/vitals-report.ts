import { z } from "zod";
import { METRIC_NAMES, METRICS } from "./metrics";

/** The most metrics one beacon carries: a page reports five, and each once. */
export const MAX_METRICS_PER_REPORT = 20;

const metric = z
  .strictObject({ name: z.enum(METRIC_NAMES), value: z.number().min(0) })
  .refine(({ name, value }) => value <= METRICS[name].max, { message: "is larger than any real measurement", path: ["value"] });

/**
 * What a page sends to /api/vitals: the route pattern it was loaded for (such as /blog/:slug),
 * which must be one of `routes`, and what web-vitals measured there.
 */
export function vitalsReportSchema(routes: ReadonlySet<string>) {
  return z.strictObject({
    route: z.string().refine((route) => routes.has(route), "is not a page of this site"),
    metrics: z.array(metric).min(1).max(MAX_METRICS_PER_REPORT),
  });
}

export type VitalsReport = z.infer<ReturnType<typeof vitalsReportSchema>>;

/**
 * What a page needs to report its field data: the route it is recorded under, and the address
 * of the reporter module (app/field-data/report-vitals.client.ts, built on its own).
 */
export type PageVitals = { route: string; reporter: string };
