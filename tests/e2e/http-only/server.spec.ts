import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { Agent, request as httpRequest } from "node:http";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { authEmulator, baseURL } from "../../../playwright.config";
import { expect, publicPages, test } from "../support/fixtures";
import { rawRequest } from "~tests/support/raw-request";
import { startSiteInstance, stopChild } from "../support/child-processes";

/** `npm start` with these settings and no others, on the build under test. */
function startWith(env: Record<string, string>) {
  return spawnSync(process.execPath, ["scripts/start.mjs"], {
    env: { PATH: process.env.PATH, PORT: "0", AUTH_EMULATOR_PORT: "0", ...env },
    encoding: "utf8",
    timeout: 20_000,
  });
}

test.describe("production server", () => {
  test("answers the health check", async ({ request }) => {
    const response = await request.get("/healthz");
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ status: "ok" });
    expect(response.headers()["cache-control"]).toBe("no-store");
  });

  test("compresses pages and caches hashed assets for good", async ({ request }) => {
    const page = await request.get("/", { headers: { "Accept-Encoding": "gzip" } });
    expect(page.headers()["content-encoding"]).toBe("gzip");
    expect(page.headers()["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    const html = await page.text();
    const asset = html.match(/\/assets\/[\w.-]+\.js/)?.[0];
    expect(asset).toBeTruthy();
    const response = await request.get(asset!);
    expect(response.status()).toBe(200);
    expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");

    // Sent as the build compressed it (brotli at its best, once), the same file whichever the encoding.
    const file = readFileSync(path.join("build/client", asset!));
    const raw = (headers: Record<string, string>) => rawRequest(new URL(asset!, baseURL).href, { headers });
    const brotli = await raw({ "Accept-Encoding": "gzip, deflate, br" });
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotli.headers.vary).toContain("Accept-Encoding");
    expect(brotliDecompressSync(brotli.body).equals(file)).toBe(true);
    expect(brotli.body.equals(readFileSync(path.join("build/client", `${asset!}.br`)))).toBe(true);
    const gzip = await raw({ "Accept-Encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.body).equals(file)).toBe(true);
    const plain = await raw({ "Accept-Encoding": "identity" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.equals(file)).toBe(true);
  });

  test("does not announce the framework", async ({ request }) => {
    const response = await request.get("/");
    expect(response.headers()["x-powered-by"]).toBeUndefined();
  });
});

test.describe("npm start with a wrong setting", () => {
  for (const [env, expected] of [
    [{ HOST: "0.0.0.0" }, /^Refusing to listen on 0\.0\.0\.0: .*accepts unsigned tokens/],
    [{ PORT: "http" }, /^Invalid settings: PORT must be a whole number/],
    [{ TRUST_PROXY: "everyone" }, /^Invalid settings: TRUST_PROXY must be a number of proxies/],
  ] as const) {
    test(`stops in one line naming it: ${JSON.stringify(env)}`, () => {
      const run = startWith(env);
      expect(run.status).toBe(1);
      // On a Node past its end of life (this machine's 20), or one not long-term supported,
      // `npm start` says so first, on a line of its own.
      const lines = run.stderr
        .trim()
        .split("\n")
        .filter((line) => !/^Warning: Node /.test(line));
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(expected);
      // Nothing was started: no emulator, no server.
      expect(run.stdout).not.toMatch(/emulator ready|serving on/i);
    });
  }
});

test.describe("shutdown", () => {
  test("on SIGTERM the health check says stopping, keep-alive clients are told to go, and no request fails", async () => {
    test.setTimeout(60_000);
    // A second production server, on the suite's emulator, that this test may stop.
    const server = await startSiteInstance({
      NODE_ENV: "production",
      FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${authEmulator.port}`,
      FIREBASE_PROJECT_ID: authEmulator.projectId,
    });
    const { port } = server;
    const exited = new Promise<number | null>((resolve) => server.process.once("exit", resolve));
    try {
      const agent = new Agent({ keepAlive: true, maxSockets: 4 });
      const results = { answered: 0, afterSigterm: 0, failed: [] as string[] };
      let signalled = false;
      const get = (path: string, via: Agent | false) =>
        new Promise<{ status: number; connection?: string }>((resolve, reject) => {
          const req = httpRequest({ host: "127.0.0.1", port, path, agent: via }, (res) => {
            res.resume();
            res.on("end", () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection }));
          });
          req.on("error", reject);
          req.end();
        });
      // Four clients, each sending requests one after another on a kept-alive socket until the
      // server says that connection is done (or 20 s pass): the page cache answers in a
      // millisecond, so a count of requests would run out before the signal.
      const deadline = Date.now() + 20_000;
      const client = async () => {
        while (Date.now() < deadline) {
          const answer = await get("/faq", agent).catch((error: Error) => {
            results.failed.push(error.message);
            return { status: 0, connection: "close" };
          });
          if (answer.status !== 200 && answer.status !== 0) results.failed.push(`status ${answer.status}`);
          results.answered += 1;
          if (signalled) results.afterSigterm += 1;
          if (answer.connection === "close") return;
        }
      };
      const clients = Promise.all([client(), client(), client(), client()]);
      await expect.poll(() => results.answered).toBeGreaterThan(8);
      // A health checker with its own kept-alive connection, as a proxy would have.
      const checker = new Agent({ keepAlive: true, maxSockets: 1 });
      expect((await get("/healthz", checker)).status).toBe(200);

      server.process.kill("SIGTERM");
      signalled = true;
      // Every health check answers (none may fail), and soon one says the server is stopping.
      let health = 200;
      for (let tries = 0; health === 200 && tries < 100; tries += 1) {
        health = (await get("/healthz", checker)).status;
        if (health === 200) await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(health).toBe(503);
      checker.destroy();
      await clients;
      agent.destroy();

      expect(results.failed).toEqual([]);
      expect(results.afterSigterm).toBeGreaterThan(0);
      expect(await exited).toBe(0);
      console.log(`shutdown: ${results.answered} requests on 4 kept-alive sockets, ${results.afterSigterm} after SIGTERM, none failed`);
    } finally {
      await stopChild(server.process, "SIGKILL");
    }
  });
});

test.describe("page metadata", () => {
  for (const path of publicPages) {
    // The tags are in the HTML the server sends, so no browser is needed to read them.
    test(`${path} has a title, a description and a sharing image that exists`, async ({ request }) => {
      const html = await (await request.get(path)).text();
      expect(/<title>([^<]*)<\/title>/.exec(html)?.[1]).toMatch(/Brightline Digital/);
      expect(/<meta name="description" content="([^"]*)"/.exec(html)?.[1]).toMatch(/.{50,}/);
      const image = /<meta property="og:image" content="([^"]*)"/.exec(html)?.[1];
      expect(image, "og:image").toBeTruthy();
      const response = await request.get(new URL(image!).pathname);
      expect(response.status(), "og:image").toBe(200);
      // A case study, a course and a post share their cover, cut to the card's shape; the other pages the site's card.
      const ownCover = /^\/(projects|courses|blog)\/[a-z0-9-]+$/.test(path);
      expect(new URL(image!).pathname).toMatch(ownCover ? /^\/share-images\/centre\/images\/.+\.jpg$/ : /^\/images\/og-default\.png$/);
      expect(response.headers()["content-type"]).toBe(ownCover ? "image/jpeg" : "image/png");
    });
  }

  test("no two pages share a title", async ({ request }) => {
    const titles = await Promise.all(
      publicPages.map(async (path) => /<title>([^<]*)<\/title>/.exec(await (await request.get(path)).text())?.[1]),
    );
    expect(titles.every(Boolean), `titles: ${titles.join(" | ")}`).toBe(true);
    expect(new Set(titles).size).toBe(publicPages.length);
  });
});
