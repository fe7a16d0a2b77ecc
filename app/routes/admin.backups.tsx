import { DatabaseBackup } from "lucide-react";
import { data, Form, useNavigation } from "react-router";
import { readableSize } from "~/backups/archive-files.server";
import { backupAge } from "~/backups/backup-age";
import { backupWarning, siteBackupStanding } from "~/backups/backup-standing.server";
import { BackupWarning } from "~/backups/backup-warning";
import { BackupUnderWayError, backUpSite } from "~/backups/site-backup.server";
import { FormMessage } from "~/components/forms/form-message";
import { Button } from "~/components/ui/button";
import { type DataColumn, DataTable } from "~/components/ui/data-table";
import { Notice } from "~/components/ui/notice";
import { Surface } from "~/components/ui/surface";
import { staffTime } from "~/config/staff-time";
import { DatabaseUnavailableError } from "~/database/database.server";
import { m } from "~/i18n/paraglide/messages.js";
import { postedForm, refusedFormMessage } from "~/platform/posted-form.server";
import { settings } from "~/platform/settings.server";
import { loaderMeta } from "~/seo/loader-meta";
import { pageMeta } from "~/seo/page-meta.server";
import type { Route } from "./+types/admin.backups";

/** The kept backups, the schedule, and a backup taken now (issue 67, decision 70). */
export function loader() {
  const { directory, everyHours, keep } = settings().backups;
  // One look at the folder: the list, the last one's age and the warning.
  const standing = siteBackupStanding();
  const { last, ageHours } = standing;
  return {
    folder: directory,
    schedule: everyHours > 0 ? m.backups_schedule_on({ hours: everyHours, keep }) : m.backups_schedule_off(),
    last: last && ageHours !== undefined ? m.backups_last({ age: backupAge(ageHours), at: staffTime(last.takenAt) }) : undefined,
    warning: backupWarning(standing),
    rows: standing.kept.map((backup) => ({ name: backup.name, taken: staffTime(backup.takenAt), size: readableSize(backup.bytes) })),
    meta: pageMeta({ title: m.backups_page_title(), description: m.backups_page_description() }),
  };
}

export const meta = loaderMeta;

type ActionAnswer = { done?: string; error?: string };

export async function action({ request }: Route.ActionArgs) {
  const posted = await postedForm(request);
  if (!posted.ok) return data<ActionAnswer>({ error: refusedFormMessage(posted.problem) }, { status: 400 });
  const current = settings();
  if (current.database.kind !== "server") throw new DatabaseUnavailableError("No database is running.");
  try {
    const backup = await backUpSite(current, current.database.url);
    return data<ActionAnswer>({
      done: m.backups_taken({
        name: backup.file.split("/").at(-1)!,
        rows: backup.rows,
        size: readableSize(backup.bytes),
        seconds: backup.seconds.toFixed(1),
      }),
    });
  } catch (error) {
    if (error instanceof BackupUnderWayError) return data<ActionAnswer>({ error: m.backups_under_way() }, { status: 409 });
    console.error("A backup taken from the staff page failed:", error);
    return data<ActionAnswer>(
      { error: m.backups_failed({ reason: error instanceof Error ? error.message : String(error) }) },
      { status: 503 },
    );
  }
}

type Row = Route.ComponentProps["loaderData"]["rows"][number];

export default function StaffBackups({ loaderData, actionData }: Route.ComponentProps) {
  const { rows, folder } = loaderData;
  const answer = actionData as ActionAnswer | undefined;
  const busy = useNavigation().state === "submitting";
  const columns: DataColumn<Row>[] = [
    {
      header: m.backups_column_archive(),
      namesRow: true,
      className: "font-mono break-all",
      cell: (row) => (
        <a href={`/admin/backups/${row.name}`} download className="font-semibold text-primary underline underline-offset-2">
          {row.name}
        </a>
      ),
    },
    { header: m.backups_column_taken(), className: "whitespace-nowrap", cell: (row) => row.taken },
    { header: m.backups_column_size(), numeric: true, cell: (row) => row.size },
  ];
  return (
    <div>
      <h1 className="flex items-center gap-2 text-title font-bold">
        <DatabaseBackup aria-hidden="true" className="size-6" />
        {m.backups_heading()}
      </h1>
      <p className="mt-1 max-w-prose text-base-content/75">{m.backups_intro()}</p>
      <div className="mt-4 max-w-3xl has-[p]:mt-4">
        <BackupWarning text={loaderData.warning} linked={false} />
      </div>
      <Surface raised className="mt-6 max-w-3xl space-y-3">
        <p>{loaderData.schedule}</p>
        {loaderData.last ? <p>{loaderData.last}</p> : null}
        <details>
          <summary className="btn cursor-pointer rounded-full btn-primary">{m.backups_take()}</summary>
          <Form noValidate method="post" className="mt-3 space-y-3">
            <p className="max-w-prose text-base-content/75">{m.backups_take_explained()}</p>
            <Button type="submit" busy={busy}>
              {m.backups_take_confirm()}
            </Button>
          </Form>
        </details>
        <div className="has-[p]:mt-4">
          <FormMessage tone={answer?.error ? "error" : "success"}>{answer?.error ?? answer?.done}</FormMessage>
        </div>
      </Surface>
      {rows.length === 0 ? (
        <Notice className="mt-8">{m.backups_none()}</Notice>
      ) : (
        <DataTable
          caption={m.backups_caption({ folder })}
          columns={columns}
          rows={rows}
          rowKey={(row) => row.name}
          minWidth="narrow"
          className="mt-8"
        />
      )}
      <p className="mt-6 max-w-prose text-base-content/75">{m.backups_restore_hint()}</p>
    </div>
  );
}
