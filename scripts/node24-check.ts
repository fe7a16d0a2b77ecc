/**
 * The supported Node, tested (a stage of .ci/run): this machine's own Node is 20, past its end
 * of life, so this fetches Node 24 from the npm registry's `node` package, runs the unit tests
 * on it, then serves the production build on it as `npm start` does and walks one visitor
 * through it: a page, a sign-up and a sign-in through the auth emulator, a contact form stored
 * (its mail written), and SIGTERM, which must stop the site and its emulator cleanly.
 *
 * Run after `npm run build` (`npm test` makes the build): `npx tsx scripts/node24-check.ts`.
 * `--smoke-only` skips the unit tests; NODE24_BINARY names a Node 24 already fetched. .ci/run
 * uses both: its `npm test` ran the unit tests on Node 24 already (UNIT_TEST_NODE).
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";
import { leadFormBody, postLeadForm } from "~tests/support/contact-form-post";
import { waitFor } from "~tests/e2e/support/child-processes";
import { TEST_FORM_SECRET } from "~tests/support/test-form-secret";

const nodePackage = "node@24";
const root = path.resolve(import.meta.dirname, "..");
const ports = { site: 4617, auth: 9619, hub: 4619, logging: 4719 };
const projectId = "demo-node24-check";
const origin = `http://127.0.0.1:${ports.site}`;
const identityToolkit = `http://127.0.0.1:${ports.auth}/identitytoolkit.googleapis.com/v1`;

function step(name: string) {
  console.log(`--- ${name}`);
}

function fail(message: string): never {
  throw new Error(message);
}

/**
 * Node 24's own binary, from the npm registry (npx keeps it in its cache after the first run).
 * The `node` package fetches the binary in its install script, which the project's .npmrc
 * turns off (decision 23), so this one install turns scripts back on.
 */
function fetchNode(): string {
  // .ci/run fetches it once, for the unit tests too, and names it here.
  const given = process.env.NODE24_BINARY;
  if (given) {
    const version = spawnSync(given, ["--version"], { encoding: "utf8" }).stdout?.trim() ?? "";
    if (!version.startsWith("v24.")) fail(`NODE24_BINARY is ${given}, which is Node ${version || "nothing"}, not 24.`);
    console.log(`Node ${version} at ${given}`);
    return given;
  }
  const found = spawnSync("npx", ["-y", "--ignore-scripts=false", nodePackage, "-p", "process.execPath + ' ' + process.version"], {
    encoding: "utf8",
    stdio: ["ignore", "pipe", "inherit"],
  });
  const [binary, version] = found.stdout.trim().split(" ");
  if (found.status !== 0 || !binary || !version?.startsWith("v24.")) {
    fail(`Could not fetch ${nodePackage} from the npm registry (npx printed "${found.stdout.trim()}").`);
  }
  console.log(`Node ${version} at ${binary}`);
  return binary;
}

/** The environment of a child on Node 24: that Node first on PATH, for anything it starts. */
function onNode(binary: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return { ...process.env, PATH: `${path.dirname(binary)}${path.delimiter}${process.env.PATH}`, ...extra };
}

function runUnitTests(binary: string) {
  const vitest = path.join(root, "node_modules", "vitest", "vitest.mjs");
  const run = spawnSync(binary, [vitest, "run"], { cwd: root, stdio: "inherit", env: onNode(binary) });
  if (run.status !== 0) fail(`The unit tests failed on Node 24 (exit ${run.status}).`);
}

