import { randomUUID } from "node:crypto";
import { sampleCohorts } from "../../../app/cohorts/sample-cohorts.server";
import { authEmulator } from "../../../playwright.config";
import { createAccount, keptEmail, markEmailVerified } from "../support/auth-emulator";
import { expect, test } from "../support/fixtures";
import { killMidStream, siteToKill } from "../support/killed-site";

/*
 * A booking the site answered with its page is stored, whenever the server dies. Signed-in
 * learners confirm bookings without pause, each on the sample cohorts a site on its own machine
 * starts with (some fill, and the rest join the queue); the server is killed (SIGKILL) at a
 * random moment; on restart every acknowledged booking is there with its first mail, and no
 * cohort holds more seats than it has.
 */

const kinds = process.env.TEST_DATABASE_URL ? (["PGlite", "PostgreSQL"] as const) : (["PGlite"] as const);
const CLIENTS = 6;
const ACCOUNTS_PER_CLIENT = 4;
const ROUNDS = 2;

type Sent = { account: string; cohort: string; reference?: string };

/** A new account, its address verified, with a session on the instance: its session cookie. */
async function learnerSession(origin: string): Promise<string> {
  const { idToken, localId } = await createAccount({
    email: keptEmail("kill-learner"),
    password: "correct-horse-9",
    displayName: "Kill Learner",
  });
  // A booking needs a verified address.
  await markEmailVerified(localId);
  const answer = await fetch(`${origin}/auth/session`, { method: "POST", headers: { Authorization: `Bearer ${idToken}`, Origin: origin } });
  if (answer.status !== 200) throw new Error(`No session: ${answer.status} ${await answer.text()}`);
  return answer.headers.getSetCookie()[0]!.split(";")[0]!;
}

/** Books every sample cohort for each of the client's learners, one after another, until the server stops answering. */
async function streamOfBookings(origin: string, cookies: string[], sent: Sent[]): Promise<void> {
  for (const cookie of cookies) {
    for (const { courseSlug: course, id: cohort } of sampleCohorts) {
      const entry: Sent = { account: cookie, cohort };
      sent.push(entry);
      try {
        const answer = await fetch(`${origin}/courses/${course}/book/${cohort}`, {
          method: "POST",
          redirect: "manual",
          headers: { Cookie: cookie, Origin: origin, "Content-Type": "application/x-www-form-urlencoded" },
          // Ticked as a learner would: a sample cohort may start within the 14 days (issue 65).
          body: new URLSearchParams({ submissionId: randomUUID(), earlyStart: "requested" }),
        });
        const location = answer.headers.get("location") ?? "";
        if (answer.status !== 303) throw new Error(`A booking was answered ${answer.status}: ${await answer.text()}`);
        entry.reference = /\/account\/bookings\/(BK-[0-9A-F]{8})$/.exec(location)?.[1];
      } catch (error) {
        // The server has gone: this booking's fate is unknown to its sender, as in a browser.
        if (error instanceof TypeError) return;
        throw error;
      }
    }
  }
}

test.describe("a booking the site confirmed", () => {
  test.describe.configure({ timeout: 300_000 });

  for (const kind of kinds) {
    test(`survives kill -9 of the server during a burst of bookings, on ${kind}`, async () => {
      const site = await siteToKill(
        kind,
        {
          NODE_ENV: "production",
          SESSION_RATE_LIMIT: "1000000",
          FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${authEmulator.port}`,
          FIREBASE_PROJECT_ID: authEmulator.projectId,
        },
        "kill-bookings",
      );
      try {
        const all: Sent[] = [];
        for (let round = 0; round < ROUNDS; round += 1) {
          const instance = await site.start();
          const origin = `http://127.0.0.1:${instance.port}`;
          // The sample cohorts are seeded just after the start.
          await expect
            .poll(
              async () => (await (await fetch(`${origin}/courses/web-performance-budgets`)).text()).includes(sampleCohorts.at(-1)!.id),
              {
                timeout: 30_000,
              },
            )
            .toBe(true);
          const learners = await Promise.all(
            Array.from({ length: CLIENTS }, () => Promise.all(Array.from({ length: ACCOUNTS_PER_CLIENT }, () => learnerSession(origin)))),
          );
          const sent: Sent[] = [];
          const streams = Promise.all(learners.map((cookies) => streamOfBookings(origin, cookies, sent)));
          await killMidStream(instance, streams, () => sent.filter((entry) => entry.reference).length, CLIENTS);
          all.push(...sent);
        }

        await site.readAfterRestart(async (client) => {
          const { rows } = await client.query<{ reference: string; state: string; mails: number }>(
            `select reference, state, (select count(*)::int from mail_outbox where booking_id = bookings.id) as mails from bookings`,
          );
          const { rows: seats } = await client.query<{ id: string; capacity: number; seats_taken: number; holding: number }>(
            `select id, capacity, seats_taken,
               (select count(*)::int from bookings where cohort_id = cohorts.id and state in ('held', 'confirmed', 'offered')) as holding
             from cohorts`,
          );
          const stored = new Map(rows.map((row) => [row.reference, row]));
          const acknowledged = all.filter((entry) => entry.reference);
          const unanswered = all.filter((entry) => !entry.reference).length;
          const figures = `${kind}: ${all.length} bookings sent, ${acknowledged.length} acknowledged, ${rows.length} stored, ${unanswered} cut off by the kills, ${rows.filter((row) => row.state === "waiting").length} on waiting lists`;
          console.log(`Kill -9 figures, ${figures}`);
          test.info().annotations.push({ type: "figures", description: figures });
          expect(acknowledged.length).toBeGreaterThanOrEqual(ROUNDS * CLIENTS);
          for (const entry of acknowledged) {
            expect(stored.get(entry.reference!), `${entry.reference} was acknowledged`).toBeDefined();
            expect(stored.get(entry.reference!)!.mails).toBeGreaterThanOrEqual(1);
          }
          expect(rows.length).toBeLessThanOrEqual(acknowledged.length + unanswered);
          for (const cohort of seats) {
            expect(cohort.seats_taken, `cohort ${cohort.id}`).toBe(cohort.holding);
            expect(cohort.seats_taken).toBeLessThanOrEqual(cohort.capacity);
          }
        });
      } finally {
        await site.remove();
      }
    });
  }
});
