// `npm run bench:feel`: how pages feel in Chromium (decision 24), as figures, asserting nothing
// but the targets it prints (timings vary from run to run on a shared machine):
// - the mobile menu: from a tap to the frame that shows it open, on a phone (4x slower CPU,
//   1.6 Mbit/s and 150 ms), on a page that has loaded no script at all;
// - following a link: from the click to the next page's first frame, with the speculation rules
//   (the pointer rests on the link first, as a person's does) and without them, alternating.
//
// Settings: FEEL_RUNS (7) of each, BENCH_NO_BUILD=1 to use the build there is.
import { chromium, type Browser } from "@playwright/test";
import { reservePorts } from "~tests/e2e/support/behind-nginx";
import { runVisible, startSiteInstance, stopChild } from "~tests/e2e/support/child-processes";
import { asSlowPhone } from "~tests/e2e/support/slow-phone";
import { benchSiteSettings } from "./site-under-load";

const runs = Number(process.env.FEEL_RUNS ?? 7);
const root = new URL("../../", import.meta.url).pathname;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const describe = (values: number[]) =>
  `median ${median(values).toFixed(0)} ms, best ${Math.min(...values).toFixed(0)}, worst ${Math.max(...values).toFixed(0)} (${values.length} runs)`;

/** Milliseconds from a tap on the menu button to the frame after the menu opened, and how many scripts the page had loaded by then. */
async function menuOpening(browser: Browser, origin: string) {
  const context = await browser.newContext({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  await asSlowPhone(page);
  // The measurement's own listeners: the page has no script of its own to time it with.
  await page.addInitScript(() => {
    const timing = { tapped: 0, shown: 0 };
    (window as unknown as { menuTiming: typeof timing }).menuTiming = timing;
    addEventListener("pointerdown", (event) => (timing.tapped = event.timeStamp), { capture: true });
    document.addEventListener(
      "toggle",
      (event) => {
        if ((event as ToggleEvent).newState === "open") requestAnimationFrame(() => (timing.shown = performance.now()));
      },
      { capture: true },
    );
  });
  await page.goto(`${origin}/`, { waitUntil: "commit" });
  const button = page.getByRole("button", { name: "Menu", exact: true });
  await button.waitFor();
  await button.tap();
  await page.getByRole("navigation", { name: "Main" }).waitFor();
  const result = await page.evaluate(() => {
    const { tapped, shown } = (window as unknown as { menuTiming: { tapped: number; shown: number } }).menuTiming;
    const scripts = performance.getEntriesByType("resource").filter((entry) => /\.js$/.test(new URL(entry.name).pathname)).length;
    return { ms: shown - tapped, scripts, loaded: document.readyState };
  });
  await context.close();
  return result;
}

/** Milliseconds from the click on a link to the next page's first paint (or its activation, when prerendered). */
async function linkToFrame(browser: Browser, origin: string, speculate: boolean) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  if (!speculate) {
    await page.route(
      (url) => url.pathname === "/",
      async (route) => {
        const response = await route.fetch();
        const html = (await response.text()).replace(/(<script type="speculationrules"[^>]*>)[\s\S]*?(<\/script>)/, '$1{"prerender":[]}$2');
        await route.fulfill({ response, body: html });
      },
    );
  }
  await page.goto(`${origin}/`, { waitUntil: "load" });
  const link = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Courses" });
  // A person's pointer rests on a link for a moment before the click.
  await link.hover();
  await page.waitForTimeout(400);
  const clicked = Date.now();
  await link.click();
  await page.waitForURL(`${origin}/courses`);
  // A prerendered page is shown at its activation, already painted; a loaded one at its first paint.
  const shown = await page.waitForFunction(() => {
    const [navigation] = performance.getEntriesByType("navigation") as (PerformanceNavigationTiming & { activationStart?: number })[];
    if (navigation?.activationStart) return { at: performance.timeOrigin + navigation.activationStart, prerendered: true };
    const paint = performance.getEntriesByName("first-contentful-paint")[0];
    return paint ? { at: performance.timeOrigin + paint.startTime, prerendered: false } : undefined;
  });
  const { at, prerendered } = (await shown.jsonValue())!;
  await context.close();
  return { ms: at - clicked, prerendered };
}

async function main() {
  if (process.env.BENCH_NO_BUILD !== "1") await runVisible("npm", ["run", "build"], { cwd: root });
  const reserved = await reservePorts(undefined, undefined, undefined);
  const [authPort, hubPort, loggingPort] = reserved.ports as number[] as [number, number, number];
  await reserved.release();
  const site = await startSiteInstance(benchSiteSettings({ authPort, hubPort, loggingPort }));
  const origin = `http://127.0.0.1:${site.port}`;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu"],
  });
  try {
    const menu: number[] = [];
    let scriptsSeen = 0;
    for (let run = 0; run < runs; run++) {
      const result = await menuOpening(browser, origin);
      menu.push(result.ms);
      scriptsSeen = Math.max(scriptsSeen, result.scripts);
    }
    const withRules: number[] = [];
    const withoutRules: number[] = [];
    let prerenders = 0;
    for (let run = 0; run < runs; run++) {
      const speculated = await linkToFrame(browser, origin, true);
      withRules.push(speculated.ms);
      if (speculated.prerendered) prerenders += 1;
      withoutRules.push((await linkToFrame(browser, origin, false)).ms);
    }
    console.log(`\nChromium ${browser.version()}, ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC`);
    console.log(`Mobile menu, tap to open frame (4x CPU, 1.6 Mbit/s, 150 ms): ${describe(menu)}; scripts loaded by then: ${scriptsSeen}`);
    console.log(
      `Link to next page's first frame, / to /courses, with speculation rules: ${describe(withRules)}; prerendered ${prerenders} of ${runs}`,
    );
    console.log(`Link to next page's first frame, / to /courses, without them:         ${describe(withoutRules)}`);
    console.log(`Ratio with/without (medians): ${(median(withRules) / median(withoutRules)).toFixed(2)}`);
    if (prerenders === 0) {
      // Preload.prerenderStatusUpdated says PrerenderingDisabledByDevTools: a browser that
      // Playwright drives over the DevTools protocol prefetches the next document instead.
      console.log("(Chromium does not prerender while DevTools drives it; it prefetched the next page instead.)");
    }
    const met = median(menu) <= 100 && scriptsSeen === 0;
    console.log(
      `\nTarget: ${met ? "met   " : "MISSED"}  the menu opens within 100 ms of a tap, before any script: ${median(menu).toFixed(0)} ms`,
    );
    process.exitCode = met ? 0 : 1;
  } finally {
    await browser.close();
    await stopChild(site.process);
  }
}

await main();
