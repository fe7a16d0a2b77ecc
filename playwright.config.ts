import { availableParallelism } from "node:os";
import { defineConfig, devices } from "@playwright/test";
// @ts-expect-error: a plain JavaScript module, run before anything is built
import { SITE_START_COMMAND } from "./scripts/site-node-flags.mjs";
import { TEST_FORM_SECRET } from "~tests/support/test-form-secret";
import { SITE_DATA_PREFIX } from "~tests/e2e/support/site-data";

const port = Number(process.env.E2E_PORT ?? 4317);
export const baseURL = `http://127.0.0.1:${port}`;
export const authEmulator = { port: Number(process.env.E2E_AUTH_EMULATOR_PORT ?? 9399), projectId: "demo-brightline" };

/**
 * The test server's own folder (its embedded database, its field data), never the checkout's
 * data/. Set for the tests' own processes too: the field-data test reads what the server wrote.
 * A new one each run, named by the run's process (the test workers load this file again and
 * inherit the variable): a run stopped halfway left its cohorts to the next, whose tests then
 * found course dates they had not made (issue 63). global-setup.ts removes those of runs that ended.
 */
const dataDirectory = (process.env.E2E_DATA_DIR ??= `${SITE_DATA_PREFIX}${process.pid}`);
process.env.DATA_DIR = dataDirectory;

export default defineConfig({
  testDir: "tests/e2e",
  globalSetup: "./tests/e2e/support/global-setup.ts",
  fullyParallel: true,
  // One worker more than cores, as the unit tests have: a worker waits on the sites, databases and
  // auth emulators its tests start, and a third fills that time on 2 cores (367.6 and 375.6 s
  // against 397.6 and 402.1 on an Intel machine; on a busier AMD one, no slower, issue 63).
  workers: availableParallelism() + 1,
  retries: process.env.CI ? 1 : 0,
  // The digest last: a log kept only by its tail still says what failed and why.
  reporter: [["list"], ["./tests/e2e/support/timing-reporter.ts"], ["./tests/e2e/support/failure-digest-reporter.ts"]],
  timeout: 30_000,
  // A web-first expectation waits for its condition and returns as soon as it holds, so its
  // limit costs a passing test nothing; it only bounds how long a broken one takes to say so.
  // Playwright's 5 s ran out under a load of 10 on 2 cores, a passkey sign-in's round trips still
  // under way, on code that passed alone (issue 63).
  expect: { timeout: 15_000 },
  use: {
    baseURL,
    // Recording a trace slows every test; record one only when a failed test is tried again.
    trace: "on-first-retry",
    launchOptions: {
      // Debian's headless shell, the headless-only build Playwright itself runs by default: the
      // full browser's UI layer and GPU process cost the suite a third of its time (issue 38).
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell",
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  webServer: {
    // The production build, served as `npm start` serves it, with the error drill route on.
    command: SITE_START_COMMAND,
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    // SIGTERM, as a process manager would: the server finishes its requests and stops the
    // auth emulator it started. (The default, SIGKILL, leaves no time for either.)
    gracefulShutdown: { signal: "SIGTERM", timeout: 15_000 },
    timeout: 120_000,
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      NODE_ENV: "production",
      ERROR_DRILL: "1",
      SESSION_RATE_LIMIT: "1000",
      // Every page a test leaves reports its field data, all from 127.0.0.1.
      VITALS_RATE_LIMIT: "10000",
      CONTACT_RATE_LIMIT: "10000",
      // The secret the tests sign their contact forms with (tests/support/contact-form-post.ts).
      FORM_SECRETS: TEST_FORM_SECRET,
      // A database of the run's own, created on start, never the checkout's data/.
      DATA_DIR: dataDirectory,
      DATABASE_URL: "",
      // Mail as files in DATA_DIR/mail, which the tests read, never through a real server.
      SMTP_URL: "",
      // The browser tests' own auth emulator, on ports apart from `npm start`'s.
      AUTH_EMULATOR_PORT: String(authEmulator.port),
      AUTH_EMULATOR_HUB_PORT: process.env.E2E_AUTH_EMULATOR_HUB_PORT ?? "4409",
      AUTH_EMULATOR_LOGGING_PORT: process.env.E2E_AUTH_EMULATOR_LOGGING_PORT ?? "4509",
      FIREBASE_PROJECT_ID: authEmulator.projectId,
      // Always the emulator, even on a machine configured for a real Firebase project.
      FIREBASE_API_KEY: "",
      FIREBASE_AUTH_EMULATOR_HOST: "",
    },
  },
});
