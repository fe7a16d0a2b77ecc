import { Agent, request } from "node:http";
import { authEmulator } from "../../../playwright.config";
import { createAccount, keptEmail } from "../support/auth-emulator";
import { expect, test } from "../support/fixtures";
import { type SiteInstance, startSiteInstance, stopChild } from "../support/child-processes";
import { reservePorts } from "../support/behind-nginx";

/**
 * The render bound's line (server/http/render-bounds.ts, issue 39) on sites of their own: a
 * burst of people opening their own pages at once is served, each after a short wait; a flood
 * of addresses no one asked for before is still refused past the line, and the pages the cache
 * holds keep flowing beside it.
 */

test.describe.configure({ timeout: 120_000 });

let site: SiteInstance | undefined;
const origin = () => `http://127.0.0.1:${site!.port}`;
/** Connections for a burst or a flood: more at once than the bound renders and lets wait. */
let agent: Agent;
/** The flood's requests in the connections before the paused site goes on: one a connection. */
const FIRST_WAVE = 200;
/** A visitor of their own beside the flood: their requests never queue behind its in this process. */
let visitor: Agent;

/** A site of the file's own, with these render bounds (RENDERS_AT_ONCE, RENDER_LINE). */
async function startSite(renderBounds: Record<string, string>) {
  // A port known before the start: the session endpoint takes requests from the site's own origin only.
  const reserved = await reservePorts(undefined);
  await reserved.release();
  site = await startSiteInstance({
    PORT: String(reserved.ports[0]),
    NODE_ENV: "production",
    SESSION_RATE_LIMIT: "100000",
    FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${authEmulator.port}`,
    FIREBASE_PROJECT_ID: authEmulator.projectId,
    ...renderBounds,
  });
  agent = new Agent({ keepAlive: true, maxSockets: FIRST_WAVE });
  visitor = new Agent({ keepAlive: true, maxSockets: 4 });
}
test.afterEach(async () => {
  agent?.destroy();
  visitor?.destroy();
  await stopChild(site?.process);
  site = undefined;
});

const BROWSER = { Accept: "text/html", "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 Safari/537.36" };

/** How long a render waits for its turn before it is refused (server/http/render-bounds.ts, `maxWaitMs`). */
const LINE_PATIENCE_MS = 2_500;

/** An answer, and when it had come whole (`performance.now()`). */
type Answer = { status: number; etag?: string; setCookie?: string; ended: number };

/**
 * One request over the test's own agent, its body read and dropped; `written` is called once the
 * request is in the connection (the kernel's, even while the site is paused).
 */
function send(method: string, path: string, headers: Record<string, string> = {}, through = agent, written = () => {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(`${origin()}${path}`, { method, agent: through, headers: { ...BROWSER, ...headers } }, (res) => {
      res.resume();
      res.on("end", () =>
        resolve({
          status: res.statusCode ?? 0,
          etag: res.headers.etag,
          setCookie: res.headers["set-cookie"]?.[0],
          ended: performance.now(),
        }),
      );
    });
    req.on("finish", written);
    req.on("error", (error: NodeJS.ErrnoException) => {
      // A kept-alive connection the site closed as this request went out on it: the site never
      // saw the request, and Node's documentation says to send it again (a GET; a form is not
      // sent twice). A test process starved of the machine past the site's 5 s keep-alive met it
      // beside a second test run (issue 63).
      const idempotent = method === "GET" || method === "HEAD";
      if (idempotent && req.reusedSocket && error.code === "ECONNRESET")
        send(method, path, headers, through, written).then(resolve, reject);
      else reject(error);
    });
    req.end();
  });
}
const get = (path: string, headers?: Record<string, string>) => send("GET", path, headers);

test("a burst of 50 people opening their account page at once is served, none turned away without waiting their turn", async () => {
  // The bounds `npm start` has: 32 renders at once, and a line of 64.
  await startSite({});
  const cookies = await Promise.all(
    Array.from({ length: 50 }, async (_, index) => {
      const { idToken } = await createAccount({ email: keptEmail(`burst-${index}`), password: "correct-horse-9" });
      const session = await send("POST", "/auth/session", { Authorization: `Bearer ${idToken}`, Origin: origin() });
      expect(session.status).toBe(200);
      return session.setCookie!.split(";")[0]!;
    }),
  );
  // More at once than the bound renders (32): the rest wait their turn in the line.
  const sent = performance.now();
  const answers = await Promise.all(cookies.map((cookie) => get("/account", { Cookie: cookie })));
  const waited = (answer: Answer) => answer.ended - sent;
  const refused = answers.filter((answer) => answer.status !== 200);
  // The line took the whole burst: no one was turned away without waiting their turn.
  expect(refused.map(waited).filter((ms) => ms < LINE_PATIENCE_MS)).toEqual([]);
  // And each had their page, unless the renders ahead of them outlasted the line's patience:
  // then a wait runs out, as it should (decision 24), and the machine, not the line, was slow.
  // Seen with a second `npm test` beside this one, at a load of 18 on 2 cores: 4 of 50 refused (issue 63).
  const slowestServed = Math.max(...answers.filter((answer) => answer.status === 200).map(waited));
  if (slowestServed < LINE_PATIENCE_MS) expect(answers.map((answer) => answer.status)).toEqual(cookies.map(() => 200));
  else
    expect(
      refused.map((answer) => answer.status),
      `the machine was too busy: served pages took up to ${Math.round(slowestServed)} ms, past the line's ${LINE_PATIENCE_MS}`,
    ).toEqual(refused.map(() => 503));
});

