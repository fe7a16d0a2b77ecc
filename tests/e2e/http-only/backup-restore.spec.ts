import { randomUUID } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { extract } from "tar";
import { sampleCohorts } from "../../../app/cohorts/sample-cohorts.server";
import { backedUpTables, tableDigests } from "../../../app/backups/table-rows.server";
import type { BackupManifest } from "../../../app/backups/backup-manifest.server";
import { authEmulator } from "../../../playwright.config";
import { leadFormBody, postLeadForm } from "~tests/support/contact-form-post";
import { createOwnDatabase } from "~tests/support/own-database";
// @ts-expect-error: plain JavaScript, shared with `npm start`
import { startEmbeddedDatabase } from "../../../scripts/embedded-database.mjs";
import { createAccount, grantStaffClaim, keptEmail } from "../support/auth-emulator";
import { findNginx, makeTemporaryDirectory, requestThrough, reservePorts, startNginx } from "../support/behind-nginx";
import { ownDataDirectory, removeWhenFree, type SiteInstance, startSiteInstance, stopChild } from "../support/child-processes";
import { expect, test } from "../support/fixtures";
import { run } from "../support/staff";

/*
 * Issue 67's test that matters. A site on the embedded database, with its own auth emulator,
 * takes leads and bookings without pause; `npm run backup` runs in the middle of it. The archive
 * is restored into a fresh data folder: every table matches the manifest's counts and checksums,
 * which were read in the snapshot; every write acknowledged before the backup began is there, and
 * none sent after it ended; the restored site serves, and a learner signs in. Then
 * `npm run move-to-postgres` moves that folder's data into an empty PostgreSQL database, and two
 * instances behind the shipped nginx config serve it.
 */

const PROJECT = "demo-brightline";
const API_KEY = "demo-api-key";

type Sent = { kind: "lead" | "booking"; key: string; sentAt: number; acknowledgedAt?: number };

