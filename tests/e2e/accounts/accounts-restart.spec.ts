import { statSync } from "node:fs";
import path from "node:path";
import { keptEmail } from "../support/auth-emulator";
import { admin } from "../support/staff";
import { expect, test } from "../support/fixtures";
import { expectSignedInBar, submitLogin, submitRegistration } from "../support/account-ui";
import { reservePorts } from "../support/behind-nginx";
import { ownDataDirectory, removeWhenFree, type SiteInstance, startSiteInstance, stopChild } from "../support/child-processes";

/*
 * `npm start` on the embedded default: the site starts its own auth emulator, which keeps its
 * accounts in DATA_DIR/auth (imported at the start, written every AUTH_EMULATOR_EXPORT_SECONDS
 * and at a clean stop). A person who registered, and a staff grant, are still there after a
 * restart; after a kill -9, what was written since the last export at most is lost. The tests
 * export every 2 s rather than 30, so as not to wait for it.
 */

const PROJECT = "demo-brightline";
const EXPORT_SECONDS = 2;

test.describe("accounts on the site's own emulator", () => {
  // Each test starts the site and its own emulator twice, beside a busy suite.
  test.describe.configure({ mode: "serial", timeout: 420_000 });

  const dataDirectory = ownDataDirectory();
  let instance: SiteInstance | undefined;
  let emulatorPort = 0;
  const person = { displayName: "Rosalind Restart", email: keptEmail("restart"), password: "correct-horse-9" };

  /** The site with its own emulator, on ports of its own, on the one data folder. */
  async function startSite() {
    const { ports, release } = await reservePorts(undefined, undefined, undefined, undefined);
    await release();
    emulatorPort = ports[1]!;
    instance = await startSiteInstance(
      {
        NODE_ENV: "production",
        PORT: String(ports[0]),
        AUTH_EMULATOR_PORT: String(ports[1]),
        AUTH_EMULATOR_HUB_PORT: String(ports[2]),
        AUTH_EMULATOR_LOGGING_PORT: String(ports[3]),
        AUTH_EMULATOR_EXPORT_SECONDS: String(EXPORT_SECONDS),
      },
      { dataDirectory, ownProcessGroup: true, readyWithinMs: 150_000 },
    );
    return `http://127.0.0.1:${instance.port}`;
  }

  test.afterAll(async () => {
    await stopChild(instance?.process);
    removeWhenFree(dataDirectory);
  });

  test("keeps a registered person and a staff grant across a restart", async ({ page }) => {
    let origin = await startSite();
    await page.goto(`${origin}/register`);
    await submitRegistration(page, person);
    await expectSignedInBar(page, person.displayName);
    await admin("grant", person.email, {
      FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${emulatorPort}`,
      FIREBASE_PROJECT_ID: PROJECT,
      DATA_DIR: dataDirectory,
    });

    // A clean stop writes the accounts last. SIGTERM to the whole group, as Ctrl-C and systemd
    // signal every process at once: the emulator writes its own export as it exits.
    const exited = new Promise((resolve) => instance!.process.once("exit", resolve));
    process.kill(-instance!.process.pid!, "SIGTERM");
    await exited;
    origin = await startSite();
    expect(instance!.output()).toContain("imported from there");
    await page.goto(`${origin}/login`);
    await submitLogin(page, person.email, person.password);
    await expectSignedInBar(page, person.displayName);
    await page.goto(`${origin}/admin`);
    await expect(page.getByRole("navigation", { name: "Staff" })).toBeVisible();
  });

  test("after a kill -9, keeps what its last export wrote", async ({ page }) => {
    const origin = instance ? `http://127.0.0.1:${instance.port}` : await startSite();
    const late = { displayName: "Kim Killed", email: keptEmail("killed"), password: "correct-horse-9" };
    await page.goto(`${origin}/register`);
    await submitRegistration(page, late);
    await expectSignedInBar(page, late.displayName);
    // The next write, at most EXPORT_SECONDS away.
    const registered = Date.now();
    const kept = path.join(dataDirectory, "auth", "firebase-export-metadata.json");
    await expect
      .poll(() => statSync(kept, { throwIfNoEntry: false })?.mtimeMs ?? 0, { timeout: 30_000, intervals: [250] })
      .toBeGreaterThan(registered);
    process.kill(-instance!.process.pid!, "SIGKILL");
    await new Promise((resolve) => instance!.process.once("exit", resolve));

    const again = await startSite();
    await page.goto(`${again}/login`);
    await submitLogin(page, late.email, late.password);
    await expectSignedInBar(page, late.displayName);
  });
});