test("a flood of 2,000 made-up addresses is refused past the line, while the cached home page keeps flowing", async () => {
  // One render at once and a line of one, and the flood's first wave of 200 written while the
  // site is paused: it lands at once, as a flood from many machines does. A client sending from a
  // busy machine could not always keep even two requests in the server at once, and then nothing
  // was refused (issue 63).
  await startSite({ RENDERS_AT_ONCE: "1", RENDER_LINE: "1" });
  // The home page is in the page cache before the flood, and the visitor's connection open, as
  // nginx keeps its connections to the site.
  await expect.poll(async () => (await send("GET", "/", {}, visitor)).etag).toBeTruthy();
  const pid = site!.process.pid!;
  process.kill(pid, "SIGSTOP");
  let flood: Promise<Answer[]>;
  let first: Promise<Answer>;
  try {
    let inTheConnections = 0;
    const firstWave = new Promise<void>((resolve) => {
      const counted = () => ++inTheConnections === FIRST_WAVE && resolve();
      flood = Promise.all(
        Array.from({ length: 2_000 }, (_, index) => send("GET", `/made-up-${crypto.randomUUID()}-${index}`, {}, agent, counted)),
      );
    });
    // The visitor's first page asked for in the same moment.
    first = send("GET", "/", {}, visitor);
    // Never paused for good: past 30 s the flood goes on with what was written.
    await Promise.race([firstWave, new Promise((resolve) => setTimeout(resolve, 30_000))]);
  } finally {
    process.kill(pid, "SIGCONT");
  }
  const beside = [await first!];
  for (let index = 1; index < 20; index++) beside.push(await send("GET", "/", {}, visitor));
  const flooded = await flood!;
  const statuses = flooded.map((answer) => answer.status);

  // Every made-up address is a page not found, rendered, or refused: none other, and the line
  // refused some. (While the server runs late, it renders none: decision 24.)
  expect([...new Set(statuses)].filter((status) => status !== 404 && status !== 503)).toEqual([]);
  expect(statuses.filter((status) => status === 503).length).toBeGreaterThan(0);
  // And once the flood has passed, a new address is rendered again.
  await expect.poll(async () => (await get(`/made-up-${crypto.randomUUID()}`)).status, { timeout: 30_000 }).toBe(404);
  // The visitor's first page came while the flood filled the line, which refused most of it: a
  // page that waited in that line would have been refused too.
  expect(beside[0]!.ended).toBeLessThan(Math.max(...flooded.map((answer) => answer.ended)));
  // So the cached page never waited in the line: each came from the cache. (How fast it flows
  // is the benchmark's to say, `npm run bench`: a clock here measured the machine, and a
  // second test run beside this one once took it past 2.5 s, issue 63.)
  for (const answer of beside) {
    expect(answer.status).toBe(200);
    expect(answer.etag).toBeTruthy();
  }
});
