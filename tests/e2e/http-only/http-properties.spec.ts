import { request as httpRequest } from "node:http";
import fc from "fast-check";
import { authEmulator } from "../../../playwright.config";
import { expect, publicPages, test } from "../support/fixtures";
import { type SiteInstance, startSiteInstance, stopChild } from "../support/child-processes";

/**
 * Whatever a client sends, the server answers as a well-behaved site: never a 5xx, never a
 * stack trace or a file path, never the sender's markup unescaped in a page. fast-check
 * throws combinations of methods, content types, bodies, paths and headers at the running
 * production server, and shrinks any failure to its smallest form. The server is one of its
 * own, so that the test can read its log: none of this is a server error either.
 */

/** Marks what the sender wrote, so the check can look for it in what comes back. */
const PROBE = "<x-probe onload=1>";

const methods = fc.constantFrom("GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS", "TRACE", "PROPFIND", "CONNECT");

const knownPaths = [
  ...publicPages,
  "/register",
  "/forgot-password",
  "/account",
  "/auth/session",
  "/auth/sessions",
  "/auth/sign-in-methods",
  "/auth/code-attempts",
  "/auth/logout",
  "/auth/passkeys/options",
  "/auth/passkeys",
  "/auth/passkey-sign-in/options",
  "/auth/passkey-sign-in",
  "/api/vitals",
  "/healthz",
  "/sitemap.xml",
  "/robots.txt",
  "/blog/rss.xml",
  "/favicon.svg",
  "/images/og-default.png",
  // A sample cohort's booking step (app/cohorts/sample-cohorts.server.ts), a booking's pages, the staff's cohorts.
  "/courses/web-performance-budgets/book/5a3c0f0e-6f1d-4b8e-9a51-000000000005",
  "/account/bookings/BK-0A1B2C3D",
  "/account/bookings/BK-0A1B2C3D/cancel",
  "/account/bookings/BK-0A1B2C3D/calendar.ics",
  "/admin/cohorts",
  "/admin/cohorts/new",
  "/admin/cohorts/5a3c0f0e-6f1d-4b8e-9a51-000000000005",
  "/admin/cohorts/5a3c0f0e-6f1d-4b8e-9a51-000000000005/roster.csv",
  // The content studio: its list, and a document's page, form, comparison and preview (none has this id).
  "/admin/content",
  "/admin/content/5a3c0f0e-6f1d-4b8e-9a51-000000000005",
  "/admin/content/5a3c0f0e-6f1d-4b8e-9a51-000000000005/edit",
  "/admin/content/5a3c0f0e-6f1d-4b8e-9a51-000000000005/compare",
  "/admin/content/5a3c0f0e-6f1d-4b8e-9a51-000000000005/preview",
  "/admin/content/new?kind=team",
  // An invitation's page (decision 62), signed by no one.
  "/account/invitation/5a3c0f0e-6f1d-4b8e-9a51-000000000005.c2lnbmVkLWJ5LW5vLW9uZQ",
  // A studio image's address (no image has this hash) and a profile photo's.
  "/content-images/0123456789abcdef0123456789abcdef-480.avif",
  "/share-images/top/images/blog/dark-mode-that-follows-the-system.svg.jpg",
  "/photos/0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef.webp",
];
/** Stands for the server's own origin, which is known only once it has started. */
const OUR_ORIGIN = "our-origin";
const segment = fc.oneof(
  fc.string({ maxLength: 12 }).map(encodeURIComponent),
  fc.constantFrom("..", "%2e%2e", "%00", "%ff", "%", "a.data", "_.data", "__manifest", encodeURIComponent(PROBE), "x".repeat(300)),
);
const paths = fc.oneof(
  fc.constantFrom(...knownPaths),
  fc.constantFrom(...knownPaths).map((path) => (path === "/" ? "/_.data" : `${path}.data`)),
  // Targets for proxies, not for a site: an absolute URL, and `*`.
  fc.constantFrom("http://elsewhere.example/", "*", "//double/slash"),
  fc.array(segment, { minLength: 1, maxLength: 4 }).map((parts) => `/${parts.join("/")}`),
  fc
    .tuple(fc.constantFrom(...knownPaths), fc.string({ maxLength: 30 }))
    .map(
      ([path, query]) =>
        `${path}${path.includes("?") ? "&" : "?"}q=${encodeURIComponent(query + PROBE)}&redirectTo=${encodeURIComponent(query)}`,
    ),
);

