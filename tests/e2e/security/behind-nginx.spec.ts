import http from "node:http";
// @ts-expect-error: plain JavaScript, shared with `npm start`
import { startEmbeddedDatabase } from "../../../scripts/embedded-database.mjs";
import { authEmulator } from "../../../playwright.config";
import { createOwnDatabase } from "~tests/support/own-database";
import { keptEmail } from "../support/auth-emulator";
import { expect, test } from "../support/fixtures";
import { expectSignedInBar, expectSignedOutBar, logOut, serverHTML, submitLogin, submitRegistration } from "../support/account-ui";
import { findNginx, makeTemporaryDirectory, type NginxProxy, requestThrough, reservePorts, startNginx } from "../support/behind-nginx";
import { type SiteInstance, startSiteInstance, stopChild } from "../support/child-processes";

/**
 * The documented production set-up, for real: two Node instances of the build behind nginx,
 * which runs from deploy/nginx/brightline.conf with TLS on a certificate made now. The test
 * setup installs Debian's nginx (scripts/ensure-test-packages.mjs); without it this file skips.
 */

const nginx = findNginx();
// One nginx and its instances for the whole file.
test.describe.configure({ mode: "serial" });
test.skip(!nginx, "nginx is not installed: run `node scripts/ensure-test-packages.mjs` as root, or `sudo apt-get install nginx`.");

/** Sign-ins a minute from one address, per instance: few, so the limit is quick to reach. */
const SESSION_RATE_LIMIT = 5;
const serverName = "localhost";

