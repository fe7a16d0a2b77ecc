import { request as httpRequest } from "node:http";
import fc from "fast-check";
import { baseURL } from "../../playwright.config";
import { expect, publicPages, test } from "./fixtures";

/**
 * Whatever a client sends, the server answers as a well-behaved site: never a 5xx, never a
 * stack trace or a file path, never the sender's markup unescaped in a page. fast-check
 * throws combinations of methods, content types, bodies, paths and headers at the running
 * production server, and shrinks any failure to its smallest form.
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
  "/healthz",
  "/sitemap.xml",
  "/robots.txt",
  "/blog/rss.xml",
];
const segment = fc.oneof(
  fc.string({ maxLength: 12 }).map(encodeURIComponent),
  fc.constantFrom("..", "%2e%2e", "%00", "%ff", "%", "a.data", "_root.data", "__manifest", encodeURIComponent(PROBE), "x".repeat(300)),
);
const paths = fc.oneof(
  fc.constantFrom(...knownPaths),
  fc.constantFrom(...knownPaths).map((path) => `${path === "/" ? "/_root" : path}.data`),
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
    Origin: fc.constantFrom("https://evil.example", "null", "http://localhost", PROBE),
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

function send(method: string, path: string, head: Record<string, string>, body: string | Buffer | undefined): Promise<Answer> {
  const url = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        method,
        path,
        headers: { ...head, ...(body === undefined ? {} : { "Content-Length": Buffer.byteLength(body) }) },
        agent: false,
      },
      (res) => {
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
      },
    );
    req.setTimeout(15_000, () => req.destroy(new Error(`${method} ${path} got no answer in 15 s`)));
    // An answer may come (and the connection close) before a refused body is all written.
    req.on("error", (error: NodeJS.ErrnoException) => (error.code === "EPIPE" ? undefined : reject(error)));
    if (method === "CONNECT")
      req.on("connect", (res, socket) => (socket.destroy(), resolve({ status: res.statusCode ?? 0, contentType: "", body: "" })));
    req.end(body);
  });
}

test("no request makes the server fail, leak its insides or echo markup", async () => {
  test.setTimeout(240_000);
  let sent = 0;
  await fc.assert(
    fc.asyncProperty(methods, paths, contentTypes, bodies, headers, async (method, path, contentType, body, head) => {
      const withType = contentType ? { ...head, "Content-Type": contentType } : head;
      const answer = await send(method, path, withType as Record<string, string>, method === "GET" || method === "HEAD" ? undefined : body);
      sent += 1;
      expect(answer.status, `${method} ${path}`).toBeLessThan(500);
      expect(answer.body, "a stack trace").not.toMatch(/\n\s+at .+[(/].+:\d+:\d+/);
      expect(answer.body, "a file path").not.toMatch(/\/(work|home|root|usr|build)\/|node_modules|file:\/\//);
      if (answer.contentType.startsWith("text/html")) expect(answer.body, "the probe, unescaped").not.toContain("<x-probe");
    }),
    { numRuns: 1_500, endOnFailure: true },
  );
  console.log(`http properties: ${sent} requests, none failed, leaked or echoed markup`);
});
