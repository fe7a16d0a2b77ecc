// `npm run bench`: the site's speed and memory under load, against a bare Node server sending
// the same bytes, measured in one run with the two sides alternating (this machine is shared
// and noisy: a ratio within one run means more than a figure across runs). Prints a table and
// the targets of issue 10; exits 1 when one is missed.
//
// Settings: BENCH_SECONDS per load run (10), BENCH_ROUNDS of alternation (2),
// BENCH_MIXED_SECONDS of mixed load before the memory reading (60), BENCH_NO_BUILD=1 to use the
// build there is. The personal pages (personal-pages.ts: /account, a booking's page, /admin and
// a roster, 50 people at once) run in each round, each after its 50 people opened their page at
// the same moment (printed as "First views"); BENCH_ONLY=personal runs them and anonymous /
// alone, and PERSONAL_PAGE_CACHE_MB=0 runs them with every view rendered (decision 40). Then the lead scenario (leads.ts) and the booking scenario (bookings.ts);
// Then the publishing scenario (publishing.ts, two instances on PostgreSQL and Redis: publish to
// visible), and the image upload scenario (image-uploads.ts: memory before and after a burst of
// large uploads), and the search scenario (search.ts: 400 searches never asked before, on the
// embedded database). BENCH_ONLY=leads, BENCH_ONLY=bookings, BENCH_ONLY=publishing,
// BENCH_ONLY=search or BENCH_ONLY=uploads runs one alone.
import { writeFileSync } from "node:fs";
import { cpus } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
// @ts-expect-error: a plain JavaScript module shared with the test setup
import { ensureDebianPackages } from "../debian-packages.mjs";
import { findNginx, makeTemporaryDirectory, type NginxProxy, reservePorts, startNginx } from "~tests/e2e/support/behind-nginx";
import { runVisible, startSiteInstance, stopChild } from "~tests/e2e/support/child-processes";
import { type RawAnswer, rawRequest } from "~tests/support/raw-request";
import { benchBookings } from "./bookings";
import { benchImageUploads } from "./image-uploads";
import { benchLeads } from "./leads";
import { benchPublishing } from "./publishing";
import { benchSearch } from "./search";
import { type FirstViews, firstViews, PEOPLE, type PersonalPages, personalPages, statusesOf } from "./personal-pages";
import { bareResponse, benchSiteSettings, rssMegabytes, startBareServer } from "./site-under-load";
import { type LoadResult, runWrk } from "./wrk";

const root = fileURLToPath(new URL("../../", import.meta.url));
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
const mixedSeconds = Number(process.env.BENCH_MIXED_SECONDS ?? 60);

const BROWSER = {
  "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
  Accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
  "Accept-Encoding": "gzip, deflate, br",
};
const GOOGLEBOT = { ...BROWSER, "User-Agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" };

type Row = { name: string; runs: LoadResult[]; ratios?: number[]; ratioOf?: string };

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const summary = (runs: LoadResult[]) => ({
  requestsPerSecond: median(runs.map((run) => run.requestsPerSecond)),
  p50Ms: median(runs.map((run) => run.p50Ms)),
  p99Ms: median(runs.map((run) => run.p99Ms)),
  errors: runs.reduce((sum, run) => sum + run.errors, 0),
});