async function json<T>(url: string, body: unknown): Promise<T> {
  const response = await fetch(url, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
  if (!response.ok) fail(`POST ${url} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** Starts a session on the site with an ID token, as the browser does; the cookie it sets. */
async function startSession(idToken: string): Promise<string> {
  const response = await fetch(`${origin}/auth/session`, {
    method: "POST",
    headers: { Authorization: `Bearer ${idToken}`, Origin: origin },
  });
  const cookie = response.headers.get("set-cookie")?.split(";")[0];
  if (response.status !== 200 || !cookie) fail(`Starting a session answered ${response.status}: ${await response.text()}`);
  return cookie;
}

const answers = (url: string) =>
  fetch(url)
    .then((response) => (response.ok ? true : undefined))
    .catch(() => undefined);

const portOpen = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });

/**
 * Stops the site after a failure as a process manager would (SIGTERM, which stops its emulator
 * too), then kills its whole group if it has not gone within 20 s: nothing may keep the ports.
 */
async function stopGroup(site: ChildProcess) {
  if (site.exitCode !== null || site.signalCode !== null) return;
  const exited = new Promise((resolve) => site.once("exit", resolve));
  site.kill("SIGTERM");
  await Promise.race([exited, sleep(20_000)]);
  try {
    process.kill(-site.pid!, "SIGKILL");
  } catch {
    // The group has gone already.
  }
}

async function smokeTest(binary: string) {
  const dataDirectory = mkdtempSync(path.join(tmpdir(), "node24-check-"));
  const site = spawn(binary, [path.join(root, "scripts", "start.mjs")], {
    cwd: root,
    // A group of its own: on a failure the whole group goes, the auth emulator with the site.
    detached: true,
    stdio: ["ignore", "inherit", "inherit"],
    env: onNode(binary, {
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(ports.site),
      DATA_DIR: dataDirectory,
      DATABASE_URL: "",
      REDIS_URL: "",
      SMTP_URL: "",
      FORM_SECRETS: TEST_FORM_SECRET,
      FIREBASE_PROJECT_ID: projectId,
      FIREBASE_API_KEY: "",
      FIREBASE_AUTH_EMULATOR_HOST: "",
      AUTH_EMULATOR_PORT: String(ports.auth),
      AUTH_EMULATOR_HUB_PORT: String(ports.hub),
      AUTH_EMULATOR_LOGGING_PORT: String(ports.logging),
    }),
  });
  // Its own group does not get the terminal's Ctrl-C: pass a stop on to it.
  const stop = () => void stopGroup(site).then(() => process.exit(1));
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
  // Its output goes straight to the terminal, so there is none to quote on a failure.
  const running = { process: site, output: () => "(printed above)" };
  try {
    step("npm start on Node 24");
    await waitFor("The site on Node 24", running, () => answers(`${origin}/healthz`), 90_000);

    step("a page");
    const home = await fetch(`${origin}/`);
    const html = await home.text();
    if (home.status !== 200 || !html.includes("<h1")) fail(`The home page answered ${home.status} without a heading.`);

    step("a sign-up and a sign-in through the auth emulator");
    const email = `node24-${Date.now()}@example.com`;
    const password = "a long enough passphrase";
    const displayName = "Node Twentyfour";
    const signedUp = await json<{ idToken: string }>(`${identityToolkit}/accounts:signUp?key=demo-api-key`, {
      email,
      password,
      displayName,
      returnSecureToken: true,
    });
    const signedIn = await json<{ idToken: string }>(`${identityToolkit}/accounts:signInWithPassword?key=demo-api-key`, {
      email,
      password,
      returnSecureToken: true,
    });
    // The emulator's sign-up token reads as revoked when a second begins between its sign-in
    // stamp and its "valid since" (as the site's own sign-up knows, firebase-auth.client.ts): it
    // starts a session only when issued in the second it was signed in.
    const { auth_time: signedUpAt, iat: issuedAt } = JSON.parse(Buffer.from(signedUp.idToken.split(".")[1]!, "base64url").toString()) as {
      auth_time: number;
      iat: number;
    };
    if (issuedAt === signedUpAt) await startSession(signedUp.idToken);
    const cookie = await startSession(signedIn.idToken);
    const account = await fetch(`${origin}/account`, { headers: { Cookie: cookie } });
    const accountPage = await account.text();
    if (account.status !== 200 || !accountPage.includes(email)) fail(`/account answered ${account.status} without the account's email.`);

    step("a contact form, stored and its mail written");
    const reference = await postLeadForm(origin, leadFormBody({ email }));
    const mail = path.join(dataDirectory, "mail");
    await waitFor(
      `The mail of lead ${reference}`,
      running,
      () =>
        existsSync(mail) &&
        readdirSync(mail)
          .filter((name) => name.endsWith(".eml"))
          .some((name) => readFileSync(path.join(mail, name), "utf8").includes(reference))
          ? true
          : undefined,
      15_000,
    );

    step("SIGTERM");
    const exited = new Promise<number | null>((resolve) => site.once("exit", (code) => resolve(code)));
    site.kill("SIGTERM");
    const code = await Promise.race([exited, sleep(20_000).then(() => "timeout" as const)]);
    if (code === "timeout") fail("The site did not stop within 20 s of SIGTERM.");
    if (code !== 0) fail(`The site exited with ${code} after SIGTERM.`);
    if (await portOpen(ports.auth)) fail("The auth emulator outlived the site.");
  } finally {
    await stopGroup(site);
    rmSync(dataDirectory, { recursive: true, force: true });
  }
}

const started = performance.now();
const binary = fetchNode();
if (!process.argv.includes("--smoke-only")) {
  step("unit tests on Node 24");
  runUnitTests(binary);
}
await smokeTest(binary);
console.log(`Node 24 check passed in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
