import { site } from "~/config/site";
import { DotBadge } from "~/components/ui/dot-badge";
import { Notice } from "~/components/ui/notice";
import { ScrollRegion } from "~/components/ui/scroll-region";
import { p75Text, ratingWords } from "~/field-data/field-summary";
import { readFieldData } from "~/field-data/read-field-data.server";
import { loaderMeta } from "~/seo/loader-meta";
import { pageMeta } from "~/seo/page-meta.server";
import type { Route } from "./+types/admin.site-speed";

const ratingTone = { good: "success", "needs-improvement": "warning", poor: "error" } as const;

/** The field data `npm run vitals` prints, for staff: how fast the site is for its visitors (decision 14). */
export async function loader() {
  const meta = pageMeta({ title: "Site speed", description: "Core Web Vitals from visitors' browsers." });
  try {
    const { source, rows, problems } = await readFieldData();
    return {
      meta,
      source,
      problems,
      unavailable: null,
      rows: rows.map((row) => ({
        key: `${row.route} ${row.metric}`,
        route: row.route,
        metric: row.metric,
        samples: row.samples.toLocaleString(site.locale),
        p75: p75Text(row),
        rating: row.rating,
      })),
    };
  } catch (error) {
    console.error(`The site speed panel could not read the field data: ${error instanceof Error ? error.message : String(error)}`);
    return {
      meta,
      source: "",
      problems: [],
      rows: [],
      unavailable: "The field data could not be read just now (its store did not answer). Try again in a minute.",
    };
  }
}

export const meta = loaderMeta;

export default function SiteSpeed({ loaderData }: Route.ComponentProps) {
  const { rows, source, problems, unavailable } = loaderData;
  return (
    <div>
      <h1 className="text-title font-bold">Site speed</h1>
      <p className="mt-2 max-w-prose text-base-content/75">
        How fast pages are for real visitors: the 75th percentile of each page type's Core Web Vitals, as their browsers reported them,
        rated by Google's published thresholds. Largest Contentful Paint (LCP), Interaction to Next Paint (INP) and Cumulative Layout Shift
        (CLS) are the three that count for search.
      </p>
      {unavailable ? (
        <Notice className="mt-6">{unavailable}</Notice>
      ) : rows.length === 0 ? (
        <Notice className="mt-6">
          No field data yet. Pages report their Core Web Vitals as visitors leave them, while VITALS_REPORTING is on (the default in
          production).
        </Notice>
      ) : (
        <ScrollRegion label="Core Web Vitals by page type" className="mt-6 rounded-box border border-base-300">
          <table className="w-full min-w-[32rem] text-left text-sm">
            <caption className="sr-only">Core Web Vitals by page type, 75th percentile</caption>
            <thead className="bg-base-200">
              <tr>
                <th scope="col" className="p-3">
                  Page type
                </th>
                <th scope="col" className="p-3">
                  Metric
                </th>
                <th scope="col" className="p-3 text-right">
                  Page loads
                </th>
                <th scope="col" className="p-3 text-right">
                  75th percentile
                </th>
                <th scope="col" className="p-3">
                  Rating
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-base-300">
              {rows.map((row) => (
                <tr key={row.key}>
                  <th scope="row" className="p-3 font-mono font-normal break-all">
                    {row.route}
                  </th>
                  <td className="p-3">{row.metric}</td>
                  <td className="p-3 text-right tabular-nums">{row.samples}</td>
                  <td className="p-3 text-right tabular-nums">{row.p75}</td>
                  <td className="p-3">
                    <DotBadge tone={ratingTone[row.rating]}>{ratingWords[row.rating]}</DotBadge>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
      {source ? <p className="mt-4 text-sm text-base-content/70">Read from {source}.</p> : null}
      {problems.length > 0 ? (
        <p className="mt-2 text-sm text-base-content/70">Left out, as they could not be read: {problems.join("; ")}</p>
      ) : null}
    </div>
  );
}
