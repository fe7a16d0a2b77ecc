import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { makeDatabaseTemplate } from "~tests/support/database-template";

/**
 * The embedded databases the data-layer tests start from a copy of, made once a run: `empty`
 * for the tests of a migration on rows stored before it, `migrated` for the rest.
 */
export type DatabaseTemplates = { empty: string; migrated: string };

declare module "vitest" {
  export interface ProvidedContext {
    databaseTemplates: DatabaseTemplates;
  }
}

export default async function makeDatabaseTemplates(project: TestProject) {
  const folder = mkdtempSync(path.join(tmpdir(), "brightline-db-templates-"));
  const templates: DatabaseTemplates = { empty: path.join(folder, "empty"), migrated: path.join(folder, "migrated") };
  // Side by side: each is one process, and the machine has two cores.
  await Promise.all([
    makeDatabaseTemplate(templates.empty, { migrated: false }),
    makeDatabaseTemplate(templates.migrated, { migrated: true }),
  ]);
  project.provide("databaseTemplates", templates);
  return () => rmSync(folder, { recursive: true, force: true });
}