async function post(url: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  const response = await fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${url} answered ${response.status}: ${await response.text()}`);
  return response;
}

/** An account on the emulator and a session for it on the site: the cookie to send. */
async function makeSession(site: string, emulator: string): Promise<string> {
  const api = `${emulator}/identitytoolkit.googleapis.com/v1`;
  const account = { email: `bench-${Date.now()}@example.com`, password: "benchmark-password" };
  await post(`${api}/accounts:signUp?key=demo-api-key`, { ...account, displayName: "Bench Reader", returnSecureToken: true });
  // The emulator counts a token issued in the second of the sign-up as revoked: sign in anew.
  await new Promise((resolve) => setTimeout(resolve, 1_100));
  const signIn = (await (
    await post(`${api}/accounts:signInWithPassword?key=demo-api-key`, { ...account, returnSecureToken: true })
  ).json()) as {
    idToken: string;
  };
  const session = await fetch(`${site}/auth/session`, {
    method: "POST",
    headers: { Authorization: `Bearer ${signIn.idToken}`, Origin: site },
  });
  const cookie = session.headers.get("set-cookie")?.split(";")[0];
  if (!cookie) throw new Error("The site made no session cookie");
  const page = await rawRequest(`${site}/`, { headers: { ...BROWSER, "Accept-Encoding": "identity", Cookie: cookie } });
  if (!page.body.toString().includes("Bench Reader")) throw new Error("The session cookie does not sign in");
  return cookie;
}

/**
 * Asks for an address until it comes from the page cache: an anonymous page (its answers carry
 * an ETag); with a session, the kept page with the visitor's corner put in (its policy allows
 * scripts by hash, where a render's carries a nonce; decision 24). The runs measure the steady
 * state, not the first views.
 */
async function warm(url: string, headers: Record<string, string>) {
  const cached = (answer: RawAnswer) =>
    headers.Cookie ? String(answer.headers["content-security-policy"] ?? "").includes("'sha256-") : Boolean(answer.headers.etag);
  for (let attempt = 0; attempt < 50; attempt++) {
    if (cached(await rawRequest(url, { headers }))) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} never came from the page cache${headers.Cookie ? " with the visitor's corner" : ""}`);
}

function machine(): string {
  const model = cpus()[0]?.model.trim() ?? "unknown CPU";
  return `${cpus().length} × ${model}, Node ${process.version}, ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC`;
}

function printTable(rows: Row[]) {
  const line = (cells: string[]) => console.log(cells.map((cell, i) => (i === 0 ? cell.padEnd(34) : cell.padStart(11))).join(" "));
  line(["", "req/s", "p50 ms", "p99 ms", "errors", "ratio"]);
  for (const row of rows) {
    const s = summary(row.runs);
    const ratio = row.ratios ? `${median(row.ratios).toFixed(2)}x` : "";
    line([row.name, s.requestsPerSecond.toFixed(0), s.p50Ms.toFixed(2), s.p99Ms.toFixed(2), String(s.errors), ratio]);
  }
}

/** The contact form's scenario, and its target: every acknowledged lead stored, and no other. */
async function leadScenario(): Promise<[string, boolean, string][]> {
  const results = await benchLeads();
  return results.map((result, index) => [
    `leads ${index + 1} (${result.database}): rows equal acknowledgements, none failed`,
    result.rows === result.acknowledged && result.failed === 0,
    `${result.rows} rows, ${result.acknowledged} acknowledged, ${result.failed} failed`,
  ]);
}

/**
 * The booking scenario, and its targets: every acknowledged booking stored, no cohort oversold or
 * miscounted, and no seat free while anyone waits without an offer.
 */
async function bookingScenario(): Promise<[string, boolean, string][]> {
  const results = await benchBookings();
  return results.map((result, index) => [
    `bookings ${index + 1} (${result.database}): rows equal acknowledgements, seats taken = held + confirmed + offered <= capacity, no seat free while anyone waits, card events through ${result.instances === 2 ? "two instances" : "one instance twice"} settle each seat once`,
    result.rows === result.acknowledged &&
      result.failed === 0 &&
      result.webhookFailures === 0 &&
      result.mailedTwice === 0 &&
      result.cardMismatches === 0 &&
      result.cardPaid > 0 &&
      result.brokenCohorts.length === 0 &&
      result.seatsFreeWhileWaiting.length === 0 &&
      result.seatsTaken <= result.capacity,
    `${result.rows} rows, ${result.acknowledged} acknowledged, ${result.cancelled} cancelled, ${result.cardPaid} paid and ${result.cardExpired} let expire by card (${result.webhookFailures} webhook answers not 200, ${result.mailedTwice} mailed twice, ${result.cardMismatches} card mismatches), ${result.failed} failed, ${result.seatsTaken} of ${result.capacity} seats, ${result.brokenCohorts.length} cohorts miscounted, ${result.seatsFreeWhileWaiting.length} with a seat free while someone waits`,
  ]);
}

