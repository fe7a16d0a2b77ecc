import {
  test as base,
  type BrowserContext,
  expect,
  type Page,
  type PlaywrightTestOptions,
  type TestInfo,
  type ViewportSize,
} from "@playwright/test";
import { baseURL } from "../../../playwright.config";
import { axeOnCall } from "./axe";
import { countPageLoads } from "./page-loads";

/** The public pages that exist today; every browser check that covers "every page" uses it. */
export const publicPages = [
  "/",
  "/projects",
  "/projects?service=web-development",
  "/projects/northwind-mobile-banking",
  "/services",
  "/services/ux-ui",
  "/courses",
  "/courses?level=beginner",
  "/courses/react-router-full-stack-apps",
  "/about-us",
  "/blog",
  "/blog?page=2",
  "/blog/sanitising-user-and-cms-content",
  "/faq",
  "/contact",
  "/privacy",
  "/legal-notice",
  "/login",
] as const;

type Fixtures = {
  /** Console errors and uncaught exceptions seen on the page; a test fails if any remain. */
  consoleErrors: string[];
  /** What the Content Security Policy blocked on the page; a test fails if any remain. */
  cspViolations: string[];
  /**
   * A signed-out visitor's tab that the worker's tests take turns in, for tests that only open
   * public pages and read them: each starts with no cookies and no storage, at its own viewport
   * and colour scheme, and its first step is a page load (the HTTP cache is kept, as a visitor's
   * is). A new context per test cost more than the page it checked: the context, and two
   * renderer processes, since Chromium moves the first page load out of the new tab's blank
   * page's process (about 0.6 s of the machine's time a test, issue 63).
   */
  visitorTab: Page;
  /**
   * A tab of the worker's that stays signed in between the tests that take turns in it, for
   * tests that only open pages as one person and read them: made when a test first asks for it
   * by `name`, and `prepare`d then (its session cookies set, say). Each test gets it as the
   * visitor tab comes, but with its cookies kept.
   */
  signedInTab: SignedInTab;
};

export type SignedInTab = (name: string, prepare: (page: Page) => Promise<void>) => Promise<Page>;

type WorkerFixtures = {
  /** The worker's shared tab of this name, made (and prepared) when a test first asks for it. */
  workerTab: (name: string, prepare?: (page: Page) => Promise<void>) => Promise<SharedTab>;
};

/** A tab the worker's tests take turns in, and what it reports into. */
type SharedTab = { context: BrowserContext; page: Page; watch: PageWatch };

/** What a test's page reported: where the page's listeners write for the test under way. */
type PageWatch = { consoleErrors: string[]; cspViolations: string[] };

/**
 * Chromium's word that it skipped a cross-document view transition (decision 24), as an
 * unhandled rejection of the transition it made itself: seen when a page that hydrated loads
 * the next page from a script. The next page is shown without the cross-fade, which is all a
 * transition adds.
 */
const skippedTransition = /^Transition was aborted because of invalid state/;

