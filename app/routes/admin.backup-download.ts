import { createReadStream } from "node:fs";
import { Readable } from "node:stream";
import { data } from "react-router";
import { keptBackup } from "~/backups/kept-backups.server";
import { settings } from "~/platform/settings.server";
import type { Route } from "./+types/admin.backup-download";

/** One kept archive, downloaded by staff from the backups page; any other name is a 404. */
export function loader({ params }: Route.LoaderArgs) {
  const backup = keptBackup(settings().backups.directory, params.name);
  if (!backup) throw data(null, { status: 404 });
  return new Response(Readable.toWeb(createReadStream(backup.file)) as ReadableStream, {
    headers: {
      "Content-Type": "application/x-tar",
      "Content-Length": String(backup.bytes),
      "Content-Disposition": `attachment; filename="${backup.name}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
