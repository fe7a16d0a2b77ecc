import { randomUUID } from "node:crypto";
import { leadReference } from "../../../app/leads/lead-store.server";
import { authEmulator } from "../../../playwright.config";
import { leadFormBody, postLeadForm } from "~tests/support/contact-form-post";
import { expect, test } from "../support/fixtures";
import { killMidStream, siteToKill } from "../support/killed-site";

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
      const site = await siteToKill(
        kind,
        {
          NODE_ENV: "production",
          CONTACT_RATE_LIMIT: "1000000",
          FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${authEmulator.port}`,
          FIREBASE_PROJECT_ID: authEmulator.projectId,
        },
        "kill",
      );
      try {
        const all: Sent[] = [];
        for (let round = 0; round < ROUNDS; round += 1) {
          const instance = await site.start();
          const run = randomUUID().slice(0, 8);
          const sent: Sent[] = [];
          const streams = Promise.all(Array.from({ length: CLIENTS }, (_, client) => streamOfForms(instance.port, run, client, sent)));
          await killMidStream(instance, streams, () => sent.filter((entry) => entry.reference).length, CLIENTS);
          all.push(...sent);
        }

        await site.readAfterRestart(async (client) => {
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
        });
      } finally {
        await site.remove();
      }
    });
  }
});