let proxy: NginxProxy;
let instances: SiteInstance[] = [];
let temporary: ReturnType<typeof makeTemporaryDirectory> | undefined;
let database: { url: string; stop: () => Promise<void> } | undefined;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  temporary = makeTemporaryDirectory();
  // Overridable, so two runs of the suite on one machine never collide; free ports otherwise.
  const reserved = await reservePorts(process.env.E2E_NGINX_HTTPS_PORT, process.env.E2E_NGINX_HTTP_PORT);
  const [httpsPort, httpPort] = reserved.ports as [number, number];
  const siteURL = `https://${serverName}:${httpsPort}`;
  // Instances share one database, as production's share DATABASE_URL: a session is a row there
  // (decision 29), so either instance knows it. This machine's PostgreSQL when the run has one
  // (.ci/run), the embedded one otherwise (it serves two connections, one statement at a time).
  if (process.env.TEST_DATABASE_URL) {
    const own = await createOwnDatabase(process.env.TEST_DATABASE_URL, "brightline_nginx");
    database = { url: own.url, stop: own.drop };
  } else {
    database = (await startEmbeddedDatabase({ directory: `${temporary.directory}/db`, quiet: true })) as typeof database;
  }

  const starting = await Promise.allSettled(
    [1, 2].map(() =>
      startSiteInstance({
        NODE_ENV: "production",
        SITE_URL: siteURL,
        // nginx's own address, and no other: the test's visitors also come from loopback
        // addresses (127.0.0.2 and so on), and must not count as proxies themselves.
        TRUST_PROXY: "127.0.0.1",
        SESSION_RATE_LIMIT: String(SESSION_RATE_LIMIT),
        DATABASE_URL: database!.url,
        // The suite's running emulator: these instances start none.
        FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${authEmulator.port}`,
        FIREBASE_PROJECT_ID: authEmulator.projectId,
      }),
    ),
  );
  await reserved.release();
  instances = starting.flatMap((result) => (result.status === "fulfilled" ? [result.value] : []));
  const failure = starting.find((result) => result.status === "rejected");
  if (failure) throw failure.reason;
  proxy = await startNginx(nginx!, temporary.directory, {
    httpPort,
    httpsPort,
    serverName,
    upstreams: instances.map((instance) => `127.0.0.1:${instance.port}`),
  });
  expect(proxy.origin).toBe(siteURL);
});

test.afterAll(async () => {
  // Each stops whatever became of the others.
  await Promise.allSettled([proxy?.stop(), ...instances.map((instance) => stopChild(instance.process))]);
  await database?.stop();
  temporary?.remove();
});

// The certificate is made by the test, so no browser trusts it. Addresses are absolute: the
// suite's baseURL is its own server, not this one.
test.use({ ignoreHTTPSErrors: true });
const at = (path: string) => `${proxy.origin}${path}`;

test.describe("the site behind nginx", () => {
  test("over HTTPS: sign up, reload, log out and log in again, with a Secure, HttpOnly session cookie", async ({ page, context }) => {
    const visitor = {
      displayName: "Grace Hopper",
      // accounts.spec.ts, in another worker, wipes the emulator's other accounts as it goes.
      email: keptEmail("grace"),
      password: "compiler-1952",
    };
    const sessionCookie = async () => (await context.cookies(proxy.origin)).find((cookie) => cookie.name === "__session");

    const first = await page.goto(at("/register"));
    expect(first?.headers()["server"], "answered by nginx, without its version").toBe("nginx");
    await submitRegistration(page, visitor);
    await expect(page).toHaveURL(`${proxy.origin}/`);
    await expectSignedInBar(page, visitor.displayName);
    const cookie = await sessionCookie();
    expect(cookie, "the session cookie").toBeDefined();
    expect(cookie).toMatchObject({ secure: true, httpOnly: true, sameSite: "Lax", domain: serverName });

    // The server knows who you are: the page arrives signed in.
    await page.reload();
    await expectSignedInBar(page, visitor.displayName);
    expect(await serverHTML(page, at("/"))).toContain(`data-testid="account-name">${visitor.displayName}<`);

    await logOut(page, proxy.origin);
    expect(await sessionCookie(), "no session cookie after Logout").toBeUndefined();
    await page.reload();
    await expectSignedOutBar(page);

    await page.goto(at("/login"));
    await submitLogin(page, visitor.email, visitor.password);
    await expect(page).toHaveURL(`${proxy.origin}/`);
    await expectSignedInBar(page, visitor.displayName);
    const session = await sessionCookie();
    expect(session).toMatchObject({ secure: true, httpOnly: true });
    await page.reload();
    await expectSignedInBar(page, visitor.displayName);

    // Either instance knows the session. With the browser gone quiet, nginx's one worker sends
    // two requests in a row to the two instances in turn.
    await page.close();
    for (const turn of [1, 2]) {
      const response = await requestThrough(proxy, { path: "/", headers: { Cookie: `__session=${session!.value}` } });
      expect(response.body, `signed in, request ${turn}`).toContain(`data-testid="account-name">${visitor.displayName}<`);
    }
  });

  test("nginx keeps an anonymous page for its ten seconds, and never anything for a request with the session cookie", async () => {
    const path = `/faq?nginx=${Date.now()}`;
    const first = await requestThrough(proxy, { path });
    expect(first.status).toBe(200);
    expect(first.headers["x-cache"]).toBe("MISS");
    expect(first.headers["cache-control"]).toBe("public, max-age=0, must-revalidate, s-maxage=10");
    const second = await requestThrough(proxy, { path });
    expect(second.headers["x-cache"]).toBe("HIT");
    expect(second.body).toBe(first.body);

    // Whatever the cookie holds, the request goes to Node, and its answer is not kept.
    const withCookie = await requestThrough(proxy, { path, headers: { Cookie: "__session=eyJhbGciOiJub25lIn0.e30." } });
    expect(withCookie.headers["x-cache"]).toBe("BYPASS");
    expect(withCookie.headers["cache-control"]).toBe("private, no-store");
    const after = await requestThrough(proxy, { path });
    expect(after.headers["x-cache"]).toBe("HIT");
    expect(after.headers["set-cookie"]).toBeUndefined();

    // A data request with a made-up query is sent to the page's own, and never kept under its own address (issue 35, point 7).
    const made = `/faq.data?nginx=${Date.now()}`;
    for (const turn of [1, 2]) {
      const sent = await requestThrough(proxy, { path: made });
      expect(sent.status, `turn ${turn}`).toBe(308);
      expect(sent.headers.location, `turn ${turn}`).toBe("/faq.data");
      expect(sent.headers["x-cache"], `turn ${turn}`).not.toBe("HIT");
    }
  });

  test("plain HTTP redirects to the HTTPS origin; a name that is not the site's gets no answer", async () => {
    const get = (host: string) =>
      new Promise<http.IncomingMessage>((resolve, reject) =>
        http
          .get(
            { host: "127.0.0.1", port: proxy.httpPort, path: "/login?redirectTo=%2Faccount", headers: { Host: host }, agent: false },
            resolve,
          )
          .on("error", reject),
      );
    const redirect = await get(`${serverName}:${proxy.httpPort}`);
    expect(redirect.statusCode).toBe(301);
    expect(redirect.headers.location).toBe(`${proxy.origin}/login?redirectTo=%2Faccount`);
    redirect.resume();

    await expect(get("attacker.example")).rejects.toThrow(/socket hang up|ECONNRESET/);
  });

  test("/metrics is not served at the public address, even to a token; the instance itself serves it to this machine", async () => {
    const token = { Authorization: "Bearer not-needed-to-be-refused-at-nginx" };
    expect((await requestThrough(proxy, { path: "/metrics", headers: token })).status).toBe(404);
    expect((await fetch(`http://127.0.0.1:${instances[0]!.port}/metrics`)).status).toBe(200);
  });

  test("a form posted without JavaScript reaches its page's answer, and HTTPS pages carry HSTS", async () => {
    // A wrong password: the page's own refusal, which keeps the email (the right one signs in, issue 36).
    const body = "email=ada%40example.com&password=not-the-password";
    const post = (origin: string) =>
      requestThrough(proxy, {
        path: "/login",
        method: "POST",
        headers: { Origin: origin, "Content-Type": "application/x-www-form-urlencoded", "Content-Length": String(body.length) },
        body,
      });
    // The page's own answer, not a cross-origin refusal: the app sees the address the browser
    // used, port and all.
    const ours = await post(proxy.origin);
    expect(ours.status).toBe(400);
    expect(ours.body).toContain("ada@example.com");
    expect((await post("https://attacker.example")).status).toBe(403);

    const page = await requestThrough(proxy, { path: "/" });
    expect(page.headers["strict-transport-security"]).toBe("max-age=63072000; includeSubDomains");
  });

  test("a profile photo of up to 5 MB and a studio form of up to 22 MB reach the app; a bigger one, or a form over 64 KB elsewhere, stops at nginx", async () => {
    // An over-long body is only claimed: nginx answers on the header, before reading any of it.
    const upload = (path: string, bytes: number, sent = bytes) =>
      requestThrough(proxy, {
        path,
        method: "POST",
        headers: { Origin: proxy.origin, "Content-Type": "multipart/form-data; boundary=x", "Content-Length": String(bytes) },
        body: "a".repeat(sent),
      });
    // The app's own answer (no session here): the body got through nginx.
    const photo = await upload("/account/photo", 2 * 1024 * 1024);
    expect(photo.status).toBe(401);
    expect(photo.body).toContain("Log in again, then upload the photo.");
    expect((await upload("/account/photo", 7 * 1024 * 1024, 1024)).status).toBe(413);
    const form = await upload("/login", 128 * 1024, 1024);
    expect(form.status).toBe(413);
    // nginx's refusal, before Node: the app's says "at most 64 KB".
    expect(form.body).not.toContain("at most 64 KB");

    // The studio's edit form takes a long post's Markdown, up to 2 MB, and two images of up to
    // 10 MB with it (a cover and a picture for the text): past nginx, the app answers (a visitor
    // with no session is sent to sign in); a plain form over 2 MB is the app's to refuse, and
    // anything over 22 MB nginx's.
    const edit = "/admin/content/5a3c0f0e-6f1d-4b8e-9a51-000000000005/edit";
    const post = (bytes: number, sent = bytes, path = edit) =>
      requestThrough(proxy, {
        path,
        method: "POST",
        headers: { Origin: proxy.origin, "Content-Type": "application/x-www-form-urlencoded", "Content-Length": String(bytes) },
        body: "a".repeat(sent),
      });
    const long = await post(300 * 1024);
    expect(long.status).not.toBe(413);
    expect(long.status).toBeLessThan(500);
    // The German studio's form, the form as the page sends it (React Router's `.data`), and the
    // form's autosave take as much (issue 64, item 7).
    for (const path of [`/de${edit}`, `${edit}.data`, `/de${edit}.data`, edit.replace(/edit$/, "autosave")]) {
      const answer = await post(300 * 1024, 300 * 1024, path);
      expect(answer.status, path).not.toBe(413);
      expect(answer.status, path).toBeLessThan(500);
    }
    const tooLong = await post(3 * 1024 * 1024);
    expect(tooLong.status).toBe(413);
    expect(tooLong.body).toContain("at most");
    const withImage = await upload(edit, 18 * 1024 * 1024);
    expect(withImage.status).not.toBe(413);
    expect(withImage.status).toBeLessThan(500);
    const overImage = await upload(edit, 23 * 1024 * 1024, 1024);
    expect(overImage.status).toBe(413);
    expect(overImage.body).not.toContain("at most");
  });

  test("TRUST_PROXY: the app takes the visitor's address from nginx, and no forged X-Forwarded-For", async () => {
    // A sign-in with no valid token: the rate limit counts it, then the app answers 400.
    const signIn = (localAddress: string, forgedFor: string) =>
      requestThrough(proxy, {
        path: "/auth/session",
        method: "POST",
        localAddress,
        headers: { Origin: proxy.origin, Authorization: "Bearer not-a-token", "X-Forwarded-For": forgedFor },
      }).then((response) => response.status);
    const statuses = async (localAddress: string, count: number, firstForged: number) => {
      const answers: number[] = [];
      for (let i = 0; i < count; i++) answers.push(await signIn(localAddress, `203.0.113.${firstForged + i}`));
      return answers;
    };

    // Each instance allows SESSION_RATE_LIMIT a minute from one address. A visitor at 127.0.0.2
    // who claims a new address every time is still one visitor: by the time every instance
    // could have had its fill, some answer is "too many".
    const limit = SESSION_RATE_LIMIT;
    const forged = await statuses("127.0.0.2", instances.length * limit + 1, 1);
    expect(forged.slice(0, limit), "the first sign-ins are allowed").toEqual(Array(limit).fill(400));
    expect(forged, "a new forged address every time still reaches the limit").toContain(429);

    // Another visitor, behind the same nginx, has a limit of its own: the app counts the address
    // nginx saw, not nginx's own. (Were it counting nginx, these would be refused too.)
    expect(await statuses("127.0.0.3", limit, 1), "another visitor's sign-ins").toEqual(Array(limit).fill(400));
  });
});
