import { formatCount } from "~/config/money";
import { m } from "~/i18n/paraglide/messages.js";
import { DotBadge } from "~/components/ui/dot-badge";
import { Notice } from "~/components/ui/notice";
import { type DataColumn, DataTable } from "~/components/ui/data-table";
import { p75Text } from "~/field-data/field-summary";
import { readFieldData } from "~/field-data/read-field-data.server";
import { loaderMeta } from "~/seo/loader-meta";
import { pageMeta } from "~/seo/page-meta.server";
import type { Route } from "./+types/admin.site-speed";

const ratingTone = { good: "success", "needs-improvement": "warning", poor: "error" } as const;

/** The field data `npm run vitals` prints, for staff: how fast the site is for its visitors (decision 14). */
export async function loader() {
  const meta = pageMeta({ title: m.speed_title(), description: m.speed_description() });
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
      unavailable: m.speed_unavailable(),
    };
  }
}

export const meta = loaderMeta;

type VitalsRow = Awaited<ReturnType<typeof loader>>["rows"][number];

/** Each rating in the page's words (`npm run vitals` prints field-summary's English ones). */
const ratingNames = { good: m.speed_good, "needs-improvement": m.speed_needs_improvement, poor: m.speed_poor } as const;

/** The table's columns, their headers in the page's language. */
const vitalsColumns = (): DataColumn<VitalsRow>[] => [
  { header: m.speed_page_type(), namesRow: true, className: "font-mono font-normal break-all", cell: (row) => row.route },
  { header: m.speed_metric(), cell: (row) => row.metric },
  { header: m.speed_page_loads(), numeric: true, cell: (row) => row.samples },
  { header: m.speed_p75(), numeric: true, cell: (row) => row.p75 },
  { header: m.speed_rating(), cell: (row) => <DotBadge tone={ratingTone[row.rating]}>{ratingNames[row.rating]()}</DotBadge> },
];

export default function SiteSpeed({ loaderData }: Route.ComponentProps) {
  const { rows, source, problems, unavailable } = loaderData;
  return (
    <div>
      <h1 className="text-title font-bold">{m.speed_title()}</h1>
      <p className="mt-2 max-w-prose text-base-content/75">{m.speed_intro()}</p>
      {unavailable ? (
        <Notice className="mt-6">{unavailable}</Notice>
      ) : rows.length === 0 ? (
        <Notice className="mt-6">{m.speed_none()}</Notice>
      ) : (
        <DataTable
          caption={m.speed_caption()}
          label={m.speed_table_label()}
          columns={vitalsColumns()}
          rows={rows}
          rowKey={(row) => row.key}
          minWidth="narrow"
          className="mt-6"
        />
      )}
      {source ? <p className="mt-4 text-sm text-base-content/70">{m.speed_source({ source })}</p> : null}
      {problems.length > 0 ? (
        <p className="mt-2 text-sm text-base-content/70">{m.speed_left_out({ problems: problems.join("; ") })}</p>
      ) : null}
    </div>
  );
}
