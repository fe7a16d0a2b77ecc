// @ts-check
// The embedded database (decision 17): PGlite, PostgreSQL compiled to WebAssembly, in a
// process of its own that speaks PostgreSQL's wire protocol on a loopback port, so that the
// site reaches it through node-postgres exactly as it reaches a real server. `npm start`,
// `npm run dev` and the tests start it when DATABASE_URL is not set. Plain JavaScript: it runs
// before any build.
//
// Run as a script it is that process: `node scripts/embedded-database.mjs <data dir>`. It
// prints one line, `ready <port>`, once it listens, and stops when its standard input closes,
// which happens when the process that started it ends, however it ends (even kill -9).
import { spawn } from "node:child_process";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";

/** @typedef {{ url: string, port: number, stop: () => Promise<void> }} RunningDatabase */

/**
 * Starts the embedded database on a free loopback port and waits until it answers. The first
 * start in a new folder creates the database (initdb, a few seconds).
 * @param {{ directory: string, timeoutMs?: number, quiet?: boolean }} options
 * @returns {Promise<RunningDatabase>}
 */
export async function startEmbeddedDatabase({ directory, timeoutMs = 60_000, quiet = false }) {
  const started = Date.now();
  const child = spawn(process.execPath, [fileURLToPath(import.meta.url), directory], {
    // stdin is the lifeline: when this process ends, the pipe closes and the database stops.
    stdio: ["pipe", "pipe", "pipe"],
  });
  let output = "";
  child.stderr?.on("data", (/** @type {Buffer} */ chunk) => {
    output = (output + chunk.toString()).slice(-4000);
  });
  const exited = new Promise((resolve) => child.once("exit", resolve));

  const port = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`The embedded database did not start within ${timeoutMs / 1000} s. Its last words:\n${output.trim()}`));
    }, timeoutMs);
    const lines = createInterface({ input: /** @type {import("node:stream").Readable} */ (child.stdout) });
    lines.on("line", (line) => {
      const ready = /^ready (\d+)$/.exec(line);
      if (ready) {
        clearTimeout(timer);
        resolve(Number(ready[1]));
      } else output = (output + line + "\n").slice(-4000);
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`The embedded database stopped as it started (exit ${code}). Its last words:\n${output.trim()}`));
    });
  });

  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    // Closing stdin asks it to shut PGlite down cleanly; a stuck one is killed.
    child.stdin?.end();
    const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
    await exited;
    clearTimeout(timer);
  };
  if (!quiet)
    console.log(
      `Embedded database (PGlite) ready in ${directory}, on 127.0.0.1:${port}, in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, port, stop };
}

/** How long a start waits for the folder's last holder to finish dying (a restart right after a kill). */
const HOLDER_GRACE_MS = 10_000;

/**
 * Two PGlite processes writing one folder would corrupt it: the first to start writes its
 * process id beside the folder, and a second refuses while that process lives.
 * @param {string} directory
 */
async function lockFolder(directory) {
  const lock = `${directory}.pid`;
  const deadline = Date.now() + HOLDER_GRACE_MS;
  for (;;) {
    try {
      writeFileSync(lock, String(process.pid), { flag: "wx" });
      return () => rmSync(lock, { force: true });
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code !== "EEXIST") throw error;
      const holder = Number(readFileSync(lock, "utf8"));
      if (holder && holder !== process.pid && isRunning(holder)) {
        if (Date.now() < deadline) {
          await new Promise((resolve) => setTimeout(resolve, 100));
          continue;
        }
        throw new Error(
          `The embedded database in ${directory} is in use by process ${holder} (another npm start?). Stop it, or set DATA_DIR to another folder.`,
        );
      }
      // Left by a process that was killed: take it over.
      rmSync(lock, { force: true });
    }
  }
}

/** @param {number} pid */
export function isRunning(pid) {
  // A killed process whose parent has not yet collected it still answers signals; on Linux
  // its state says it is gone.
  try {
    if (/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, "utf8"))) return false;
  } catch {
    // No /proc (not Linux), or no such process: the signal below decides.
  }
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return /** @type {NodeJS.ErrnoException} */ (error).code === "EPERM";
  }
}

/** The database process itself. */
async function serve(/** @type {string} */ directory) {
  const { PGlite } = await import("@electric-sql/pglite");
  const { PGLiteSocketServer } = await import("@electric-sql/pglite-socket");
  mkdirSync(directory, { recursive: true });
  const unlock = await lockFolder(directory);
  const db = await PGlite.create(directory);
  // PGlite runs one statement at a time. The site keeps one connection (its messages can
  // interleave with a second connection's: decision 17); the others are for a psql or a test
  // reading the data beside it, which the server accepts rather than refuses.
  const server = new PGLiteSocketServer({ db, host: "127.0.0.1", port: 0, maxConnections: 16 });
  await server.start();
  let closing = false;
  const close = async () => {
    if (closing) return;
    closing = true;
    await server.stop();
    await db.close();
    unlock();
    process.exit(0);
  };
  process.stdin.on("end", () => void close());
  process.stdin.on("error", () => void close());
  process.stdin.resume();
  // A Ctrl-C or a process manager's SIGTERM reaches the whole process group: the site then
  // finishes its requests, which may need the database, and closes stdin when it is done.
  process.on("SIGTERM", () => {});
  process.on("SIGINT", () => {});
  console.log(`ready ${server.getServerConn().split(":").pop()}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const directory = process.argv[2];
  if (!directory) {
    console.error("Usage: node scripts/embedded-database.mjs <data directory>");
    process.exit(2);
  }
  serve(directory).catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