/** The publishing scenario, and its target: a publish on one instance served by another within a second. */
async function publishingScenario(): Promise<[string, boolean, string][]> {
  const result = await benchPublishing();
  if (!result) return [];
  return [
    [
      `publish to visible on another instance, ${result.changes} changes: worst within 1 s`,
      result.worstMs <= 1_000,
      `median ${result.medianMs.toFixed(0)} ms, worst ${result.worstMs.toFixed(0)} ms`,
    ],
  ];
}

/** The search scenario, and its target (issue 68): a search never asked before answered within 50 ms at p95. */
async function searchScenario(): Promise<[string, boolean, string][]> {
  const result = await benchSearch();
  return [
    [
      `${result.searches} searches on the embedded database, each asked once: p95 under 50 ms`,
      result.p95Ms < 50,
      `p50 ${result.p50Ms.toFixed(1)} ms, p95 ${result.p95Ms.toFixed(1)} ms, p99 ${result.p99Ms.toFixed(1)} ms`,
    ],
  ];
}

/**
 * The image upload scenario, and its target (issue 61): the site's memory back under 250 MB once
 * a burst of camera-sized uploads is over, however high it went while they were made.
 */
async function imageUploadScenario(): Promise<[string, boolean, string][]> {
  const result = await benchImageUploads();
  return [
    [`${result.uploads} uploads of a 4000 × 3000 photo, every one kept`, result.kept === result.uploads, `${result.kept} kept`],
    [
      `RSS ${result.settleSeconds} s after the uploads under 250 MB`,
      result.rssSettledMb < 250,
      `${result.rssBeforeMb} MB before, ${result.rssPeakMb} MB at the peak, ${result.rssAfterMb} MB right after, ${result.rssSettledMb} MB settled`,
    ],
  ];
}

const SCENARIOS = {
  leads: leadScenario,
  bookings: bookingScenario,
  publishing: publishingScenario,
  search: searchScenario,
  uploads: imageUploadScenario,
} as const;

