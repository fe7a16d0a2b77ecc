import { test as base, expect, type Page } from "@playwright/test";

/** The public pages that exist today; every browser check that covers "every page" uses it. */
export const publicPages = [
  "/",
  "/projects",
  "/projects?service=web-development",
  "/projects/northwind-mobile-banking",
  "/services/ux-ui",
  "/courses",
  "/courses?level=beginner",
  "/courses/react-router-full-stack-apps",
  "/about-us",
  "/blog",
  "/blog?page=2",
  "/blog/sanitising-user-and-cms-content",
  "/faq",
  "/login",
] as const;

type Fixtures = {
  /** Console errors and uncaught exceptions seen on the page; a test fails if any remain. */
  consoleErrors: string[];
};

export const test = base.extend<Fixtures>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await use(errors);
      expect(errors, "console errors on the page").toEqual([]);
    },
    { auto: true },
  ],
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
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}
