import { inject } from "vitest";
import { rereadSettings } from "~/platform/settings.server";
// @ts-expect-error: a plain JavaScript module shared with npm start
import { answers } from "../../scripts/auth-emulator.mjs";

export type UnitAuthEmulator = { readonly origin: string; readonly projectId: string };

/**
 * The unit run's real Firebase Auth emulator, never a mock (tests/setup/auth-emulator-for-run.ts
 * starts it once a run, on free ports apart from `npm start`'s and the browser tests'). Files
 * share its one project, as the API-key calls the tests make as a browser land in the
 * emulator's default project: each file works on accounts of its own, and removes only those.
 *
 * Call at the top of the file: the server code reads FIREBASE_AUTH_EMULATOR_HOST on first use,
 * which is inside a test.
 */
export function withAuthEmulator(): UnitAuthEmulator {
  const { host, projectId } = inject("authEmulator");
  beforeAll(async () => {
    // It starts in the background while the first files run: wait until it answers.
    const deadline = Date.now() + 90_000;
    while (!(await answers(`http://${host}/`))) {
      if (Date.now() > deadline) throw new Error(`The unit run's auth emulator did not answer on ${host} within 90 s: see the run's log.`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    process.env.FIREBASE_AUTH_EMULATOR_HOST = host;
    process.env.FIREBASE_PROJECT_ID = projectId;
    rereadSettings();
  }, 100_000);
  return { origin: `http://${host}`, projectId };
}
