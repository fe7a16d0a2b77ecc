import { test as base, expect, type Page } from "@playwright/test";
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
  "/login",
] as const;

type Fixtures = {
  /** Console errors and uncaught exceptions seen on the page; a test fails if any remain. */
  consoleErrors: string[];
  /** What the Content Security Policy blocked on the page; a test fails if any remain. */
  cspViolations: string[];
};

/**
 * Chromium's word that it skipped a cross-document view transition (decision 24), as an
 * unhandled rejection of the transition it made itself: seen when a page that hydrated loads
 * the next page from a script. The next page is shown without the cross-fade, which is all a
 * transition adds.
 */
const skippedTransition = /^Transition was aborted because of invalid state/;

export const test = base.extend<Fixtures>({
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
    page.on("console", (message) => {
      if (message.type() === "error" && !skippedTransition.test(message.text())) consoleErrors.push(message.text());
    });
    page.on("pageerror", (error) => {
      if (!skippedTransition.test(error.message)) consoleErrors.push(error.message);
    });
    // Every page of every test reports what its Content Security Policy blocked.
    await page.exposeFunction("reportCspViolation", (violation: string) => cspViolations.push(violation));
    await page.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (event) => {
        const report = (window as unknown as { reportCspViolation: (violation: string) => void }).reportCspViolation;
        void report(`${event.effectiveDirective} blocked ${event.blockedURI || "inline code"} (${event.sourceFile}:${event.lineNumber})`);
      });
    });
    await provide(page);
    reportPageLoads();
    expect(cspViolations, "Content Security Policy violations on the page").toEqual([]);
    expect(consoleErrors, "console errors on the page").toEqual([]);
  },
});

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