/** The site's own emulator, over its REST API: a learner with a verified address, and a fresh sign-in. */
function ownEmulator(port: number) {
  const toolkit = `http://127.0.0.1:${port}/identitytoolkit.googleapis.com/v1`;
  const call = async <T>(pathAndQuery: string, body: unknown, owner = false): Promise<T> => {
    const answer = await fetch(`${toolkit}${pathAndQuery}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", ...(owner && { Authorization: "Bearer owner" }) },
      body: JSON.stringify(body),
    });
    if (!answer.ok) throw new Error(`${pathAndQuery} answered ${answer.status}: ${await answer.text()}`);
    return (await answer.json()) as T;
  };
  return {
    async learner(email: string) {
      const made = await call<{ localId: string }>(`/accounts:signUp?key=${API_KEY}`, {
        email,
        password: "correct-horse-9",
        displayName: "Bea Backup",
        returnSecureToken: true,
      });
      await call(`/projects/${PROJECT}/accounts:update`, { localId: made.localId, emailVerified: true }, true);
      return (
        await call<{ idToken: string }>(`/accounts:signInWithPassword?key=${API_KEY}`, {
          email,
          password: "correct-horse-9",
          returnSecureToken: true,
        })
      ).idToken;
    },
    signIn: (email: string) =>
      call<{ idToken: string }>(`/accounts:signInWithPassword?key=${API_KEY}`, {
        email,
        password: "correct-horse-9",
        returnSecureToken: true,
      }),
  };
}

async function sessionCookie(origin: string, idToken: string): Promise<string> {
  const answer = await fetch(`${origin}/auth/session`, { method: "POST", headers: { Authorization: `Bearer ${idToken}`, Origin: origin } });
  if (answer.status !== 200) throw new Error(`No session: ${answer.status} ${await answer.text()}`);
  return answer.headers.getSetCookie()[0]!.split(";")[0]!;
}

/** The site in `dataDirectory` with an emulator of its own, on ports of its own. */
async function siteWithOwnEmulator(dataDirectory: string, env: Record<string, string> = {}) {
  const { ports, release } = await reservePorts(undefined, undefined, undefined, undefined);
  await release();
  const instance = await startSiteInstance(
    {
      NODE_ENV: "production",
      PORT: String(ports[0]),
      AUTH_EMULATOR_PORT: String(ports[1]),
      AUTH_EMULATOR_HUB_PORT: String(ports[2]),
      AUTH_EMULATOR_LOGGING_PORT: String(ports[3]),
      CONTACT_RATE_LIMIT: "1000000",
      SESSION_RATE_LIMIT: "1000000",
      ...env,
    },
    { dataDirectory, ownProcessGroup: true, readyWithinMs: 150_000 },
  );
  return { instance, origin: `http://127.0.0.1:${instance.port}`, emulator: ownEmulator(ports[1]!) };
}

/** `npm run <script> -- …args` with the site's settings for `dataDirectory`: what it printed. */
async function npmScript(script: string, args: string[], env: Record<string, string>): Promise<string> {
  const { stdout } = await run(process.execPath, ["node_modules/tsx/dist/cli.mjs", `scripts/${script}.ts`, ...args], {
    env: { PATH: process.env.PATH, ...env },
  });
  return stdout.trim();
}

/** Leads posted one after another until `stop`, each recorded with when it was sent and acknowledged. */
async function streamOfLeads(post: (body: URLSearchParams) => Promise<unknown>, sent: Sent[], stop: () => boolean): Promise<void> {
  while (!stop()) {
    const key = `backup-${randomUUID()}@example.com`;
    const entry: Sent = { kind: "lead", key, sentAt: Date.now() };
    sent.push(entry);
    await post(leadFormBody({ email: key, message: "Please keep this one, whatever happens to the disk." }));
    entry.acknowledgedAt = Date.now();
  }
}

/** A lead form posted through nginx, as a browser without scripts sends it. */
async function postThrough(proxy: Awaited<ReturnType<typeof startNginx>>, body: URLSearchParams): Promise<void> {
  const answer = await requestThrough(proxy, {
    path: "/contact",
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: proxy.origin },
    body: body.toString(),
  });
  if (answer.status !== 200 || !answer.body.includes("data-reference")) throw new Error(`The form was answered ${answer.status}`);
}

/** Bookings of the sample cohorts by new learners, one after another until `stop`. */
async function streamOfBookings(
  origin: string,
  learner: (email: string) => Promise<string>,
  sent: Sent[],
  stop: () => boolean,
): Promise<void> {
  while (!stop()) {
    const cookie = await sessionCookie(origin, await learner(keptEmail("backup-learner")));
    for (const { courseSlug, id } of sampleCohorts) {
      if (stop()) return;
      const key = randomUUID();
      const entry: Sent = { kind: "booking", key, sentAt: Date.now() };
      sent.push(entry);
      const answer = await fetch(`${origin}/courses/${courseSlug}/book/${id}`, {
        method: "POST",
        redirect: "manual",
        headers: { Cookie: cookie, Origin: origin, "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ submissionId: key, earlyStart: "requested" }),
      });
      if (answer.status !== 303) throw new Error(`A booking was answered ${answer.status}: ${await answer.text()}`);
      entry.acknowledgedAt = Date.now();
    }
  }
}

/** What a restored database holds of the load: leads by address, bookings by submission id. */
async function keysIn(url: string): Promise<Set<string>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // The content in both languages, with its versions, is in every backup (issue 67).
    const german = await client.query(
      "select 1 from content_documents d join content_versions v on v.document_id = d.id where d.locale = 'de'",
    );
    expect(german.rowCount).toBeGreaterThan(0);
    const leads = await client.query<{ key: string }>("select email as key from leads where email like 'backup-%'");
    const bookings = await client.query<{ key: string }>("select submission_id::text as key from bookings");
    return new Set([...leads.rows, ...bookings.rows].map((row) => row.key));
  } finally {
    await client.end();
  }
}

async function digestsAt(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("begin isolation level repeatable read read only");
    await client.query("set local timezone = 'UTC'");
    return await tableDigests(client, await backedUpTables(client));
  } finally {
    await client.query("rollback");
    await client.end();
  }
}

/**
 * Runs `streams` of writes, takes `npm run backup` into `archive` once 20 are acknowledged, and
 * stops them a moment after it: what was acknowledged before the backup began, and what was
 * sent after it ended.
 */
