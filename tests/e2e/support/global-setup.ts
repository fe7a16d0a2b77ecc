import { rmSync } from "node:fs";
import { makeDatabaseTemplate } from "~tests/support/database-template";
import { DATABASE_TEMPLATE } from "./child-processes";
import { removeEndedRunsData } from "./site-data";

/**
 * Before the browser tests: the embedded database, migrated and holding the repository's
 * content, that each site instance a test starts copies rather than creates (issue 38). Made
 * anew each run: the migrations and the content may change.
 */
export default async function globalSetup() {
  removeEndedRunsData();
  rmSync(DATABASE_TEMPLATE, { recursive: true, force: true });
  await makeDatabaseTemplate(DATABASE_TEMPLATE, { migrated: true, content: true });
}
