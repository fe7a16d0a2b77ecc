import { format } from "node:util";
import pino, { type Logger } from "pino";
import pretty from "pino-pretty";

/** What the logs must never hold, wherever an object carrying it is logged: cookies, credentials, typed passwords and form bodies. */
export const REDACTED_PATHS = [
  "req.headers.cookie",
  "req.headers.authorization",
  "headers.cookie",
  "headers.authorization",
  "res.headers['set-cookie']",
  "*.password",
  "*.newPassword",
  "*.body",
  "*.form",
  "*.formSecrets",
  "*.idToken",
];

export type LogFormat = "json" | "readable";

let current: Logger | undefined;

/**
 * The site's logger (pino): one JSON object a line in production, for a log shipper and `jq`;
 * readable lines in development (pino-pretty, written as they come). Made once at the start.
 */
export function startLogger({ format: shape, level }: { format: LogFormat; level: string }): Logger {
  const options = { level, redact: { paths: REDACTED_PATHS, censor: "[redacted]" }, base: { pid: process.pid } };
  // Written as they come but without waiting for the pipe: a reader slower than a flood of
  // requests holds lines in memory, never the server's event loop. pino writes what is left at exit.
  current =
    shape === "json"
      ? pino(options, pino.destination({ dest: 1, sync: false, minLength: 0 }))
      : pino(options, pretty({ sync: true, ignore: "pid,hostname" }));
  return current;
}

/** The logger: the started one, or JSON at "info" before the start (a script, a test). */
export function logger(): Logger {
  return (current ??= pino({ redact: { paths: REDACTED_PATHS, censor: "[redacted]" } }));
}

type ConsoleMethod = "log" | "info" | "warn" | "error" | "debug";
const levels: Record<ConsoleMethod, "info" | "warn" | "error" | "debug"> = {
  log: "info",
  info: "info",
  warn: "warn",
  error: "error",
  debug: "debug",
};

/**
 * Sends what modules write with console's methods through the logger, at the matching level,
 * an Error among the arguments as its `err`: every line the site writes is then one of the
 * logger's, whoever wrote it. Returns the function that gives console its own methods back.
 */
export function routeConsoleToLogger(log: Logger): () => void {
  const saved = Object.fromEntries(Object.keys(levels).map((method) => [method, console[method as ConsoleMethod]]));
  for (const [method, level] of Object.entries(levels) as [ConsoleMethod, (typeof levels)[ConsoleMethod]][]) {
    console[method] = (...args: unknown[]) => {
      const error = args.find((arg): arg is Error => arg instanceof Error);
      const message = format(...args.filter((arg) => arg !== error)).trim();
      if (error) log[level]({ err: error }, message || error.message);
      else log[level](message);
    };
  }
  return () => Object.assign(console, saved);
}
