import type { ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import { startChild, stopChild, waitFor } from "~tests/e2e/support/child-processes";
import type { RawAnswer } from "~tests/support/raw-request";

/** The resident memory of a process, in MB (Linux). */
export function rssMegabytes(pid: number): number {
  const line = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  return line ? Math.round(Number(line[1]) / 1024) : Number.NaN;
}

/** Headers that belong to one response, not to its bytes. */
const PER_CONNECTION = new Set(["date", "connection", "keep-alive", "transfer-encoding"]);

/** The bare Node server, answering every request with `response`. */
export async function startBareServer(responseFile: string): Promise<{ port: number; process: ChildProcess; stop: () => Promise<void> }> {
  const child = startChild(process.execPath, [new URL("./bare-server.mjs", import.meta.url).pathname, responseFile], {});
  const port = await waitFor("The bare Node server", child, () => /listening on (\d+)/.exec(child.output())?.[1], 10_000);
  return { port: Number(port), process: child.process, stop: () => stopChild(child.process) };
}

/** The recorded response as bare-server.mjs reads it: flat headers, the body in base64. */
export function bareResponse(recorded: RawAnswer): string {
  const headers: string[] = [];
  for (const [name, value] of Object.entries(recorded.headers)) {
    if (value === undefined || PER_CONNECTION.has(name)) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.push(name, one);
  }
  return JSON.stringify({ status: recorded.status, headers, body: recorded.body.toString("base64") });
}

/**
 * A production site's settings on its own auth emulator, whatever this machine is configured
 * for: what the benchmarks start.
 */
export function benchSiteSettings(emulator: { authPort: number; hubPort: number; loggingPort: number }): Record<string, string> {
  return {
    NODE_ENV: "production",
    AUTH_EMULATOR_PORT: String(emulator.authPort),
    AUTH_EMULATOR_HUB_PORT: String(emulator.hubPort),
    AUTH_EMULATOR_LOGGING_PORT: String(emulator.loggingPort),
    FIREBASE_PROJECT_ID: "",
    FIREBASE_API_KEY: "",
    FIREBASE_AUTH_EMULATOR_HOST: "",
    // The site's own settings to compare with and without: PERSONAL_PAGE_CACHE_MB=0 renders every personal page.
    ...(process.env.PERSONAL_PAGE_CACHE_MB ? { PERSONAL_PAGE_CACHE_MB: process.env.PERSONAL_PAGE_CACHE_MB } : {}),
  };
}