async function backUpUnderLoad(
  archive: string,
  env: Record<string, string>,
  streams: (sent: Sent[], stop: () => boolean) => Promise<unknown>[],
  output: () => string,
) {
  const sent: Sent[] = [];
  let stopping = false;
  const load = Promise.all(streams(sent, () => stopping)).catch((error: Error) => {
    stopping = true;
    throw new Error(`${error.message}\nThe site said:\n${output().slice(-3_000)}`);
  });
  await expect.poll(() => sent.filter((entry) => entry.acknowledgedAt).length, { timeout: 60_000 }).toBeGreaterThanOrEqual(20);
  const backupStarted = Date.now();
  const said = await npmScript("backup", [archive], env);
  const backupEnded = Date.now();
  // The load goes on a moment after the backup, so that writes it must not hold are sent.
  await expect.poll(() => sent.filter((entry) => entry.sentAt > backupEnded + 200).length, { timeout: 30_000 }).toBeGreaterThanOrEqual(3);
  stopping = true;
  await load;
  const acknowledgedBefore = new Set(sent.filter((entry) => entry.acknowledgedAt! < backupStarted).map((entry) => entry.key));
  const sentAfter = new Set(sent.filter((entry) => entry.sentAt > backupEnded).map((entry) => entry.key));
  const figures = `${sent.length} writes sent (${sent.filter((entry) => entry.kind === "booking").length} bookings), ${acknowledgedBefore.size} acknowledged before the backup began, ${sentAfter.size} sent after it ended; ${said}`;
  console.log(`Backup under load: ${figures}`);
  test.info().annotations.push({ type: "figures", description: figures });
  return { said, acknowledgedBefore, sentAfter };
}

/** The restored database at `url` holds every table as the snapshot read it (the manifest's counts and checksums), and the load's writes as they stood. */
async function expectAsSnapshot(url: string, archive: string, load: { acknowledgedBefore: Set<string>; sentAfter: Set<string> }) {
  const unpacked = mkdtempSync(path.join(tmpdir(), "brightline-manifest-"));
  await extract({ file: archive, cwd: unpacked }, ["manifest.json"]);
  const manifest = JSON.parse(readFileSync(path.join(unpacked, "manifest.json"), "utf8")) as BackupManifest;
  rmSync(unpacked, { recursive: true, force: true });
  const digests = await digestsAt(url);
  for (const table of manifest.tables) expect(digests.get(table.name), table.name).toEqual({ rows: table.rows, sha256: table.sha256 });
  const keys = await keysIn(url);
  for (const key of load.acknowledgedBefore) expect(keys.has(key), `${key} was acknowledged before the backup began`).toBe(true);
  for (const key of load.sentAfter) expect(keys.has(key), `${key} was sent after the backup ended`).toBe(false);
}

