// Where `npm run backup`, `npm run restore` and `npm run move-to-postgres` find the site's
// database: DATABASE_URL's server, or the embedded one in DATA_DIR/db, read through the running
// site's database process when the site serves (it writes its port beside the folder), and
// started here, for the command alone, when the site is stopped.
import { existsSync, readFileSync } from "node:fs";
import type { Database } from "../app/platform/settings.server";
// @ts-expect-error: plain JavaScript, shared with `npm start`
import { folderHolder as holderOf, startEmbeddedDatabase } from "./embedded-database.mjs";

/** The process that holds the embedded database's folder, if one lives (the running site's database process). */
export const folderHolder: (directory: string) => number | undefined = holderOf;

export type OpenDatabase = { url: string; running: boolean; stop: () => Promise<void> };

/** The site's database, reachable at `url`; `running`: the site holds it and goes on serving while the command reads. */
export async function openSiteDatabase(database: Database): Promise<OpenDatabase> {
  if (database.kind === "server") return { url: database.url, running: false, stop: async () => {} };
  const { directory } = database;
  if (folderHolder(directory) && existsSync(`${directory}.port`)) {
    const port = Number(readFileSync(`${directory}.port`, "utf8"));
    return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, running: true, stop: async () => {} };
  }
  const started = await startEmbeddedDatabase({ directory, quiet: true });
  return { url: started.url, running: false, stop: started.stop };
}
