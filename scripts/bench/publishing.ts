// The publishing scenario of `npm run bench` (issue 40): two site instances on one PostgreSQL and
// one Redis, each with every page of an FAQ entry kept in its page cache; a member of staff
// unpublishes and publishes the entry on the first instance, 20 times in turn, and the time is
// taken from the moment the form is sent until the second instance serves the page the change
// shows on. Prints the median and the worst; the target is one second. Needs
// BENCH_DATABASE_URL (or TEST_DATABASE_URL) and BENCH_REDIS_URL (or TEST_REDIS_URL).
import { performance } from "node:perf_hooks";
import { reservePorts } from "~tests/e2e/support/behind-nginx";
import { type SiteInstance, startSiteInstance, stopChild } from "~tests/e2e/support/child-processes";
import { createOwnDatabase } from "~tests/support/own-database";
import { accountSessions } from "./bench-accounts";

const CHANGES = 20;

export type PublishingBench = { changes: number; medianMs: number; worstMs: number; timesMs: number[] };

async function until(shown: () => Promise<boolean>, limitMs: number): Promise<boolean> {
  const started = performance.now();
  while (performance.now() - started < limitMs) {
    if (await shown()) return true;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return false;
}

/** Publish-to-visible across two instances, or undefined (with the reason said) without a server and Redis. */
export async function benchPublishing(): Promise<PublishingBench | undefined> {
  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  const redisUrl = process.env.BENCH_REDIS_URL ?? process.env.TEST_REDIS_URL;
  if (!serverUrl || !redisUrl) {
    console.log("Publishing: skipped, it needs BENCH_DATABASE_URL and BENCH_REDIS_URL (or the TEST_ ones) for two instances.");
    return undefined;
  }
  const own = await createOwnDatabase(serverUrl, "brightline_bench_publishing");
  const reserved = await reservePorts(undefined, undefined, undefined, undefined, undefined);
  const [portA, portB, authPort, hubPort, loggingPort] = reserved.ports as [number, number, number, number, number];
  await reserved.release();
  const instances: SiteInstance[] = [];
  try {
    const shared = { NODE_ENV: "production", DATABASE_URL: own.url, REDIS_URL: redisUrl, SESSION_RATE_LIMIT: "100000" };
    // The first runs the auth emulator; the second uses it.
    instances.push(
      await startSiteInstance({
        ...shared,
        PORT: String(portA),
        AUTH_EMULATOR_PORT: String(authPort),
        AUTH_EMULATOR_HUB_PORT: String(hubPort),
        AUTH_EMULATOR_LOGGING_PORT: String(loggingPort),
      }),
    );
    instances.push(
      await startSiteInstance({
        ...shared,
        PORT: String(portB),
        FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${authPort}`,
        FIREBASE_PROJECT_ID: "demo-brightline",
      }),
    );
    const [editing, other] = instances.map((instance) => `http://127.0.0.1:${instance.port}`) as [string, string];
    const [cookie] = await accountSessions(editing, `http://127.0.0.1:${authPort}`, 1, { staff: true, name: "Bench Editor" });
    const list = await (await fetch(`${editing}/admin/content?kind=faq`, { headers: { Cookie: cookie! } })).text();
    const found = /<a[^>]*href="\/admin\/content\/([0-9a-f-]{36})"[^>]*>([^<]+\?)<\/a>/.exec(list);
    if (!found) throw new Error("The studio listed no FAQ entry");
    const [, id, question] = found as unknown as [string, string, string];
    const send = (form: Record<string, string>) =>
      fetch(`${editing}/admin/content/${id}`, {
        method: "POST",
        headers: { Cookie: cookie!, Origin: editing, "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(form),
      });
    const faqShows = async () => (await (await fetch(`${other}/faq`)).text()).includes(question);
    // Kept in the second instance's page cache before each change, as a busy page is.
    await fetch(`${other}/faq`);

    const timesMs: number[] = [];
    for (let change = 0; change < CHANGES; change += 1) {
      const publishing = change % 2 === 1;
      await fetch(`${other}/faq`);
      const started = performance.now();
      const answer = await send(publishing ? { intent: "publish", version: "1" } : { intent: "unpublish" });
      if (answer.status !== 200) throw new Error(`The studio answered ${answer.status}`);
      if (!(await until(async () => (await faqShows()) === publishing, 10_000)))
        throw new Error(`The second instance did not show the change within 10 s`);
      timesMs.push(performance.now() - started);
    }
    const sorted = [...timesMs].sort((a, b) => a - b);
    const result = { changes: CHANGES, medianMs: (sorted[9]! + sorted[10]!) / 2, worstMs: sorted.at(-1)!, timesMs };
    console.log(
      `\nPublishing, ${CHANGES} changes on one instance, until the other serves them (form sent to page shown): median ${result.medianMs.toFixed(0)} ms, worst ${result.worstMs.toFixed(0)} ms`,
    );
    console.log(`  each (ms): ${timesMs.map((time) => time.toFixed(0)).join(", ")}`);
    return result;
  } finally {
    for (const instance of instances) await stopChild(instance.process);
    await own.drop();
  }
}