test.describe("backups that restore", () => {
  test.describe.configure({ mode: "serial", timeout: 480_000 });
  const nginx = findNginx();
  test.skip(
    !process.env.TEST_DATABASE_URL || !process.env.TEST_REDIS_URL || !nginx,
    "needs PostgreSQL, Redis and nginx (.ci/run has all three)",
  );

  const source = ownDataDirectory();
  // Empty, as a new machine's is: no database yet.
  const restored = mkdtempSync(path.join(path.dirname(source), "restored-"));
  const archives = mkdtempSync(path.join(tmpdir(), "brightline-archives-"));
  const archive = path.join(archives, "under-load.tar");
  let own: Awaited<ReturnType<typeof createOwnDatabase>> | undefined;
  const started: SiteInstance[] = [];
  let acknowledgedBefore = new Set<string>();
  let learnerEmail = "";

  test.afterAll(async () => {
    for (const instance of started) await stopChild(instance.process);
    removeWhenFree(source);
    removeWhenFree(restored);
    rmSync(archives, { recursive: true, force: true });
    await own?.drop();
  });

  test("a site under a steady load of writes is backed up, restored into a fresh folder, and serves and signs in", async () => {
    const site = await siteWithOwnEmulator(source);
    started.push(site.instance);
    await expect
      .poll(async () => (await (await fetch(`${site.origin}/courses/web-performance-budgets`)).text()).includes(sampleCohorts.at(-1)!.id), {
        timeout: 30_000,
      })
      .toBe(true);
    learnerEmail = keptEmail("backup-before");
    await site.emulator.learner(learnerEmail);

    const load = await backUpUnderLoad(
      archive,
      { DATA_DIR: source },
      (sent, stop) => [
        ...Array.from({ length: 3 }, () => streamOfLeads((body) => postLeadForm(site.origin, body), sent, stop)),
        ...Array.from({ length: 2 }, () => streamOfBookings(site.origin, site.emulator.learner, sent, stop)),
      ],
      site.instance.output,
    );
    expect(load.said).toMatch(/^Backed up \d+ rows of \d+ tables and its accounts into .* while the site served\.$/);
    acknowledgedBefore = load.acknowledgedBefore;
    // A restore into the folder the running site holds is refused, and writes nothing.
    await expect(npmScript("restore", [archive], { DATA_DIR: source })).rejects.toThrow(/A running site holds .* Stop it, then restore\./);
    await stopChild(site.instance.process);

    const restoredSaid = await npmScript("restore", [archive], { DATA_DIR: restored });
    expect(restoredSaid).toContain("Every table matches the archive's checksums");
    const database = await startEmbeddedDatabase({ directory: path.join(restored, "db"), quiet: true });
    try {
      await expectAsSnapshot(database.url, archive, load);
    } finally {
      await database.stop();
    }

    const again = await siteWithOwnEmulator(restored);
    started.push(again.instance);
    expect(again.instance.output()).toContain("imported from there");
    const cookie = await sessionCookie(again.origin, (await again.emulator.signIn(learnerEmail)).idToken);
    const account = await fetch(`${again.origin}/account`, { headers: { Cookie: cookie } });
    expect(account.status).toBe(200);
    expect(await account.text()).toContain("Bea Backup");
    expect((await fetch(`${again.origin}/courses`)).status).toBe(200);
    await stopChild(again.instance.process);
  });

  test("npm run move-to-postgres moves that site into PostgreSQL, and two instances behind nginx serve it", async () => {
    own = await createOwnDatabase(process.env.TEST_DATABASE_URL!, "brightline_moved");
    const said = await npmScript("move-to-postgres", [own.url], { DATA_DIR: restored });
    expect(said).toMatch(/Moved \d+ rows of \d+ tables into PostgreSQL, every table's checksum matching/);
    const keys = await keysIn(own.url);
    for (const key of acknowledgedBefore) expect(keys.has(key), key).toBe(true);

    const { ports, release } = await reservePorts(undefined, undefined);
    await release();
    const serverName = "localhost";
    const env = {
      NODE_ENV: "production",
      DATABASE_URL: own.url,
      REDIS_URL: process.env.TEST_REDIS_URL!,
      SITE_URL: `https://${serverName}:${ports[1]}`,
      TRUST_PROXY: "127.0.0.1",
      CONTACT_RATE_LIMIT: "1000000",
      FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${authEmulator.port}`,
      FIREBASE_PROJECT_ID: authEmulator.projectId,
    };
    const instances = await Promise.all([startSiteInstance(env), startSiteInstance(env)]);
    started.push(...instances);
    const temporary = makeTemporaryDirectory();
    const proxy = await startNginx(nginx!, temporary.directory, {
      httpPort: ports[0]!,
      httpsPort: ports[1]!,
      serverName,
      upstreams: instances.map((instance) => `127.0.0.1:${instance.port}`),
    });
    try {
      const staff = await createAccount({ email: keptEmail("moved-staff"), password: "correct-horse-9" });
      await grantStaffClaim(staff.localId);
      const session = await requestThrough(proxy, {
        path: "/auth/session",
        method: "POST",
        headers: { Authorization: `Bearer ${staff.idToken}`, Origin: proxy.origin },
      });
      expect(session.status, session.body).toBe(200);
      const cookie = String(session.headers["set-cookie"]).split(";")[0]!;
      const lead = [...acknowledgedBefore].find((key) => key.includes("@"))!;
      // Each instance in turn (nginx goes round them): the moved lead is in the inbox on both.
      for (let view = 0; view < 2; view += 1) {
        const inbox = await requestThrough(proxy, { path: `/admin?q=${encodeURIComponent(lead)}`, headers: { Cookie: cookie } });
        expect(inbox.status).toBe(200);
        expect(inbox.body).toContain(lead);
      }
      expect((await requestThrough(proxy, { path: "/courses/web-performance-budgets" })).status).toBe(200);

      // The moved site, now on PostgreSQL, backed up under a load of writes on both instances and restored into a fresh folder.
      const onServer = path.join(archives, "postgresql.tar");
      const load = await backUpUnderLoad(
        onServer,
        { DATABASE_URL: own.url, DATA_DIR: restored },
        // Through nginx, which sends every other form to each instance.
        (sent, stop) => [1, 2, 3].map(() => streamOfLeads((body) => postThrough(proxy, body), sent, stop)),
        () => instances.map((instance) => instance.output()).join("\n"),
      );
      const fresh = mkdtempSync(path.join(path.dirname(source), "restored-"));
      try {
        expect(await npmScript("restore", [onServer], { DATA_DIR: fresh })).toContain("Every table matches the archive's checksums");
        const database = await startEmbeddedDatabase({ directory: path.join(fresh, "db"), quiet: true });
        try {
          await expectAsSnapshot(database.url, onServer, load);
        } finally {
          await database.stop();
        }
      } finally {
        removeWhenFree(fresh);
      }
    } finally {
      await proxy.stop();
      temporary.remove();
    }
  });
});
