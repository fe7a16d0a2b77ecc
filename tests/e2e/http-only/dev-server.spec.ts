import { spawn } from "node:child_process";
import { authEmulator } from "../../../playwright.config";
import { expect, test } from "../support/fixtures";
import { ownDataDirectory, removeWhenFree } from "../support/child-processes";

// A file of its own, named to run early: the dev server's first compile is the suite's longest
// test, and run last it left one worker alone at the end of the run.
test.describe("npm run dev", () => {
  test("serves through the same Express app as production: request ids, health check, pages", async ({ request }) => {
    // Vite's first bundling of the dependencies took over 90 s on a busy 2-core machine.
    test.setTimeout(180_000);
    // Free, picked by npm test (scripts/test.mjs); fixed when the suite is run by hand.
    const port = Number(process.env.E2E_DEV_PORT ?? 4391);
    const dataDirectory = ownDataDirectory();
    const dev = spawn(process.execPath, ["scripts/dev.mjs"], {
      env: {
        PATH: process.env.PATH,
        DATA_DIR: dataDirectory,
        PORT: String(port),
        // The suite's emulator: the test is of the dev server, and starting another costs seconds.
        FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${authEmulator.port}`,
        FIREBASE_PROJECT_ID: authEmulator.projectId,
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    dev.once("exit", () => removeWhenFree(dataDirectory));
    let output = "";
    dev.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    dev.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    try {
      await expect.poll(() => output, { timeout: 150_000 }).toContain(`serving on http://127.0.0.1:${port}`);
      const health = await request.get(`http://127.0.0.1:${port}/healthz`);
      expect(await health.json()).toEqual({ status: "ok" });
      const page = await request.get(`http://127.0.0.1:${port}/faq`);
      expect(page.status()).toBe(200);
      expect(page.headers()["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
      // A page that hydrates is served by Vite with hot reload, not from the production build;
      // the FAQ, like every public page, has no scripts of the framework's (decision 24).
      expect(await page.text()).not.toContain('type="module"');
      const login = await request.get(`http://127.0.0.1:${port}/login`);
      expect(await login.text()).toContain("virtual:react-router/inject-hmr-runtime");
    } finally {
      if (dev.exitCode === null && dev.signalCode === null) {
        const exited = new Promise((resolve) => dev.once("exit", resolve));
        dev.kill("SIGTERM");
        await exited;
      }
    }
  });
});
