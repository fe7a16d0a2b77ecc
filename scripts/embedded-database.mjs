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
      const holder = folderHolder(directory);
      if (holder) {
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

/**
 * The living process, other than this one, that holds the folder's lock: the site's database
 * process, which `npm run backup` reads through and `npm run restore` must not write under.
 * @param {string} directory
 * @returns {number | undefined}
 */
export function folderHolder(directory) {
  let holder;
  try {
    holder = Number(readFileSync(`${directory}.pid`, "utf8"));
  } catch {
    return undefined;
  }
  return holder && holder !== process.pid && isRunning(holder) ? holder : undefined;
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

/** A Sync message: ends a statement sent in pieces, as its client would have. */
const SYNC = new Uint8Array([0x53, 0, 0, 0, 4]);

/** The messages of the extended query protocol that a Sync ends: a statement in pieces. */
const STATEMENT_PIECES = new Set(["P", "B", "D", "E", "C", "H"].map((letter) => letter.charCodeAt(0)));

/**
 * PGlite has one session, and its socket server runs the messages of its connections one at a
 * time, in the order they came, giving one connection the session alone only while a
 * transaction is open. A statement sent in pieces (Parse, Bind, Execute, then Sync) could then
 * be cut by another connection's, which drops its unnamed portal ("portal does not exist").
 * This queue, put in place of the server's own before it starts, gives the session to one
 * connection from its first piece until its Sync, or its transaction's end, so that a backup's
 * connection (decision 70) reads beside the site's without either breaking the other.
 * @param {any} server a PGLiteSocketServer, not yet started
 * @param {import("@electric-sql/pglite").PGlite} db
 */
function keepStatementsWhole(server, db) {
  /** @type {{ handlerId: number, message: Uint8Array, resolve: (bytes: number) => void, reject: (error: Error) => void, onData: (data: Uint8Array) => void }[]} */
  let waiting = [];
  /** @type {number | null} */
  let owner = null;
  let running = false;
  /** Connections gone while they held the session, or while one of their messages ran. @type {Set<number>} */
  const departed = new Set();
  /** @type {number | null} */
  let runningFor = null;
  const next = () => {
    if (owner === null) return waiting.shift();
    const index = waiting.findIndex((entry) => entry.handlerId === owner);
    return index === -1 ? undefined : waiting.splice(index, 1)[0];
  };
  /** A departed owner's session back for the others: its transaction rolled back, its statement ended by a Sync. */
  const release = async () => {
    if (owner === null || !departed.has(owner)) return;
    departed.delete(owner);
    owner = null;
    try {
      if (db.isInTransaction()) await db.exec("rollback");
      await db.runExclusive(() => db.execProtocolRaw(SYNC));
    } catch (error) {
      console.error("The embedded database could not end a departed connection's statement:", error);
    }
  };
  const run = async () => {
    if (running) return;
    running = true;
    try {
      for (let entry = next(); entry; entry = next()) {
        const { handlerId, message, onData } = entry;
        let bytes = 0;
        runningFor = handlerId;
        try {
          await db.runExclusive(() =>
            db.execProtocolRawStream(message, {
              onRawData: (/** @type {Uint8Array} */ data) => {
                bytes += data.length;
                onData(data);
              },
            }),
          );
          owner = STATEMENT_PIECES.has(message[0] ?? 0) || db.isInTransaction() ? handlerId : null;
          entry.resolve(bytes);
        } catch (error) {
          owner = db.isInTransaction() ? handlerId : null;
          entry.reject(/** @type {Error} */ (error));
        } finally {
          runningFor = null;
        }
        if (departed.has(handlerId) && owner !== handlerId) departed.delete(handlerId);
        await release();
      }
    } finally {
      running = false;
    }
  };
  server.queryQueue = {
    /** @param {number} handlerId @param {Uint8Array} message @param {(data: Uint8Array) => void} onData */
    enqueue: (handlerId, message, onData) =>
      new Promise((resolve, reject) => {
        waiting.push({ handlerId, message, resolve, reject, onData });
        void run();
      }),
    getQueueLength: () => waiting.length,
    /** @param {number} handlerId */
    clearQueueForHandler(handlerId) {
      for (const entry of waiting) if (entry.handlerId === handlerId) entry.reject(new Error("Handler disconnected"));
      waiting = waiting.filter((entry) => entry.handlerId !== handlerId);
    },
    /**
     * A connection gone in the middle of its statement or transaction gives the session back,
     * rolled back: now, or after its message that is running, which may yet make it the owner.
     */
    async clearTransactionIfNeeded(/** @type {number} */ handlerId) {
      if (owner !== handlerId && runningFor !== handlerId) return;
      departed.add(handlerId);
      if (runningFor === null) {
        await release();
        void run();
      }
    },
  };
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
  keepStatementsWhole(server, db);
  await server.start();
  // Where it listens, beside the folder's lock: `npm run backup` reads the running site's data
  // through it (decision 70).
  writeFileSync(`${directory}.port`, `${server.getServerConn().split(":").pop()}\n`);
  let closing = false;
  const close = async () => {
    if (closing) return;
    closing = true;
    await server.stop();
    await db.close();
    rmSync(`${directory}.port`, { force: true });
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
