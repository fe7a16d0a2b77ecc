import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { createOwnDatabase } from "../support/own-database";
// @ts-expect-error: plain JavaScript, shared with `npm start`
import { startEmbeddedDatabase } from "../../scripts/embedded-database.mjs";
import { leadReference } from "../../app/leads/lead-store.server";
import { authEmulator } from "../../playwright.config";
import { leadFormBody, postLeadForm } from "../support/contact-form-post";
import { expect, test } from "./fixtures";
import { type SiteInstance, startSiteInstance, stopChild } from "./support/child-processes";

/**
 * The promise behind "thank you": a lead the site acknowledged is stored, whenever the server
 * dies. Clients post forms without pause; the server is killed (SIGKILL, no goodbye) at a
 * random moment; on restart every acknowledged lead is there, with its two mails queued.
 */

const kinds = process.env.TEST_DATABASE_URL ? (["PGlite", "PostgreSQL"] as const) : (["PGlite"] as const);
const CLIENTS = 8;
const ROUNDS = 2;

type Sent = { email: string; reference?: string };

/** Posts forms one after another until the server stops answering, recording each and whether it was acknowledged. */
async function streamOfForms(port: number, run: string, client: number, sent: Sent[]): Promise<void> {
  for (let index = 0; ; index += 1) {
    const email = `kill-${run}-${client}-${index}@example.com`;
    const entry: Sent = { email };
    sent.push(entry);
    try {
      entry.reference = await postLeadForm(
        `http://127.0.0.1:${port}`,
        leadFormBody({ email, message: `Form ${index} of client ${client}: please keep this one safe.` }),
      );
    } catch (error) {
      // The server has gone: this form's fate is unknown to its sender, as in a browser.
      if (error instanceof TypeError) return;
      throw error;
    }
  }
}

test.describe("a lead the site said thank you for", () => {
  test.describe.configure({ timeout: 240_000 });

  for (const kind of kinds) {
    test(`survives kill -9 of the server at any moment, on ${kind}`, async () => {
      const dataDirectory = mkdtempSync(path.join(".e2e-data", "kill-"));
      let own: Awaited<ReturnType<typeof createOwnDatabase>> | undefined;
      let env: Record<string, string> = {
        NODE_ENV: "production",
        CONTACT_RATE_LIMIT: "1000000",
        FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${authEmulator.port}`,
        FIREBASE_PROJECT_ID: authEmulator.projectId,
      };
      if (kind === "PostgreSQL") {
        own = await createOwnDatabase(process.env.TEST_DATABASE_URL!, "brightline_kill");
        env = { ...env, DATABASE_URL: own.url };
      }
      const instances: SiteInstance[] = [];
      const start = async () => {
        const instance = await startSiteInstance(env, { dataDirectory, ownProcessGroup: true });
        instances.push(instance);
        return instance;
      };
      try {
        const all: Sent[] = [];
        for (let round = 0; round < ROUNDS; round += 1) {
          const instance = await start();
          const run = randomUUID().slice(0, 8);
          const sent: Sent[] = [];
          const streams = Promise.all(
            Array.from({ length: CLIENTS }, (_, client) => streamOfForms(instance.port, run, client, sent)),
          ).catch((error: Error) => {
            throw new Error(`${error.message}\nThe server said:\n${instance.output().slice(-3_000)}`);
          });
          // Once the stream is flowing, at a moment no one chooses.
          await expect.poll(() => sent.filter((entry) => entry.reference).length, { timeout: 60_000 }).toBeGreaterThanOrEqual(CLIENTS);
          await new Promise((resolve) => setTimeout(resolve, Math.random() * 1_000));
          const exited = new Promise((resolve) => instance.process.once("exit", resolve));
          // The whole group: the site and, on PGlite, its database process, at the same instant.
          process.kill(-instance.process.pid!, "SIGKILL");
          await exited;
          await streams;
          all.push(...sent);
        }

        // The site starts again on what the kills left, and stops; then the counting, with
        // nothing else connected (PGlite serves one client's statements at a time).
        await stopChild((await start()).process);
        const embedded = env.DATABASE_URL
          ? undefined
          : await startEmbeddedDatabase({ directory: path.join(dataDirectory, "db"), quiet: true });
        const client = new pg.Client({ connectionString: env.DATABASE_URL ?? embedded.url });
        await client.connect();
        try {
          const { rows } = await client.query<{ id: string; email: string; mails: number }>(
            `select leads.id, leads.email, (select count(*)::int from mail_outbox where lead_id = leads.id) as mails
             from leads where email like 'kill-%'`,
          );
          const stored = new Map(rows.map((row) => [row.email, row]));
          const acknowledged = all.filter((entry) => entry.reference);
          const unanswered = all.length - acknowledged.length;
          console.log(
            `Kill -9 figures, ${kind}: ${all.length} forms posted, ${acknowledged.length} acknowledged, ${rows.length} stored, ${unanswered} cut off by the kills`,
          );
          test.info().annotations.push({
            type: "figures",
            description: `${kind}: ${all.length} forms posted, ${acknowledged.length} acknowledged, ${rows.length} stored, ${unanswered} cut off by the kills`,
          });
          expect(acknowledged.length).toBeGreaterThanOrEqual(ROUNDS * CLIENTS);
          for (const entry of acknowledged) {
            const row = stored.get(entry.email);
            expect(row, `${entry.email} was acknowledged as ${entry.reference}`).toBeDefined();
            expect(leadReference(row!.id)).toBe(entry.reference);
          }
          // Besides those, only forms whose answer the kill cut off; and no lead without its mail.
          expect(rows.length).toBeLessThanOrEqual(acknowledged.length + unanswered);
          expect(new Set(rows.map((row) => row.email)).size).toBe(rows.length);
          expect(rows.filter((row) => row.mails !== 2)).toEqual([]);
        } finally {
          await client.end();
          await embedded?.stop();
        }
      } finally {
        for (const instance of instances) await stopChild(instance.process);
        rmSync(dataDirectory, { recursive: true, force: true });
        await own?.drop();
      }
    });
  }
});