async function main() {
  const only = process.env.BENCH_ONLY;
  if (only && Object.hasOwn(SCENARIOS, only)) {
    if (process.env.BENCH_NO_BUILD !== "1") await runVisible("npm", ["run", "build"], { cwd: root });
    console.log(`Machine: ${machine()}`);
    const targets = await SCENARIOS[only as keyof typeof SCENARIOS]();
    console.log("\nTargets:");
    for (const [name, met, figure] of targets) console.log(`  ${met ? "met   " : "MISSED"}  ${name}: ${figure}`);
    process.exitCode = targets.every(([, met]) => met) ? 0 : 1;
    return;
  }
  const missing = ensureDebianPackages(["wrk", "nginx", "openssl"], "The benchmark") as string[];
  if (missing.length > 0) process.exit(1);
  const nginx = findNginx();
  if (!nginx) throw new Error("nginx is not on this machine");
  if (process.env.BENCH_NO_BUILD !== "1") await runVisible("npm", ["run", "build"], { cwd: root });

  const reserved = await reservePorts(...Array<undefined>(8).fill(undefined));
  const [sitePort, authPort, hubPort, loggingPort, httpsA, httpA, httpsB, httpB] = reserved.ports as number[] as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  await reserved.release();
  const temporary = makeTemporaryDirectory();
  const stops: (() => Promise<unknown>)[] = [async () => temporary.remove()];
  const stopAll = async () => {
    // Once: the page benchmark's helpers stop before the lead scenario, and the finally finds none left.
    for (const stop of stops.splice(0).reverse()) await stop().catch(() => undefined);
  };
  process.once("SIGINT", () => void stopAll().then(() => process.exit(130)));

  try {
    console.log(`Machine: ${machine()}`);
    console.log(`Load: wrk, 2 threads, 50 connections, ${seconds} s a run, ${rounds} rounds alternating\n`);
    const site = await startSiteInstance({
      ...benchSiteSettings({ authPort, hubPort, loggingPort }),
      PORT: String(sitePort),
      SESSION_RATE_LIMIT: "100000",
    });
    stops.push(() => stopChild(site.process));
    const origin = `http://127.0.0.1:${site.port}`;
    const rssStart = rssMegabytes(site.process.pid!);

    const cookie = await makeSession(origin, `http://127.0.0.1:${authPort}`);
    const blog = (await rawRequest(`${origin}/blog`, { headers: { ...BROWSER, "Accept-Encoding": "identity" } })).body.toString();
    const postPath = /href="(\/blog\/[a-z0-9-]+)"/.exec(blog)?.[1];
    if (!postPath) throw new Error("No blog post is linked from /blog");
    for (const [pathname, headers] of [
      ["/", BROWSER],
      ["/de", BROWSER],
      ["/", GOOGLEBOT],
      [postPath, BROWSER],
      ["/", { ...BROWSER, Cookie: cookie }],
    ] as const)
      await warm(`${origin}${pathname}`, headers);

    const home = await rawRequest(`${origin}/`, { headers: BROWSER });
    const responseFile = path.join(temporary.directory, "home.json");
    writeFileSync(responseFile, bareResponse(home));
    const bare = await startBareServer(responseFile);
    stops.push(bare.stop);
    const bareOrigin = `http://127.0.0.1:${bare.port}`;
    console.log(
      `Anonymous / is ${home.body.length} bytes (${home.headers["content-encoding"] ?? "identity"}), the bare server sends the same.`,
    );
    // German words are longer, so /de has more bytes: its yardstick is a bare server sending those.
    const germanHome = await rawRequest(`${origin}/de`, { headers: BROWSER });
    const germanFile = path.join(temporary.directory, "home-de.json");
    writeFileSync(germanFile, bareResponse(germanHome));
    const bareGerman = await startBareServer(germanFile);
    stops.push(bareGerman.stop);
    console.log(`Anonymous /de is ${germanHome.body.length} bytes, a second bare server sends the same.`);

    const proxies: NginxProxy[] = [];
    for (const [httpsPort, httpPort, upstream] of [
      [httpsA, httpA, site.port],
      [httpsB, httpB, bare.port],
    ] as const) {
      // A folder of its own, which startNginx opens to nginx's unprivileged workers.
      const folder = makeTemporaryDirectory();
      stops.push(async () => folder.remove());
      const proxy = await startNginx(nginx, folder.directory, {
        httpPort,
        httpsPort,
        serverName: "localhost",
        upstreams: [`127.0.0.1:${upstream}`],
      });
      stops.push(proxy.stop);
      proxies.push(proxy);
    }
    const [nginxSite, nginxBare] = proxies as [NginxProxy, NginxProxy];

    const run = (url: string, headers: Record<string, string>) => runWrk({ url, headers, seconds });
    const rows: Record<string, Row> = {
      anonymous: { name: "anonymous /", runs: [], ratios: [], ratioOf: "bare" },
      german: { name: "anonymous /de", runs: [], ratios: [], ratioOf: "bare, /de's bytes" },
      googlebot: { name: "/ as Googlebot", runs: [], ratios: [], ratioOf: "bare" },
      post: { name: "a blog post", runs: [], ratios: [], ratioOf: "bare" },
      anonymousBeside: { name: "anonymous /, just before signed-in /", runs: [] },
      signedIn: { name: "signed-in /", runs: [], ratios: [], ratioOf: "the anonymous / just before" },
      underFlood: { name: "/ beside a flood of /?x=<random>", runs: [], ratios: [], ratioOf: "anonymous" },
      flood: { name: "the flood: /?x=<random>, 50 conns", runs: [] },
      bare: { name: "bare Node, same bytes as /", runs: [] },
      nginxSite: { name: "anonymous / through nginx (TLS)", runs: [], ratios: [], ratioOf: "nginx-bare" },
      nginxBare: { name: "bare Node through nginx (TLS)", runs: [] },
      account: { name: `/account, ${PEOPLE} people`, runs: [], ratios: [], ratioOf: "anonymous" },
      booking: { name: `a booking's page, ${PEOPLE} people`, runs: [], ratios: [], ratioOf: "anonymous" },
      admin: { name: `/admin, ${PEOPLE} staff`, runs: [], ratios: [], ratioOf: "anonymous" },
      roster: { name: `a roster, ${PEOPLE} staff`, runs: [], ratios: [], ratioOf: "anonymous" },
    };
    const personalOnly = process.env.BENCH_ONLY === "personal";
    const personal: PersonalPages = await personalPages(origin, `http://127.0.0.1:${authPort}`, BROWSER);
    const personalKeys = ["account", "booking", "admin", "roster"] as const;
    const wrongBefore = Object.fromEntries(
      await Promise.all(personalKeys.map(async (key) => [key, await statusesOf(origin, personal[key])] as const)),
    );
    const firstViewsOf = Object.fromEntries(personalKeys.map((key) => [key, [] as FirstViews[]])) as Record<
      (typeof personalKeys)[number],
      FirstViews[]
    >;
    for (let round = 1; round <= rounds; round++) {
      console.log(`Round ${round} of ${rounds}...`);
      const bareRun = async (key: string) => {
        if (key === "german") return run(`http://127.0.0.1:${bareGerman.port}/de`, BROWSER);
        const result = await run(`${bareOrigin}/`, BROWSER);
        rows.bare!.runs.push(result);
        return result;
      };
      let anonymousNow = 0;
      for (const [key, url, headers] of (
        [
          ["anonymous", `${origin}/`, BROWSER],
          ["german", `${origin}/de`, BROWSER],
          ["googlebot", `${origin}/`, GOOGLEBOT],
          ["post", `${origin}${postPath}`, BROWSER],
        ] as const
      ).slice(0, personalOnly ? 1 : 4)) {
        const measured = await run(url, headers);
        const yardstick = await bareRun(key);
        rows[key]!.runs.push(measured);
        rows[key]!.ratios!.push(measured.requestsPerSecond / yardstick.requestsPerSecond);
        if (key === "anonymous") anonymousNow = measured.requestsPerSecond;
      }
      // Each person's own pages, against anonymous / of the same round (issue 39): all of them
      // open theirs at once, then reload it for the run.
      for (const key of personalKeys) {
        const first = await firstViews(origin, personal[key]);
        firstViewsOf[key].push(first);
        const measured = await runWrk({ url: `${origin}/`, seconds, rotation: personal[key] });
        rows[key]!.runs.push(measured);
        rows[key]!.ratios!.push(measured.requestsPerSecond / anonymousNow);
      }
      if (personalOnly) continue;
      // Signed-in / against anonymous / run just before it (decision 24): by now the personal
      // pages above have grown the heap, and the machine's phase may have changed since the
      // round's first anonymous run, so that one would not be the same conditions.
      const anonymousBeside = await run(`${origin}/`, BROWSER);
      const signedInRun = await run(`${origin}/`, { ...BROWSER, Cookie: cookie });
      rows.anonymousBeside!.runs.push(anonymousBeside);
      rows.signedIn!.runs.push(signedInRun);
      rows.signedIn!.ratios!.push(signedInRun.requestsPerSecond / anonymousBeside.requestsPerSecond);
      // One client floods with addresses no one asked for before; / is measured beside it.
      const [flood, beside] = await Promise.all([
        runWrk({ url: `${origin}/`, headers: BROWSER, seconds, randomQuery: true }),
        runWrk({ url: `${origin}/`, headers: BROWSER, seconds }),
      ]);
      rows.flood!.runs.push(flood);
      rows.underFlood!.runs.push(beside);
      rows.underFlood!.ratios!.push(beside.requestsPerSecond / anonymousNow);
      const throughNginx = await run(`${nginxSite.origin}/`, BROWSER);
      const bareThroughNginx = await run(`${nginxBare.origin}/`, BROWSER);
      rows.nginxSite!.runs.push(throughNginx);
      rows.nginxBare!.runs.push(bareThroughNginx);
      rows.nginxSite!.ratios!.push(throughNginx.requestsPerSecond / bareThroughNginx.requestsPerSecond);
    }

    const wrongAfter = Object.fromEntries(
      await Promise.all(personalKeys.map(async (key) => [key, await statusesOf(origin, personal[key])] as const)),
    );
    const personalTargets = (): [string, boolean, string][] =>
      personalKeys.flatMap((key) => {
        const s = summary(rows[key]!.runs);
        const ratio = median(rows[key]!.ratios!);
        const firsts = firstViewsOf[key];
        const wrong = { before: wrongBefore[key]!, firstViews: firsts.map((first) => first.wrong), after: wrongAfter[key]! };
        const count = (statuses: Record<number, number>) => Object.values(statuses).reduce((a, b) => a + b, 0);
        const notOk = s.errors + count(wrong.before) + count(wrong.after) + wrong.firstViews.reduce((sum, one) => sum + count(one), 0);
        const floor = key === "account" || key === "booking" ? 1_000 : 500;
        const targets: [string, boolean, string][] = [
          [`${rows[key]!.name}: at least ${floor} pages a second`, s.requestsPerSecond >= floor, `${s.requestsPerSecond.toFixed(0)} /s`],
          [
            `${rows[key]!.name}: every answer 200`,
            notOk === 0,
            `${s.errors} 4xx/5xx under load; each page asked alone before and after: ${JSON.stringify(wrong)}`,
          ],
        ];
        if (floor === 1_000) {
          targets.push([`${rows[key]!.name}: p99 under 100 ms`, s.p99Ms < 100, `${s.p99Ms.toFixed(1)} ms`]);
          targets.push([`${rows[key]!.name}: at least 0.08x anonymous /`, ratio >= 0.08, `${ratio.toFixed(3)}x`]);
        }
        return targets;
      });
    const printFirstViews = () => {
      console.log(`\nFirst views: the ${PEOPLE} people of each row open their page at the same moment, before its run (ms):`);
      for (const key of personalKeys) {
        const firsts = firstViewsOf[key];
        console.log(
          `  ${rows[key]!.name.padEnd(38)} middle ${median(firsts.map((first) => first.p50Ms)).toFixed(0)}, slowest ${median(firsts.map((first) => first.maxMs)).toFixed(0)}`,
        );
      }
    };
    if (personalOnly) {
      console.log(`\nMachine: ${machine()}\n`);
      printTable([rows.anonymous!, ...personalKeys.map((key) => rows[key]!)]);
      printFirstViews();
      const targets = personalTargets();
      console.log("\nTargets:");
      for (const [name, met, figure] of targets) console.log(`  ${met ? "met   " : "MISSED"}  ${name}: ${figure}`);
      process.exitCode = targets.every(([, met]) => met) ? 0 : 1;
      return;
    }

    // Memory: a mix of every kind of request, then as long again to see it settle.
    console.log(`Mixed load for ${mixedSeconds} s, then ${Math.round(mixedSeconds / 2)} s more...`);
    const signedIn = { ...BROWSER, Cookie: cookie };
    const rotation = [
      { path: "/", headers: BROWSER },
      { path: "/projects", headers: BROWSER },
      { path: "/courses", headers: BROWSER },
      { path: postPath, headers: BROWSER },
      { path: "/", headers: GOOGLEBOT },
      { path: "/", headers: signedIn },
      { path: "/courses", headers: signedIn },
      { path: "/about-us", headers: signedIn },
      { path: "/blog", headers: BROWSER },
      { path: "/faq", headers: signedIn },
      { path: "/courses.data", headers: BROWSER },
      { path: "/account", headers: signedIn },
    ];
    const rssBeforeMixed = rssMegabytes(site.process.pid!);
    const mixed = await runWrk({ url: `${origin}/`, seconds: mixedSeconds, rotation });
    const rssAfterMixed = rssMegabytes(site.process.pid!);
    const settle = await runWrk({ url: `${origin}/`, seconds: Math.round(mixedSeconds / 2), rotation });
    const rssAfterSettle = rssMegabytes(site.process.pid!);

    console.log(`\nMachine: ${machine()}\n`);
    printTable(Object.values(rows));
    const mixedRow: Row = { name: "mixed (12 kinds of request)", runs: [mixed, settle] };
    printTable([mixedRow]);
    printFirstViews();
    console.log(
      `\nRSS of the site's process: ${rssStart} MB at start, ${rssBeforeMixed} MB before the mixed load, ` +
        `${rssAfterMixed} MB after ${mixedSeconds} s of it, ${rssAfterSettle} MB after ${Math.round(mixedSeconds / 2)} s more.`,
    );

    // A made-up query is no part of the page: its answer is /'s, from the page cache (decision 24).
    const floodProbe = await rawRequest(`${origin}/?x=probe-${Date.now()}`, { headers: BROWSER });
    const floodFromCache = Boolean(floodProbe.headers.etag) && floodProbe.headers.etag === home.headers.etag;
    const s = (key: string) => summary(rows[key]!.runs);
    const ratio = (key: string) => median(rows[key]!.ratios!);
    const allErrors = Object.values(rows).reduce((sum, row) => sum + summary(row.runs).errors, 0) + mixed.errors + settle.errors;
    const targets: [string, boolean, string][] = [
      ["anonymous / at least 0.9x bare Node", ratio("anonymous") >= 0.9, `${ratio("anonymous").toFixed(2)}x`],
      // German pages come from the page cache as English ones do (issue 42): each against a bare server sending its bytes.
      [
        "anonymous /de to bare Node at least 0.9x /'s ratio",
        ratio("german") >= 0.9 * ratio("anonymous"),
        `${ratio("german").toFixed(2)}x against ${ratio("anonymous").toFixed(2)}x`,
      ],
      ["Googlebot / at least 0.5x bare Node", ratio("googlebot") >= 0.5, `${ratio("googlebot").toFixed(2)}x`],
      ["through nginx at least 0.8x bare Node through nginx", ratio("nginxSite") >= 0.8, `${ratio("nginxSite").toFixed(2)}x`],
      ["signed-in / at least 0.6x anonymous /", ratio("signedIn") >= 0.6, `${ratio("signedIn").toFixed(2)}x`],
      ["signed-in / p99 under 150 ms", s("signedIn").p99Ms < 150, `${s("signedIn").p99Ms.toFixed(1)} ms`],
      ["/ beside the flood at least 0.5x its quiet rate", ratio("underFlood") >= 0.5, `${ratio("underFlood").toFixed(2)}x`],
      ["/ beside the flood p99 under 50 ms", s("underFlood").p99Ms < 50, `${s("underFlood").p99Ms.toFixed(1)} ms`],
      ["the flood's addresses come from /'s cache", floodFromCache, floodFromCache ? "same ETag as /" : "rendered"],
      ["no errors", allErrors === 0, `${allErrors}`],
      [`RSS after ${mixedSeconds} s of mixed load under 250 MB`, rssAfterMixed < 250, `${rssAfterMixed} MB`],
      ["RSS flat after that (within 10%)", rssAfterSettle <= rssAfterMixed * 1.1, `${rssAfterMixed} → ${rssAfterSettle} MB`],
      ...personalTargets(),
    ];
    await stopAll();
    console.log("");
    targets.push(...(await leadScenario()));
    targets.push(...(await bookingScenario()));
    targets.push(...(await publishingScenario()));
    targets.push(...(await searchScenario()));
    targets.push(...(await imageUploadScenario()));
    console.log("\nTargets:");
    for (const [name, met, figure] of targets) console.log(`  ${met ? "met   " : "MISSED"}  ${name}: ${figure}`);
    process.exitCode = targets.every(([, met]) => met) ? 0 : 1;
  } finally {
    await stopAll();
  }
}

await main();
