import type { Page, Request, TestInfo } from "@playwright/test";

/** The annotation a test's page loads are reported under, for the timing reporter. */
export const PAGE_LOADS = "page loads";

/**
 * Counts the page's document loads (its main frame's navigations, to their load event) and the
 * milliseconds each took; the function it returns stops counting (a tab can outlive its test)
 * and reports them on the test as an annotation. Listeners only: nothing crosses to the
 * browser, so counting costs the test nothing.
 */
export function countPageLoads(page: Page, testInfo: TestInfo): () => void {
  const loads: number[] = [];
  let started: number | undefined;
  const onRequest = (request: Request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) started = performance.now();
  };
  const onLoad = () => {
    if (started === undefined) return;
    loads.push(performance.now() - started);
    started = undefined;
  };
  page.on("request", onRequest);
  page.on("load", onLoad);
  return () => {
    page.off("request", onRequest);
    page.off("load", onLoad);
    if (loads.length > 0) testInfo.annotations.push({ type: PAGE_LOADS, description: loads.map((ms) => Math.round(ms)).join(" ") });
  };
}
