import type { APIRequestContext } from "@playwright/test";
import pg from "pg";
import { authEmulator } from "../../../playwright.config";
import { createOwnDatabase } from "~tests/support/own-database";
import { createAccount, grantEditorClaim, grantStaffClaim, keptEmail } from "../support/auth-emulator";
import { type SiteInstance, startSiteInstance, stopChild } from "../support/child-processes";
import { expect, test } from "../support/fixtures";
import { admin } from "../support/staff";
import { startTcpGate } from "~tests/support/tcp-gate";

/**
 * The content studio from the outside (issue 40), on two instances sharing PostgreSQL and
 * Redis: an editor (granted with `npm run admin -- grant <email> editor`) opens the studio and
 * nothing else of the staff pages, and what they publish on one instance shows on the other
 * within a second.
 */

const shared = process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL;
const PUBLIC_ORIGIN = "http://brightline.test";
/** What nginx adds to each request it passes on (deploy/nginx). */
const proxied = { "X-Forwarded-For": "198.51.100.40", "X-Forwarded-Host": "brightline.test", "X-Forwarded-Proto": "http" };

test.describe("the content studio on two instances", () => {
  test.skip(!shared, "needs TEST_DATABASE_URL and TEST_REDIS_URL (.ci/run sets both)");
  test.describe.configure({ mode: "serial", timeout: 120_000 });

  let own: Awaited<ReturnType<typeof createOwnDatabase>>;
  let instances: SiteInstance[] = [];
  /** The signed-in editor of the running test. */
  let editorCookie = "";

  test.beforeAll(async () => {
    own = await createOwnDatabase(process.env.TEST_DATABASE_URL!, "brightline_studio");
    const env = {
      NODE_ENV: "production",
      DATABASE_URL: own.url,
      REDIS_URL: process.env.TEST_REDIS_URL!,
      SITE_URL: PUBLIC_ORIGIN,
      TRUST_PROXY: "loopback",
      FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${authEmulator.port}`,
      FIREBASE_PROJECT_ID: authEmulator.projectId,
    };
    instances = await Promise.all([startSiteInstance(env), startSiteInstance(env)]);
  });

  test.afterAll(async () => {
    await Promise.all(instances.map((instance) => stopChild(instance.process)));
    await own?.drop();
  });

  /** A document's newest version, as the database holds it: what its edit form would send. */
  async function newestVersion(id: string): Promise<{ data: Record<string, unknown>; latest: number }> {
    const client = new pg.Client({ connectionString: own.url });
    await client.connect();
    const { rows } = await client
      .query<{ data: Record<string, unknown>; latest: number }>(
        `select v.data, d.latest_version as latest from content_documents d
           join content_versions v on v.document_id = d.id and v.number = d.latest_version where d.id = $1`,
        [id],
      )
      .finally(() => client.end());
    return rows[0]!;
  }

  const at = (instance: SiteInstance | undefined, path: string) => `http://127.0.0.1:${instance!.port}${path}`;

  async function sessionCookie(request: APIRequestContext, idToken: string): Promise<string> {
    const session = await request.post(at(instances[0], "/auth/session"), {
      headers: { ...proxied, Authorization: `Bearer ${idToken}`, Origin: PUBLIC_ORIGIN },
    });
    expect(session.status(), await session.text()).toBe(200);
    return /__session=[^;]+/.exec(session.headers()["set-cookie"] ?? "")![0];
  }

  /** A new account made an editor as the tests that are not about `npm run admin` need one, signed in: its cookie. */
  async function newEditor(request: APIRequestContext): Promise<string> {
    const { idToken, localId } = await createAccount({ email: keptEmail("editor"), password: "correct-horse-9" });
    await grantEditorClaim(localId);
    return sessionCookie(request, idToken);
  }

  const get = (request: APIRequestContext, instance: SiteInstance | undefined, path: string, cookie = editorCookie) =>
    request.get(at(instance, path), { headers: { ...proxied, Cookie: cookie }, maxRedirects: 0 });

  const post = (request: APIRequestContext, path: string, form: Record<string, string>, headers: Record<string, string> = {}) =>
    request.post(at(instances[0], path), {
      // A page's form, as nginx passes it on: the public host, which React Router checks the Origin against.
      headers: { ...proxied, Host: "brightline.test", Cookie: editorCookie, Origin: PUBLIC_ORIGIN, ...headers },
      form,
      maxRedirects: 0,
    });

  test("an editor opens the content studio and no other staff page; staff open it too", async ({ request }) => {
    const editor = { email: keptEmail("editor"), password: "correct-horse-9" };
    const { idToken } = await createAccount(editor);
    const said = await admin("grant", editor.email, { REDIS_URL: process.env.TEST_REDIS_URL }, "editor");
    expect(said).toContain("is an editor: they can open the content studio");
    editorCookie = await sessionCookie(request, idToken);

    for (const path of ["/admin", "/admin/cohorts", "/admin/leads.csv", "/admin/site-speed", "/admin/cohorts/new"])
      expect((await get(request, instances[1], path)).status(), path).toBe(403);
    const studio = await get(request, instances[1], "/admin/content");
    expect(studio.status()).toBe(200);
    const html = await studio.text();
    expect(html).toContain("Graphic Design");
    expect(html).toContain('href="/admin/content"');
    expect(html).not.toContain('href="/admin/cohorts"');

    const staff = { email: keptEmail("studio-staff"), password: "correct-horse-9" };
    const created = await createAccount(staff);
    await grantStaffClaim(created.localId);
    const staffPage = await get(request, instances[1], "/admin/content", await sessionCookie(request, created.idToken));
    expect(staffPage.status()).toBe(200);
    const staffHtml = await staffPage.text();
    expect(staffHtml).toContain('href="/admin/cohorts"');
    expect(staffHtml).toContain('href="/admin/content"');
  });

  test("what an editor unpublishes and publishes on one instance, the other shows within a second", async ({ request }) => {
    const faq = await (await get(request, instances[1], "/faq")).text();
    editorCookie = await newEditor(request);
    const list = await (await get(request, instances[0], "/admin/content?kind=faq")).text();
    const [, id, question] = /<a[^>]*href="\/admin\/content\/([0-9a-f-]{36})"[^>]*>([^<]+\?)<\/a>/.exec(list)!;
    expect(faq).toContain(question);

    const unpublished = await post(request, `/admin/content/${id}`, { intent: "unpublish" });
    expect(unpublished.status()).toBe(200);
    const told = Date.now();
    let gone = false;
    while (!gone && Date.now() - told < 5_000) gone = !(await (await get(request, instances[1], "/faq")).text()).includes(question!);
    expect(gone).toBe(true);
    expect(Date.now() - told).toBeLessThan(1_000);
    expect(await (await get(request, instances[1], "/admin/content?state=unpublished")).text()).toContain(question);

    const published = await post(request, `/admin/content/${id}`, { intent: "publish", version: "1" });
    expect(published.status()).toBe(200);
    const again = Date.now();
    let back = false;
    while (!back && Date.now() - again < 5_000) back = (await (await get(request, instances[1], "/faq")).text()).includes(question!);
    expect(back).toBe(true);
    expect(Date.now() - again).toBeLessThan(1_000);

    const client = new pg.Client({ connectionString: own.url });
    await client.connect();
    const { rows } = await client.query<{ action: string }>("select action from audit_log where action like 'content-%' order by at");
    await client.end();
    expect(rows.map((row) => row.action)).toEqual(["content-unpublished", "content-published"]);
  });

  test("a draft saved and scheduled in the studio goes out on every instance when its time comes", async ({ request }) => {
    editorCookie = await newEditor(request);
    const list = await (await get(request, instances[0], "/admin/content?kind=faq")).text();
    const [, id] = /<a[^>]*href="\/admin\/content\/([0-9a-f-]{36})"/.exec(list)!;
    const client = new pg.Client({ connectionString: own.url });
    await client.connect();
    try {
      const { data, latest } = await newestVersion(id!);
      const current = data as Record<string, string>;
      const question = current.question!.replace(/\?$/, ", on a schedule?");
      const saved = await post(request, `/admin/content/${id}/edit`, { ...current, question, intent: "save", basedOn: String(latest) });
      expect(saved.status()).toBe(303);
      expect(saved.headers().location).toBe(`/admin/content/${id}?saved=${latest + 1}`);

      // Tomorrow at this time, as the studio's clock (UK time) reads it, as the form's field sends it.
      const parts = Object.fromEntries(
        new Intl.DateTimeFormat("en-GB", {
          timeZone: "Europe/London",
          year: "numeric",
          month: "2-digit",
          day: "2-digit",
          hour: "2-digit",
          minute: "2-digit",
          hourCycle: "h23",
        })
          .formatToParts(new Date(Date.now() + 86_400_000))
          .map((part) => [part.type, part.value]),
      );
      const at = `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
      const scheduled = await post(request, `/admin/content/${id}`, { intent: "schedule", version: String(latest + 1), at });
      expect(scheduled.status()).toBe(200);
      expect(await scheduled.text()).toContain(`will be published at`);
      expect(await (await get(request, instances[1], "/admin/content?state=scheduled")).text()).toContain(question);
      const past = await post(request, `/admin/content/${id}`, { intent: "schedule", version: String(latest + 1), at: "2020-01-01T09:00" });
      expect(past.status()).toBe(400);
      expect(await (await get(request, instances[1], "/faq")).text()).not.toContain(question);

      // The day passes: the schedule falls due, as the clock would make it.
      await client.query("update content_documents set scheduled_for = now() where id = $1", [id]);
      const due = Date.now();
      let shown = false;
      while (!shown && Date.now() - due < 5_000) shown = (await (await get(request, instances[1], "/faq")).text()).includes(question);
      expect(shown).toBe(true);
      // An instance looks once a second; the other hears of it through Redis.
      expect(Date.now() - due).toBeLessThan(2_500);
      const audit = await client.query<{ action: string; actor: string }>(
        "select action, actor from audit_log where action in ('content-scheduled', 'content-published') order by at desc limit 2",
      );
      expect(audit.rows.map((row) => row.action).sort()).toEqual(["content-published", "content-scheduled"]);
    } finally {
      await client.end();
    }
  });

  test("saves a post's Markdown far longer than the 64 KB of every other form, and refuses one over its route's limit with 413", async ({
    request,
  }) => {
    const list = await (await get(request, instances[0], "/admin/content?kind=post")).text();
    const id = /<a[^>]*href="\/admin\/content\/([0-9a-f-]{36})"/.exec(list)![1]!;
    const { data, latest } = await newestVersion(id);
    // The form's fields, as the studio names them: a list's items by their place.
    const fields: Record<string, string> = { intent: "save", basedOn: String(latest) };
    const write = (name: string, value: unknown): void => {
      if (value !== null && typeof value === "object") for (const [key, item] of Object.entries(value)) write(`${name}.${key}`, item);
      else fields[name] = String(value);
    };
    for (const [name, value] of Object.entries(data)) write(name, value);
    // 150,000 characters of a long read, where each "’" is sent as nine bytes: about 190 KB.
    const paragraph = "A paragraph of a very long read, with a closing quote’s curly apostrophe in it, written to be long. ";
    const body = `${String(data.body)}\n\n${paragraph.repeat(Math.floor(150_000 / paragraph.length))}`.slice(0, 150_000);
    const saved = await post(request, `/admin/content/${id}/edit`, { ...fields, body });
    expect(saved.status(), await saved.text()).toBe(303);

    const tooLong = await post(request, `/admin/content/${id}/edit`, { ...fields, body: "’".repeat(250_000) });
    expect(tooLong.status()).toBe(413);
  });

  test("of two editors saving from one version, the second is refused with both kept and where they differ shown", async ({ request }) => {
    const list = await (await get(request, instances[0], "/admin/content?kind=faq")).text();
    const ids = [...list.matchAll(/<a[^>]*href="\/admin\/content\/([0-9a-f-]{36})"/g)].map((match) => match[1]!);
    const id = ids.at(-1)!;
    const { data, latest } = await newestVersion(id);
    const current = data as Record<string, string>;
    const form = (question: string) => ({ ...current, question, intent: "save", basedOn: String(latest) });

    editorCookie = await newEditor(request);
    const first = await post(request, `/admin/content/${id}/edit`, form("Which question did the first editor ask?"));
    expect(first.status()).toBe(303);
    editorCookie = await newEditor(request);
    const second = await post(request, `/admin/content/${id}/edit`, form("Which question did the second editor ask?"));
    expect(second.status()).toBe(409);
    const page = await second.text();
    expect(page).toMatch(/saved version \d+ while you were editing/);
    // Both versions on the page: theirs in the table, and yours in the table and the form.
    expect(page).toContain("Which question did the first editor ask?");
    expect(page.split("Which question did the second editor ask?").length).toBeGreaterThanOrEqual(3);
    expect(page).toContain(`name="basedOn" value="${latest + 1}"`);
  });

  test("refuses a form from elsewhere, a field sent twice, an unknown document and what would break the site", async ({ request }) => {
    editorCookie = await newEditor(request);
    const list = await (await get(request, instances[0], "/admin/content?kind=team")).text();
    const [, teamId] = /href="\/admin\/content\/([0-9a-f-]{36})"/.exec(list)!;
    expect(
      (await post(request, `/admin/content/${teamId}`, { intent: "unpublish" }, { Origin: "https://elsewhere.example" })).status(),
    ).toBe(403);
    const twice = await request.post(at(instances[0], `/admin/content/${teamId}`), {
      headers: {
        ...proxied,
        Host: "brightline.test",
        Cookie: editorCookie,
        Origin: PUBLIC_ORIGIN,
        "Content-Type": "application/x-www-form-urlencoded",
      },
      data: "intent=publish&version=1&intent=unpublish",
    });
    expect(twice.status()).toBe(400);
    expect((await post(request, "/admin/content/00000000-0000-4000-8000-000000000000", { intent: "unpublish" })).status()).toBe(404);
    expect((await post(request, "/admin/content/not-a-document", { intent: "unpublish" })).status()).toBe(404);
    expect((await post(request, `/admin/content/${teamId}`, { intent: "publish", version: "99" })).status()).toBe(404);

    // The first team member teaches a course or writes posts: taking them off would break those pages.
    const refused = await post(request, `/admin/content/${teamId}`, { intent: "unpublish" });
    expect(refused.status()).toBe(400);
    expect(await refused.text()).toContain("which is not published");
  });

  test("a change published while the publishing instance's Redis is away reaches the others once it is back", async ({ request }) => {
    const redis = new URL(process.env.TEST_REDIS_URL!);
    const gate = await startTcpGate({ host: redis.hostname, port: Number(redis.port || 6379) });
    const cutOff = await startSiteInstance({
      NODE_ENV: "production",
      DATABASE_URL: own.url,
      REDIS_URL: `redis://127.0.0.1:${gate.port}`,
      SITE_URL: PUBLIC_ORIGIN,
      TRUST_PROXY: "loopback",
      FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${authEmulator.port}`,
      FIREBASE_PROJECT_ID: authEmulator.projectId,
    });
    try {
      editorCookie = await newEditor(request);
      const list = await (await get(request, instances[0], "/admin/content?kind=faq")).text();
      // The first in the list: the repository's, published (an earlier test left a draft of its own).
      const [, id, question] = /<a[^>]*href="\/admin\/content\/([0-9a-f-]{36})"[^>]*>([^<]+\?)<\/a>/.exec(list)!;
      const shows = async () => (await (await get(request, instances[1], "/faq")).text()).includes(question!);
      expect(await shows()).toBe(true);

      gate.cut();
      const unpublished = await request.post(at(cutOff, `/admin/content/${id}`), {
        headers: { ...proxied, Host: "brightline.test", Cookie: editorCookie, Origin: PUBLIC_ORIGIN },
        form: { intent: "unpublish" },
        maxRedirects: 0,
      });
      expect(unpublished.status()).toBe(200);
      // Nobody heard: the other instances still show it...
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect(await shows()).toBe(true);

      // ...until the publishing instance's Redis is back and its next tick tells them.
      gate.mend();
      const mended = Date.now();
      let gone = false;
      while (!gone && Date.now() - mended < 15_000) gone = !(await shows());
      expect(gone).toBe(true);

      expect((await post(request, `/admin/content/${id}`, { intent: "publish", version: "1" })).status()).toBe(200);
    } finally {
      await stopChild(cutOff.process);
      await gate.stop();
    }
  });
});