const boundary = "----probe";
const bodies = fc.oneof(
  fc.constant(undefined),
  fc.string({ maxLength: 200 }).map((text) => `email=${encodeURIComponent(text + PROBE)}&password=x&form=${encodeURIComponent(text)}`),
  fc.string({ maxLength: 200 }),
  fc.uint8Array({ maxLength: 300 }).map((bytes) => Buffer.from(bytes)),
  fc.constant(`--${boundary}\r\nContent-Disposition: form-data; name="email"\r\n\r\n${PROBE}\r\n--${boundary}--\r\n`),
  fc.constant(`--${boundary}\r\nContent-Disposition: form-dat`),
  fc.constant(JSON.stringify({ email: PROBE, nested: { deep: [1, 2, 3] } })),
  fc.integer({ min: 60_000, max: 70_000 }).map((size) => "a=".padEnd(size, "b")),
);
const contentTypes = fc.constantFrom(
  undefined,
  "application/x-www-form-urlencoded",
  `multipart/form-data; boundary=${boundary}`,
  "multipart/form-data",
  "application/json",
  "text/plain",
  "application/xml",
  "text/html; charset=utf-7",
  PROBE,
);
const headers = fc.record(
  {
    Accept: fc.constantFrom("text/html", "application/json", "*/*", "text/x-script; q=x", PROBE),
    Origin: fc.constantFrom(OUR_ORIGIN, OUR_ORIGIN, "https://evil.example", "null", "http://localhost", PROBE),
    Cookie: fc.oneof(
      fc.string({ maxLength: 60 }).map((value) => `__session=${encodeURIComponent(value)}`),
      fc.constantFrom("__session=eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.", "__session=%E0%A4%A", `theme=${encodeURIComponent(PROBE)}`),
    ),
    Authorization: fc.constantFrom("Bearer a.b.c", "Bearer ", "Basic Zm9vOmJhcg==", `Bearer ${"x".repeat(2000)}`),
    "X-Forwarded-For": fc.constantFrom("203.0.113.9", "::1, 10.0.0.1", "not an address"),
    "X-Forwarded-Proto": fc.constantFrom("https", "gopher"),
    "X-Request-Id": fc.constantFrom("abc12345", PROBE),
    "Accept-Encoding": fc.constantFrom("gzip", "br", "identity;q=0", "*"),
    Range: fc.constantFrom("bytes=0-10", "bytes=-5", "bytes=x"),
    "If-None-Match": fc.constantFrom('"abc"', "*"),
  },
  { requiredKeys: [] },
);

type Answer = { status: number; contentType: string; body: string };
type Sent = { method: string; path: string; headers: Record<string, string>; body: string | Buffer | undefined; chunked: boolean };

function send(port: number, { method, path, headers, body, chunked }: Sent): Promise<Answer> {
  const length = body === undefined || chunked ? {} : { "Content-Length": String(Buffer.byteLength(body)) };
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port, method, path, headers: { ...headers, ...length }, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () =>
        resolve({
          status: res.statusCode ?? 0,
          contentType: String(res.headers["content-type"] ?? ""),
          body: Buffer.concat(chunks).toString("latin1"),
        }),
      );
      res.on("error", reject);
    });
    req.setTimeout(15_000, () => req.destroy(new Error(`${method} ${path} got no answer in 15 s`)));
    // An answer may come (and the connection close) before a refused body is all written.
    req.on("error", (error: NodeJS.ErrnoException) => (error.code === "EPIPE" || error.code === "ECONNRESET" ? undefined : reject(error)));
    if (method === "CONNECT")
      req.on("connect", (res, socket) => (socket.destroy(), resolve({ status: res.statusCode ?? 0, contentType: "", body: "" })));
    req.end(body);
  });
}

let server: SiteInstance | undefined;
test.beforeAll(async () => {
  server = await startSiteInstance({
    NODE_ENV: "production",
    SESSION_RATE_LIMIT: "100000",
    FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${authEmulator.port}`,
    FIREBASE_PROJECT_ID: authEmulator.projectId,
  });
});
test.afterAll(async () => {
  await stopChild(server?.process);
});

test("no request makes the server fail, leak its insides or echo markup", async () => {
  test.setTimeout(240_000);
  const port = server!.port;
  let sent = 0;
  await fc.assert(
    fc.asyncProperty(
      methods,
      paths,
      contentTypes,
      bodies,
      headers,
      fc.boolean(),
      async (method, path, contentType, body, head, chunked) => {
        const withOrigin = head.Origin === OUR_ORIGIN ? { ...head, Origin: `http://127.0.0.1:${port}` } : head;
        const withType = contentType ? { ...withOrigin, "Content-Type": contentType } : withOrigin;
        const hasBody = method !== "GET" && method !== "HEAD" && body !== undefined;
        const answer = await send(port, {
          method,
          path,
          headers: withType as Record<string, string>,
          body: hasBody ? body : undefined,
          chunked,
        });
        sent += 1;
        expect(answer.status, `${method} ${path}`).toBeLessThan(500);
        // No address takes these methods: they never succeed, whatever the path or the Accept header.
        if (["PUT", "PATCH", "TRACE", "PROPFIND", "CONNECT"].includes(method))
          expect(answer.status, `${method} ${path}`).toBeGreaterThanOrEqual(400);
        expect(answer.body, "a stack trace").not.toMatch(/\n\s+at .+[(/].+:\d+:\d+/);
        expect(answer.body, "a file path").not.toMatch(/\/(work|home|root|usr|build)\/|node_modules|file:\/\//);
        if (answer.contentType.startsWith("text/html")) expect(answer.body, "the probe, unescaped").not.toContain("<x-probe");
      },
    ),
    { numRuns: 1_500, endOnFailure: true },
  );
  // Nothing a client sent was logged as the server's own failure.
  expect(server!.output()).not.toMatch(/failed:|Error:|URIError|could not be decoded/);
  console.log(`http properties: ${sent} requests, none failed, leaked, echoed markup or was logged as a server error`);
});
