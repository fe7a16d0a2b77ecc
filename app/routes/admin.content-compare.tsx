import { data } from "react-router";
import { z } from "zod";
import { uuidParam } from "~/platform/uuid-param.server";
import { BackLink } from "~/components/page/back-link";
import { type DataColumn, DataTable } from "~/components/ui/data-table";
import { staffTime } from "~/config/staff-time";
import { contentRecord, versionComparison } from "~/content-store/content-record.server";
import { versionAuthor } from "~/content-store/version-author";
import type { ComparedLine, MarkedPart } from "~/content-store/version-differences.server";
import { database } from "~/database/database.server";
import { loaderMeta } from "~/seo/loader-meta";
import { pageMeta } from "~/seo/page-meta.server";
import { VersionPicker } from "~/staff/version-picker";
import compareStyles from "~/staff/version-compare.css?url";
import type { Route } from "./+types/admin.content-compare";
import { localizedPath } from "~/i18n/locale";
import { m } from "~/i18n/paraglide/messages.js";

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
      title: m.studio_compare_title({ from, to, title: comparison.title }),
      description: m.studio_compare_description(),
    }),
  };
}

export const meta = loaderMeta;

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: compareStyles }];

type FieldChange = { field: string; label: string; before: string; after: string; marks: { before: MarkedPart[]; after: MarkedPart[] } };

/** A text with its changed words marked: `<mark>` inside a line already marked added or removed, else `Mark` itself. */
function MarkedWords({ parts, Mark = "mark" }: { parts: MarkedPart[]; Mark?: "mark" | "ins" | "del" }) {
  return parts.map((part, index) => (part.changed ? <Mark key={index}>{part.text}</Mark> : part.text));
}

function LineComparison({ label, lines, from, to }: { label: string; lines: ComparedLine[]; from: number; to: number }) {
  return (
    <section aria-label={m.studio_line_by_line({ field: label })} className="word-marks rounded-box border border-base-300 bg-base-100">
      <h3 className="border-b border-base-300 px-4 py-2 font-semibold break-words">{label}</h3>
      {/* A browser's own marks: a removed line struck through, an added one underlined. */}
      <ol className="overflow-x-auto px-4 py-2 font-mono text-sm">
        {lines.map((line, index) =>
          line.change === "skipped" ? (
            <li key={index} className="py-1 text-base-content/70">
              {m.studio_unchanged_lines({ count: line.count })}
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
                  <span className="sr-only">{m.studio_only_in({ version: to })} </span>
                  {line.parts ? <MarkedWords parts={line.parts} /> : line.text}
                </ins>
              ) : line.change === "removed" ? (
                <del>
                  <span className="sr-only">{m.studio_only_in({ version: from })} </span>
                  {line.parts ? <MarkedWords parts={line.parts} /> : line.text}
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
  const fieldChanges = changes.filter((change) => change.lines === null);
  const lineChanges = changes.filter((change) => change.lines !== null);
  const columns: DataColumn<FieldChange>[] = [
    { header: m.studio_languages_field(), namesRow: true, cell: (change) => change.label, className: "font-semibold break-words" },
    {
      header: m.studio_version({ version: before.number }),
      cell: (change) => <MarkedWords parts={change.marks.before} Mark="del" />,
      className: "whitespace-pre-wrap",
    },
    {
      header: m.studio_version({ version: after.number }),
      cell: (change) => <MarkedWords parts={change.marks.after} Mark="ins" />,
      className: "whitespace-pre-wrap",
    },
  ];
  return (
    <article>
      <BackLink to={localizedPath(`/admin/content/${id}`)}>{title}</BackLink>
      <h1 className="mt-4 text-title font-bold break-words">{m.studio_versions({ from: before.number, to: after.number })}</h1>
      <ul className="mt-2 space-y-1 text-base-content/75">
        {[before, after].map((version) => (
          <li key={version.number}>
            {m.studio_version({ version: version.number })}: <time>{version.createdAt}</time>,{" "}
            <span className="break-words">{versionAuthor(version.createdBy)}</span>
          </li>
        ))}
      </ul>
      <div className="mt-6">
        <VersionPicker documentId={id} versions={versions} from={before.number} to={after.number} />
      </div>
      <section aria-labelledby="differences" className="mt-10 space-y-6">
        <h2 id="differences" className="text-lg font-bold">
          {changes.length === 0 ? m.studio_no_field_differs() : m.studio_fields_differ({ count: changes.length })}
        </h2>
        {changes.length === 0 ? <p>{m.studio_same_words()}</p> : null}
        {fieldChanges.length > 0 ? (
          <DataTable
            className="word-marks"
            caption={m.studio_differ_caption({ from: before.number, to: after.number })}
            columns={columns}
            rows={fieldChanges}
            rowKey={(change) => change.field}
            minWidth="narrow"
            alignTop
          />
        ) : null}
        {lineChanges.map((change) => (
          <LineComparison key={change.field} label={change.label} lines={change.lines!} from={before.number} to={after.number} />
        ))}
      </section>
    </article>
  );
}