/** Records the page's console errors and uncaught exceptions, and what its policy blocked, into `watch`'s current arrays. */
async function watchPage(page: Page, watch: PageWatch) {
  page.on("console", (message) => {
    if (message.type() === "error" && !skippedTransition.test(message.text())) watch.consoleErrors.push(message.text());
  });
  page.on("pageerror", (error) => {
    if (!skippedTransition.test(error.message)) watch.consoleErrors.push(error.message);
  });
  // Every page of every test reports what its Content Security Policy blocked.
  await page.exposeFunction("reportCspViolation", (violation: string) => watch.cspViolations.push(violation));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as { reportCspViolation: (violation: string) => void }).reportCspViolation;
      void report(`${event.effectiveDirective} blocked ${event.blockedURI || "inline code"} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
}

/** After the test: its page loads reported, and no policy violation or console error left over. */
function checkPageAfterTest(watch: PageWatch, reportPageLoads: () => void) {
  reportPageLoads();
  expect(watch.cspViolations, "Content Security Policy violations on the page").toEqual([]);
  expect(watch.consoleErrors, "console errors on the page").toEqual([]);
}

export const test = base.extend<Fixtures, WorkerFixtures>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern.
  consoleErrors: async ({}, provide) => {
    await provide([]);
  },
  // eslint-disable-next-line no-empty-pattern -- as above.
  cspViolations: async ({}, provide) => {
    await provide([]);
  },
  // Every test that opens a page fails on a console error it did not expect. Tests that only
  // send requests never open a browser page, which keeps them fast.
  page: async ({ page, consoleErrors, cspViolations }, provide, testInfo) => {
    const reportPageLoads = countPageLoads(page, testInfo);
    const watch = { consoleErrors, cspViolations };
    await watchPage(page, watch);
    await provide(page);
    checkPageAfterTest(watch, reportPageLoads);
  },
  workerTab: [
    async ({ browser }, provide) => {
      const made = new Map<string, Promise<SharedTab>>();
      await provide((name, prepare) => {
        let tab = made.get(name);
        if (!tab) {
          tab = (async () => {
            const context = await browser.newContext({ baseURL });
            const page = await context.newPage();
            const watch: PageWatch = { consoleErrors: [], cspViolations: [] };
            await watchPage(page, watch);
            // Most tests in a shared tab run axe: sent once here rather than into each page.
            await page.addInitScript(axeOnCall);
            await prepare?.(page);
            return { context, page, watch };
          })();
          made.set(name, tab);
        }
        return tab;
      });
      for (const tab of made.values()) await (await tab).context.close();
    },
    { scope: "worker" },
  ],
  visitorTab: async ({ workerTab, viewport, colorScheme, consoleErrors, cspViolations }, provide, testInfo) => {
    const tab = await workerTab("visitor");
    const reportPageLoads = await handOver(tab, { viewport, colorScheme, consoleErrors, cspViolations, signOut: true }, testInfo);
    await provide(tab.page);
    checkPageAfterTest(tab.watch, reportPageLoads);
  },
  signedInTab: async ({ workerTab, viewport, colorScheme, consoleErrors, cspViolations }, provide, testInfo) => {
    const handedOver: { watch: PageWatch; reportPageLoads: () => void }[] = [];
    await provide(async (name, prepare) => {
      const tab = await workerTab(`signed in: ${name}`, prepare);
      const reportPageLoads = await handOver(tab, { viewport, colorScheme, consoleErrors, cspViolations, signOut: false }, testInfo);
      handedOver.push({ watch: tab.watch, reportPageLoads });
      return tab.page;
    });
    for (const { watch, reportPageLoads } of handedOver) checkPageAfterTest(watch, reportPageLoads);
  },
});

type Handover = {
  viewport: ViewportSize | null;
  colorScheme: PlaywrightTestOptions["colorScheme"];
  /** The test's own arrays, which its checks and expectConsoleErrors read. */
  consoleErrors: string[];
  cspViolations: string[];
  /** Whether the tab's cookies go too, as the visitor tab's do. */
  signOut: boolean;
};

/**
 * A shared tab as a new one would be for the next test, but for its HTTP cache, its cookies
 * unless `signOut`, and the document it shows until the test's first page load: no storage on
 * the site, the test's viewport and colour scheme, no other media emulated. Returns what reports
 * its page loads.
 */
async function handOver({ context, page, watch }: SharedTab, handover: Handover, testInfo: TestInfo) {
  const { viewport, colorScheme, consoleErrors, cspViolations, signOut } = handover;
  watch.consoleErrors = consoleErrors;
  watch.cspViolations = cspViolations;
  if (signOut) await context.clearCookies();
  if (page.url().startsWith("http")) {
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
  }
  if (viewport) await page.setViewportSize(viewport);
  await page.emulateMedia({ colorScheme: colorScheme ?? "light", reducedMotion: null, forcedColors: null, media: null });
  return countPageLoads(page, testInfo);
}

export { expect };

/** Removes the console errors a test expects (a 404 or 500 document, say) and only those. */
export function expectConsoleErrors(errors: string[], pattern: RegExp) {
  const expected = errors.filter((error) => pattern.test(error));
  expect(expected.length, `expected a console error matching ${pattern}`).toBeGreaterThan(0);
  errors.splice(0, errors.length, ...errors.filter((error) => !pattern.test(error)));
}

/** Waits until React has hydrated the page, so clicks reach client-side handlers. */
export async function waitForHydration(page: Page) {
  // Mid-reload the new document may not have its root element yet: that is "not yet", not an error.
  await page.waitForFunction(() => document.documentElement?.dataset.hydrated === "true");
}
