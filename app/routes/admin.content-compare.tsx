import { data } from "react-router";
import { z } from "zod";
import { uuidParam } from "~/.server/uuid-param";
import { BackLink } from "~/components/page/back-link";
import { type DataColumn, DataTable } from "~/components/ui/data-table";
import { staffTime } from "~/config/staff-time";
import { contentRecord, versionComparison } from "~/content-store/content-record.server";
import type { ComparedLine } from "~/content-store/version-differences.server";
import { database } from "~/database/database.server";
import { loaderMeta } from "~/seo/loader-meta";
import { pageMeta } from "~/seo/page-meta.server";
import { VersionPicker } from "~/staff/version-picker";
import type { Route } from "./+types/admin.content-compare";

const versionNumber = z.coerce.number().int().min(1).max(1_000_000).optional();
const pairSchema = z.object({ from: versionNumber, to: versionNumber });

export async function loader({ params, request }: Route.LoaderArgs) {
  const id = uuidParam(params.id);
  const asked = new URL(request.url).searchParams;
  // A version left unchosen is the newest, and the one before it.
  const pair = pairSchema.safeParse({ from: asked.get("from") || undefined, to: asked.get("to") || undefined });
  // An address no form makes (a version that is not a number) is a page that is not there.
  if (!pair.success) throw data(null, { status: 404 });
  const db = await database();
  const record = await contentRecord(db, id);
  if (!record) throw data(null, { status: 404 });
  const to = pair.data.to ?? record.latestVersion;
  const from = pair.data.from ?? Math.max(1, to - 1);
  const comparison = await versionComparison(db, id, from, to);
  if (!comparison) throw data(null, { status: 404 });
  const saved = (version: typeof comparison.before) => ({ ...version, createdAt: staffTime(version.createdAt) });
  return {
    ...comparison,
    before: saved(comparison.before),
    after: saved(comparison.after),
    versions: record.versions.map((version) => version.number),
    meta: pageMeta({
      title: `Versions ${from} and ${to} of ${comparison.title}: Content`,
      description: "Where two versions of a document differ.",
    }),
  };
}

export const meta = loaderMeta;

type FieldChange = { field: string; before: string; after: string };

function LineComparison({ field, lines, from, to }: { field: string; lines: ComparedLine[]; from: number; to: number }) {
  return (
    <section aria-label={`${field}, line by line`} className="rounded-box border border-base-300 bg-base-100">
      <h3 className="border-b border-base-300 px-4 py-2 font-mono text-sm font-semibold break-all">{field}</h3>
      {/* A browser's own marks: a removed line struck through, an added one underlined. */}
      <ol className="overflow-x-auto px-4 py-2 font-mono text-sm">
        {lines.map((line, index) =>
          line.change === "skipped" ? (
            <li key={index} className="py-1 text-base-content/70">
              {line.count} unchanged lines
            </li>
          ) : (
            <li key={index} className="whitespace-pre-wrap">
              <span
                aria-hidden="true"
                className={`font-bold ${line.change === "added" ? "text-success" : line.change === "removed" ? "text-error" : ""}`}
              >
                {line.change === "added" ? "+ " : line.change === "removed" ? "− " : "  "}
              </span>
              {line.change === "added" ? (
                <ins>
                  <span className="sr-only">Only in version {to}: </span>
                  {line.text}
                </ins>
              ) : line.change === "removed" ? (
                <del>
                  <span className="sr-only">Only in version {from}: </span>
                  {line.text}
                </del>
              ) : (
                line.text
              )}
            </li>
          ),
        )}
      </ol>
    </section>
  );
}

export default function CompareVersions({ loaderData }: Route.ComponentProps) {
  const { id, title, before, after, changes, versions } = loaderData;
  const fieldChanges = changes.filter((change): change is FieldChange & { lines: null } => change.lines === null);
  const lineChanges = changes.filter((change) => change.lines !== null);
  const columns: DataColumn<FieldChange>[] = [
    { header: "Field", namesRow: true, cell: (change) => change.field, className: "font-mono text-xs break-all" },
    { header: `Version ${before.number}`, cell: (change) => change.before, className: "whitespace-pre-wrap" },
    { header: `Version ${after.number}`, cell: (change) => change.after, className: "whitespace-pre-wrap" },
  ];
  return (
    <article>
      <BackLink to={`/admin/content/${id}`}>{title}</BackLink>
      <h1 className="mt-4 text-title font-bold break-words">
        Versions {before.number} and {after.number}
      </h1>
      <ul className="mt-2 space-y-1 text-base-content/75">
        {[before, after].map((version) => (
          <li key={version.number}>
            Version {version.number}: <time>{version.createdAt}</time>, by <span className="break-all">{version.createdBy}</span>
          </li>
        ))}
      </ul>
      <div className="mt-6">
        <VersionPicker documentId={id} versions={versions} from={before.number} to={after.number} />
      </div>
      <section aria-labelledby="differences" className="mt-10 space-y-6">
        <h2 id="differences" className="text-lg font-bold">
          {changes.length === 0 ? "No field differs" : `${changes.length} ${changes.length === 1 ? "field differs" : "fields differ"}`}
        </h2>
        {changes.length === 0 ? <p>The two versions hold the same words.</p> : null}
        {fieldChanges.length > 0 ? (
          <DataTable
            caption={`Fields where versions ${before.number} and ${after.number} differ`}
            columns={columns}
            rows={fieldChanges}
            rowKey={(change) => change.field}
            minWidth="narrow"
            alignTop
          />
        ) : null}
        {lineChanges.map((change) => (
          <LineComparison key={change.field} field={change.field} lines={change.lines!} from={before.number} to={after.number} />
        ))}
      </section>
    </article>
  );
}
