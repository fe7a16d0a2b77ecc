import { requestFactsContext, UNKNOWN_REQUEST } from "~/platform/request-context.server";
import { RouterContextProvider } from "react-router";
import { pageRoutePatternsContext } from "~/platform/request-context.server";
import { rereadSettings } from "~/platform/settings.server";
import { action, loader } from "~/routes/api.vitals";
import { samples } from "./histogram";
import { memoryVitalsStore } from "./memory-vitals-store.server";
import { createVitalsLimiter, MAX_REPORT_BYTES, receiveVitals } from "./receive-vitals.server";

const origin = "http://127.0.0.1:3000";
let address = 0;

function context(from = `10.0.1.${(address += 1)}`) {
  const provider = new RouterContextProvider();
  // A fresh address per request keeps these tests clear of the rate limit, unless one is given.
  provider.set(requestFactsContext, { ...UNKNOWN_REQUEST, clientAddress: from });
  provider.set(pageRoutePatternsContext, async () => new Set(["/", "/blog/:slug", "/*"]));
  return provider;
}

function post(body: unknown, headers: Record<string, string> = {}) {
  const text = typeof body === "string" ? body : JSON.stringify(body);
  return new Request(`${origin}/api/vitals`, {
    method: "POST",
    headers: { Origin: origin, "Content-Type": "application/json", "Content-Length": String(Buffer.byteLength(text)), ...headers },
    body: text,
  });
}

const report = {
  route: "/blog/:slug",
  metrics: [
    { name: "LCP", value: 2210 },
    { name: "CLS", value: 0.02 },
  ],
};

async function counted(store: ReturnType<typeof memoryVitalsStore>) {
  return Object.fromEntries((await store.read()).map(({ route, metric, counts }) => [`${metric} ${route}`, samples(counts)]));
}

describe("POST /api/vitals", () => {
  let store: ReturnType<typeof memoryVitalsStore>;
  const receive = (request: Request, from?: string, spend = createVitalsLimiter(120)) =>
    receiveVitals(request, context(from), { store, spend });

  beforeEach(() => {
    vi.stubEnv("VITALS_REPORTING", "1");
    rereadSettings();
    store = memoryVitalsStore();
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    rereadSettings();
  });

  it("counts a page's report and answers 204, never to be cached", async () => {
    const response = await receive(post(report));
    expect(response.status).toBe(204);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(await counted(store)).toEqual({ "LCP /blog/:slug": 1, "CLS /blog/:slug": 1 });
  });

  it.each([
    ["not JSON", "route=/&LCP=1", /not JSON/],
    ["a route that is not a page of the site", { ...report, route: "/admin" }, /route is not a page of this site/],
    ["an address instead of a route", { ...report, route: "/blog/how-we-run-a-discovery-week" }, /route is not a page/],
    ["an unknown metric", { ...report, metrics: [{ name: "FID", value: 12 }] }, /metrics\.0\.name is not one of LCP, INP, CLS, FCP, TTFB/],
    ["a value that is not a measurement", { ...report, metrics: [{ name: "LCP", value: 1e9 }] }, /metrics\.0\.value is larger than/],
    ["a negative value", { ...report, metrics: [{ name: "TTFB", value: -5 }] }, /metrics\.0\.value is below 0/],
    ["no metrics", { ...report, metrics: [] }, /metrics is empty/],
    ["too many metrics", { ...report, metrics: Array.from({ length: 21 }, () => ({ name: "CLS", value: 0 })) }, /more than 20/],
  ])("refuses %s with 400 in plain words, and counts nothing of it", async (_, body, message) => {
    // One good metric beside the bad: the whole report is refused.
    const response = await receive(post(body));
    expect(response.status).toBe(400);
    expect(response.headers.get("Content-Type")).toMatch(/^text\/plain/);
    expect(await response.text()).toMatch(message);
    expect(await store.read()).toEqual([]);
  });

  it("counts nothing of a report with one bad metric among good ones", async () => {
    const response = await receive(post({ ...report, metrics: [...report.metrics, { name: "INP", value: Number.MAX_VALUE }] }));
    expect(response.status).toBe(400);
    expect(await store.read()).toEqual([]);
  });

  it("never repeats what was sent in its answer", async () => {
    const probe = "<script>alert(1)</script>";
    const response = await receive(post({ ...report, route: probe, [probe]: probe }));
    expect(response.status).toBe(400);
    expect(await response.text()).not.toContain("<script>");
  });

  it("refuses a body over 8 KB with 413, whatever it says its length is", async () => {
    const large = JSON.stringify({ ...report, padding: "x".repeat(MAX_REPORT_BYTES) });
    expect((await receive(post(large))).status).toBe(413);
    expect((await receive(post(large, { "Content-Length": "100" }))).status).toBe(413);
    expect(await store.read()).toEqual([]);
  });

  it("refuses reports from another site's pages, or with no Origin, with 403", async () => {
    expect((await receive(post(report, { Origin: "https://elsewhere.example" }))).status).toBe(403);
    const bare = new Request(`${origin}/api/vitals`, { method: "POST", body: JSON.stringify(report) });
    expect((await receive(bare)).status).toBe(403);
    expect(await store.read()).toEqual([]);
  });

  it("answers 429 with Retry-After past the limit for one address, and counts nothing then", async () => {
    const spend = createVitalsLimiter(2);
    expect((await receive(post(report), "203.0.113.50", spend)).status).toBe(204);
    expect((await receive(post(report), "203.0.113.50", spend)).status).toBe(204);
    const refused = await receive(post(report), "203.0.113.50", spend);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(Number(refused.headers.get("Retry-After"))).toBeLessThanOrEqual(60);
    expect((await receive(post(report), "203.0.113.51", spend)).status).toBe(204);
    expect(await counted(store)).toEqual({ "LCP /blog/:slug": 3, "CLS /blog/:slug": 3 });
  });

  it("answers 404 and counts nothing when reporting is off", async () => {
    vi.stubEnv("VITALS_REPORTING", "0");
    rereadSettings();
    const response = await receive(post(report));
    expect(response.status).toBe(404);
    expect(await store.read()).toEqual([]);
  });
});

describe("the api/vitals route", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    rereadSettings();
  });

  const args = (request: Request) => ({ request, context: context(), params: {} }) as unknown as Parameters<typeof action>[0];

  it("hands its action to the feature: off outside production unless switched on", async () => {
    vi.stubEnv("NODE_ENV", "development");
    rereadSettings();
    expect((await action(args(post(report)))).status).toBe(404);
  });

  it("answers a GET with 405 and the method it takes", () => {
    const response = loader();
    expect(response.status).toBe(405);
    expect(response.headers.get("Allow")).toBe("POST");
  });
});

describe("the field-data rate limit", () => {
  it("allows the set number of reports a minute from one address, then asks to wait", async () => {
    const spend = createVitalsLimiter(3);
    for (let i = 0; i < 3; i += 1) expect(await spend("203.0.113.7")).toEqual({ allowed: true });
    const refused = await spend("203.0.113.7");
    expect(refused).toMatchObject({ allowed: false });
    if (!refused.allowed) expect(refused.retryAfter).toBeGreaterThan(0);
    expect(await spend("203.0.113.8")).toEqual({ allowed: true });
  });
});
