import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    // `~/` is app/, as in the build; `~tests/` is tests/, the tests' helpers, for the tests alone
    // (vite.config.ts does not know it, so the production build cannot import them).
    alias: {
      "~": fileURLToPath(new URL("./app", import.meta.url)),
      "~tests": fileURLToPath(new URL("./tests", import.meta.url)),
    },
  },
  test: {
    globals: true,
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts", "*.test.ts"],
    environment: "node",
    setupFiles: ["./tests/setup/unit-setup.ts"],
    // The embedded databases the data-layer tests copy, made once a run, and the run's one auth
    // emulator, started beside them.
    globalSetup: ["./tests/setup/auth-emulator-for-run.ts", "./tests/setup/database-templates.ts"],
    // Vitest leaves a core idle by default; on a 2-core machine that halves the speed. One
    // worker more than cores: the files wait on PostgreSQL, Redis, the emulator and SMTP, and a
    // third worker fills that time (85 s became 79 s on 2 cores, issue 38).
    maxWorkers: availableParallelism() + 1,
    // One process per worker for all its files, not one per file: loading the packages again for
    // each of 155 files was 107 s of a 247 s run (issue 38). The setup file starts the project's
    // own modules afresh for each file.
    isolate: false,
    restoreMocks: true,
    // The compiled messages (about 1,500 modules, one a message) loaded by Node itself, once a
    // worker, not through Vite's module runner for every environment and worker: importing them
    // took about 10 s each time, a third of the unit stage on a slow machine (issue 63). They
    // hold no state a file could leave behind: the request's language is in the store that
    // app/i18n/request-locale.server.ts hands the runtime afresh for each file.
    server: { deps: { external: [/\/app\/i18n\/paraglide\//] } },
    // Vitest's own report, then where the time went: the slowest files and tests (issue 63).
    reporters: ["default", "./tests/setup/unit-timing-reporter.ts"],
    // The data-layer tests that race two senders or two pools take 3 to 4 s on an idle machine,
    // and CI shares its 2 cores: one run at 2.5 times the usual time failed two of them at
    // Vitest's 5 s. A test that hangs still fails, in 20 s.
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
