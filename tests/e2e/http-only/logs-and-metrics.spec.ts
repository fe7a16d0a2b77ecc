import { randomUUID } from "node:crypto";
import { authEmulator } from "../../../playwright.config";
import { leadFormFields } from "~tests/support/contact-form-post";
import { TEST_FORM_SECRET } from "~tests/support/test-form-secret";
import { createAccount, keptEmail } from "../support/auth-emulator";
import { reservePorts } from "../support/behind-nginx";
import { type SiteInstance, startSiteInstance, stopChild } from "../support/child-processes";
import { expect, test } from "../support/fixtures";

/*
 * What an operator reads (issue 67): the site's log is one JSON object a line, each request with
 * the id its answer and error page carry, its kind, status and milliseconds; no cookie, password,
 * form secret or form body is ever in it. /metrics serves every family the issue names to this
 * machine, to a scraper elsewhere with the token, and to no one else.
 */

const TOKEN = `metrics-${randomUUID()}-${randomUUID()}`;

test.describe("logs and metrics", () => {
  test.describe.configure({ mode: "serial", timeout: 180_000 });
  let site: SiteInstance;
  let origin = "";
  let output: string;
  const password = `typed-${randomUUID()}`;
  const message = `A message only the database may hold ${randomUUID()}`;
  let cookie = "";
  let crashId = "";

  test.beforeAll(async () => {
    // A port known before the start: the site takes forms only from its own origin, which has it.
    const { ports, release } = await reservePorts(undefined);
    await release();
    site = await startSiteInstance({
      NODE_ENV: "production",
      PORT: String(ports[0]),
      ERROR_DRILL: "1",
      METRICS_TOKEN: TOKEN,
      // As behind a proxy on this machine: X-Forwarded-For names the visitor.
      TRUST_PROXY: "loopback",
      FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${authEmulator.port}`,
      FIREBASE_PROJECT_ID: authEmulator.projectId,
    });
    origin = `http://127.0.0.1:${site.port}`;
  });

  test.afterAll(async () => {
    await stopChild(site?.process);
  });

  test("every request is a JSON line with its id, kind, status and time, and no secret reaches the log", async () => {
    const email = keptEmail("logged");
    const { idToken } = await createAccount({ email, password, displayName: "Logan Lines" });
    const session = await fetch(`${origin}/auth/session`, {
      method: "POST",
      headers: { Authorization: `Bearer ${idToken}`, Origin: origin },
    });
    expect(session.status, await session.clone().text()).toBe(200);
    cookie = session.headers.getSetCookie()[0]!.split(";")[0]!;
    const sessionValue = cookie.split("=")[1]!;
    for (let view = 0; view < 2; view += 1) {
      expect((await fetch(`${origin}/account`, { headers: { Cookie: cookie } })).status).toBe(200);
      expect((await fetch(`${origin}/services?utm=${encodeURIComponent(email)}`)).status).toBe(200);
    }
    const login = await fetch(`${origin}/login`, {
      method: "POST",
      redirect: "manual",
      headers: { Origin: origin, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ form: "login", email, password }),
    });
    expect(login.status).toBeLessThan(500);
    const lead = await fetch(`${origin}/contact`, { method: "POST", body: new URLSearchParams(leadFormFields({ message })) });
    expect(lead.status).toBe(200);
    // A seat's claim link carries its token in the path: the log keeps the path without it.
    const claimToken = `claim-${randomUUID()}`;
    expect((await fetch(`${origin}/account/claim/${claimToken}`, { redirect: "manual" })).status).toBeLessThan(500);
    const crash = await fetch(`${origin}/error-drill?kind=crash`);
    expect(crash.status).toBe(500);
    crashId = crash.headers.get("x-request-id")!;
    expect(await crash.text()).toContain(crashId);
    expect(
      (await fetch(`${origin}/webhooks/stripe`, { method: "POST", body: "{}", headers: { "Content-Type": "application/json" } })).status,
    ).toBe(404);

    // The last line is written once its answer has gone.
    await expect.poll(() => site.output().includes(`"path":"/webhooks/stripe"`)).toBe(true);
    output = site.output();

    // After the start's first words (Node's own warning, before any setting is read), every line is JSON.
    const lines = output.split("\n").filter((line) => line.trim() !== "" && !line.startsWith("Warning: Node "));
    const records = lines.map((line) => {
      try {
        return JSON.parse(line) as Record<string, unknown>;
      } catch {
        throw new Error(`Not a JSON line: ${line}`);
      }
    });
    for (const record of records)
      expect(record).toMatchObject({ level: expect.any(Number), time: expect.any(Number), msg: expect.any(String) });
    expect(records.some((record) => /serving on http:\/\/127\.0\.0\.1:\d+/.test(String(record.msg)))).toBe(true);

    const requests = records.filter((record) => "kind" in record && "status" in record);
    const line = (path: string, status: number) => requests.find((record) => record.path === path && record.status === status);
    expect(line("/account", 200)).toMatchObject({ kind: "personal page", method: "GET", ms: expect.any(Number) });
    expect(line("/services", 200)).toMatchObject({ kind: "page" });
    expect(line("/contact", 200)).toMatchObject({ kind: "form", method: "POST" });
    expect(line("/webhooks/stripe", 404)).toMatchObject({ kind: "webhook" });
    expect(line("/error-drill", 500)).toMatchObject({ requestId: crashId });
    // The failure itself, under the id the error page showed.
    expect(records.find((record) => record.level === 50 && record.requestId === crashId)?.msg).toContain(
      "Error drill: a deliberate failure",
    );

    expect(line("/account/claim/…", 302) ?? line("/account/claim/…", 200) ?? line("/account/claim/…", 404)).toBeDefined();
    for (const secret of [sessionValue, password, TEST_FORM_SECRET, message, idToken, email, claimToken])
      expect(output.includes(secret), `the log holds ${secret.slice(0, 12)}…`).toBe(false);
  });

  test("/metrics serves every family to this machine and to the token, and is a 404 to anyone else", async () => {
    // The first view renders the page and the cache keeps it (compressed, a moment later); a view after that is a hit.
    await expect
      .poll(async () => {
        expect((await fetch(`${origin}/`)).status).toBe(200);
        return (await (await fetch(`${origin}/metrics`)).text()).includes('cache="shared",outcome="hit"');
      })
      .toBe(true);
    await (
      await fetch(`${origin}/webhooks/stripe`, { method: "POST", body: "{}", headers: { "Content-Type": "application/json" } })
    ).text();
    // A request is counted once its answer has gone: the second delivery's, a moment after the client read it.
    await expect.poll(async () => (await (await fetch(`${origin}/metrics`)).text()).includes('kind="webhook",status="404"} 2')).toBe(true);

    const scrape = await fetch(`${origin}/metrics`);
    expect(scrape.status).toBe(200);
    expect(scrape.headers.get("content-type")).toContain("text/plain");
    const text = await scrape.text();
    for (const sample of [
      /^brightline_http_request_duration_seconds_bucket\{le="0\.1",kind="page",status="200"\} \d+$/m,
      /^brightline_http_request_duration_seconds_count\{kind="webhook",status="404"\} 2$/m,
      /^brightline_page_cache_lookups_total\{cache="shared",outcome="miss"\} [1-9]\d*$/m,
      /^brightline_page_cache_lookups_total\{cache="shared",outcome="hit"\} [1-9]\d*$/m,
      /^brightline_database_pool_waiting \d+$/m,
      /^brightline_database_pool_connections\{state="open"\} \d+$/m,
      /^brightline_mail_outbox_waiting \d+$/m,
      /^brightline_mail_outbox_failing \d+$/m,
      /^brightline_webhook_events_total\{outcome="not-set-up"\} 2$/m,
      /^brightline_bookings\{state="confirmed"\} \d+$/m,
      /^brightline_cohort_seats\{state="free"\} [1-9]\d*$/m,
      /^brightline_backup_last_age_seconds (?:\d+|\+Inf)$/m,
      /^brightline_node_process_resident_memory_bytes \d+$/m,
    ])
      expect(text).toMatch(sample);

    // Through a proxy (it forwards who asked), from elsewhere: a 404 without the token, the numbers with it.
    const outside = { "X-Forwarded-For": "203.0.113.9" };
    expect((await fetch(`${origin}/metrics`, { headers: outside })).status).toBe(404);
    expect((await fetch(`${origin}/metrics`, { headers: { ...outside, Authorization: "Bearer wrong-token" } })).status).toBe(404);
    // A page rebound to 127.0.0.1 in a browser on this machine, with a made-up token: a 404 too.
    expect(
      (await fetch(`${origin}/metrics`, { headers: { Host: "rebind.attacker.example", Authorization: "Bearer made-up" } })).status,
    ).toBe(404);
    const withToken = await fetch(`${origin}/metrics`, { headers: { ...outside, Authorization: `Bearer ${TOKEN}` } });
    expect(withToken.status).toBe(200);
    expect(await withToken.text()).toContain("brightline_mail_outbox_waiting");
  });
});
