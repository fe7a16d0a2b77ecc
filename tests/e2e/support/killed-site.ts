import { mkdtempSync, rmSync } from "node:fs";
import path from "node:path";
import pg from "pg";
// @ts-expect-error: plain JavaScript, shared with `npm start`
import { startEmbeddedDatabase } from "../../../scripts/embedded-database.mjs";
import { createOwnDatabase } from "~tests/support/own-database";
import { expect } from "./fixtures";
import { type SiteInstance, startSiteInstance, stopChild } from "./child-processes";
import { reservePorts } from "./behind-nginx";

/**
 * A site for the kill -9 tests, on a data folder (and, for PostgreSQL, a database) of its own
 * that outlives each instance: started as often as a test likes, each in a process group of its
 * own (the site and, on PGlite, its database process die at the same instant).
 */
export async function siteToKill(kind: "PGlite" | "PostgreSQL", env: Record<string, string>, name: string) {
  const dataDirectory = mkdtempSync(path.join(".e2e-data", `${name}-`));
  const own =
    kind === "PostgreSQL" ? await createOwnDatabase(process.env.TEST_DATABASE_URL!, `brightline_${name.replaceAll("-", "_")}`) : undefined;
  const settings = own ? { ...env, DATABASE_URL: own.url } : env;
  const instances: SiteInstance[] = [];
  return {
    /** A new instance on a port of its own, named: the site takes forms only from its own origin, which has the port. */
    async start(): Promise<SiteInstance> {
      const { ports, release } = await reservePorts(undefined);
      await release();
      const instance = await startSiteInstance({ ...settings, PORT: String(ports[0]) }, { dataDirectory, ownProcessGroup: true });
      instances.push(instance);
      return instance;
    },

    /**
     * Starts the site once more on what the kills left, and stops it; then `read` gets the
     * database with nothing else connected (PGlite serves one client's statements at a time).
     */
    async readAfterRestart<T>(read: (client: pg.Client) => Promise<T>): Promise<T> {
      await stopChild((await this.start()).process);
      const embedded = own ? undefined : await startEmbeddedDatabase({ directory: path.join(dataDirectory, "db"), quiet: true });
      const client = new pg.Client({ connectionString: own?.url ?? embedded.url });
      await client.connect();
      try {
        return await read(client);
      } finally {
        await client.end();
        await embedded?.stop();
      }
    },

    async remove(): Promise<void> {
      for (const instance of instances) await stopChild(instance.process);
      rmSync(dataDirectory, { recursive: true, force: true });
      await own?.drop();
    },
  };
}

/**
 * Lets `streams` flow until `acknowledged()` reaches `atLeast`, then at a moment no one chooses
 * kills the instance's whole process group (SIGKILL, no goodbye), and waits for the streams to
 * see it go.
 */
export async function killMidStream(instance: SiteInstance, streams: Promise<unknown>, acknowledged: () => number, atLeast: number) {
  const flowing = streams.catch((error: Error) => {
    throw new Error(`${error.message}\nThe server said:\n${instance.output().slice(-3_000)}`);
  });
  await expect.poll(acknowledged, { timeout: 60_000 }).toBeGreaterThanOrEqual(atLeast);
  await new Promise((resolve) => setTimeout(resolve, Math.random() * 1_000));
  const exited = new Promise((resolve) => instance.process.once("exit", resolve));
  process.kill(-instance.process.pid!, "SIGKILL");
  await exited;
  await flowing;
}
