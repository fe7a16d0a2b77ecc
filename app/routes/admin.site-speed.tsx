import { formatCount } from "~/config/money";
import { DotBadge } from "~/components/ui/dot-badge";
import { Notice } from "~/components/ui/notice";
import { type DataColumn, DataTable } from "~/components/ui/data-table";
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
        samples: formatCount(row.samples),
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

type VitalsRow = Awaited<ReturnType<typeof loader>>["rows"][number];

const vitalsColumns: DataColumn<VitalsRow>[] = [
  { header: "Page type", namesRow: true, className: "font-mono font-normal break-all", cell: (row) => row.route },
  { header: "Metric", cell: (row) => row.metric },
  { header: "Page loads", numeric: true, cell: (row) => row.samples },
  { header: "75th percentile", numeric: true, cell: (row) => row.p75 },
  { header: "Rating", cell: (row) => <DotBadge tone={ratingTone[row.rating]}>{ratingWords[row.rating]}</DotBadge> },
];

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
        <DataTable
          caption="Core Web Vitals by page type, 75th percentile"
          label="Core Web Vitals by page type"
          columns={vitalsColumns}
          rows={rows}
          rowKey={(row) => row.key}
          minWidth="narrow"
          className="mt-6"
        />
      )}
      {source ? <p className="mt-4 text-sm text-base-content/70">Read from {source}.</p> : null}
      {problems.length > 0 ? (
        <p className="mt-2 text-sm text-base-content/70">Left out, as they could not be read: {problems.join("; ")}</p>
      ) : null}
    </div>
  );
}
