import { execFile } from "node:child_process";
import { writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

/** What one load run measured. */
export type LoadResult = {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  /** Socket errors and timeouts, and answers outside 2xx and 3xx. */
  errors: number;
};

export type LoadRun = {
  url: string;
  headers?: Record<string, string>;
  seconds: number;
  connections?: number;
  /** Addresses to go through in turn, each with its own headers, instead of `url` alone. */
  rotation?: { path: string; headers: Record<string, string> }[];
  /** A new query on `url`'s path for every request (`?x=<random>`), as a flood that tries to bust a cache would send. */
  randomQuery?: boolean;
};

/** wrk's latency in milliseconds ("812.00us", "1.23ms", "2.01s"). */
export function milliseconds(text: string): number {
  const match = /^([\d.]+)(us|ms|s|m)$/.exec(text.trim());
  if (!match) throw new Error(`wrk printed a latency it cannot read: ${text}`);
  const value = Number(match[1]);
  return { us: value / 1000, ms: value, s: value * 1000, m: value * 60_000 }[match[2] as "us" | "ms" | "s" | "m"];
}

/** Reads wrk's report (run with --latency). */
export function parseWrk(output: string): LoadResult {
  const number = (pattern: RegExp) => Number(pattern.exec(output)?.[1] ?? "0");
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  const socketErrors = socket ? socket.slice(1).reduce((sum, value) => sum + Number(value), 0) : 0;
  const percentile = (p: string) => milliseconds(new RegExp(`^\\s+${p}%\\s+(\\S+)`, "m").exec(output)?.[1] ?? "0ms");
  const requestsPerSecond = number(/Requests\/sec:\s+([\d.]+)/);
  if (!requestsPerSecond) throw new Error(`wrk printed no rate:\n${output}`);
  return {
    requestsPerSecond,
    p50Ms: percentile("50"),
    p99Ms: percentile("99"),
    requests: number(/(\d+) requests in/),
    errors: socketErrors + number(/Non-2xx or 3xx responses: (\d+)/),
  };
}

/** A Lua script for wrk that sends each request of the rotation in turn (wrk.format sends only the headers it is given). */
function rotationScript(rotation: NonNullable<LoadRun["rotation"]>, host: string): string {
  const requests = rotation
    .map(({ path, headers }) => {
      const fields = Object.entries({ Host: host, ...headers })
        .map(([name, value]) => `[${JSON.stringify(name)}] = ${JSON.stringify(value)}`)
        .join(", ");
      return `wrk.format("GET", ${JSON.stringify(path)}, { ${fields} })`;
    })
    .join(",\n  ");
  return `local requests = {\n  ${requests}\n}\nlocal i = 0\nrequest = function()\n  i = i % #requests + 1\n  return requests[i]\nend\n`;
}

/** A Lua script for wrk that adds a query no request has sent before to every request. */
function randomQueryScript(path: string): string {
  return `local n = 0\nrequest = function()\n  n = n + 1\n  return wrk.format(nil, ${JSON.stringify(path)} .. "?x=" .. math.random(1, 1000000000) .. "-" .. n)\nend\n`;
}

/** Two threads (one per core here), 50 connections unless said, with latency percentiles. */
export async function runWrk({ url, headers = {}, seconds, connections = 50, rotation, randomQuery }: LoadRun): Promise<LoadResult> {
  const args = ["-t2", `-c${connections}`, `-d${seconds}s`, "--latency", "--timeout", "5s"];
  for (const [name, value] of Object.entries(headers)) args.push("-H", `${name}: ${value}`);
  const script = rotation
    ? rotationScript(rotation, new URL(url).host)
    : randomQuery
      ? randomQueryScript(new URL(url).pathname)
      : undefined;
  if (script) {
    // One file per run: two runs may go at once.
    const file = path.join(tmpdir(), `brightline-bench-${process.pid}-${Math.random().toString(36).slice(2)}.lua`);
    writeFileSync(file, script);
    args.push("-s", file);
  }
  const { stdout } = await run("wrk", [...args, url], { maxBuffer: 1024 * 1024 });
  return parseWrk(stdout);
}
