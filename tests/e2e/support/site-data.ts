import { readdirSync, rmSync } from "node:fs";
import path from "node:path";
// @ts-expect-error: plain JavaScript, shared with `npm start`
import { isRunning } from "../../../scripts/embedded-database.mjs";

/** Where each run's test server keeps its data: this, then the run's process id (playwright.config.ts). */
export const SITE_DATA_PREFIX = ".e2e-data/site-";

/** Removes the data folders of runs whose process has ended, and the one folder all runs shared before issue 63. */
export function removeEndedRunsData() {
  const folder = path.dirname(SITE_DATA_PREFIX);
  const prefix = path.basename(SITE_DATA_PREFIX);
  let entries: string[];
  try {
    entries = readdirSync(folder);
  } catch {
    return;
  }
  for (const entry of entries) {
    const pid = entry.startsWith(prefix) ? Number(entry.slice(prefix.length)) : NaN;
    if (entry === "site" || (Number.isInteger(pid) && !(isRunning(pid) as boolean)))
      rmSync(path.join(folder, entry), { recursive: true, force: true });
  }
}
