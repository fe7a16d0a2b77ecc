import type { Page } from "@playwright/test";

/** The page's cumulative layout shift so far, as Core Web Vitals counts it (no shifts right after input). */
export function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let sum = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) sum += entry.value;
          }
        }).observe({ type: "layout-shift", buffered: true });
        // The buffered entries reach the observer before the next frame is drawn; a busy
        // browser may draw none (a CI run waited out the test's 30 s), and they arrive as a
        // task within a fraction of a second anyway.
        const done = () => resolve(sum);
        requestAnimationFrame(() => requestAnimationFrame(done));
        setTimeout(done, 250);
      }),
  );
}

/** The most a font that arrives after the first paint may move a page as it swaps in (fonts.spec.ts). */
export const lateFontShift = 0.05;

/**
 * An init script: notes in the page when its downloaded fonts last finished loading, so that a
 * test can tell whether they came before the first paint (fontsCameAfterFirstPaint).
 */
export function noteWhenFontsArrive() {
  document.fonts.addEventListener("loadingdone", (event) => {
    // The local fallbacks are faces too, and load when a character needs them: not a download.
    if (event.fontfaces.some((face) => !face.family.includes("Fallback")))
      (window as unknown as { fontsArrivedAt: number }).fontsArrivedAt = performance.now();
  });
}

/**
 * Whether the page was first drawn in the fallback typefaces, its fonts swapping in after: on a
 * quiet machine the preloaded fonts are in before the first paint; on a busy one they may not be.
 */
export function fontsCameAfterFirstPaint(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const firstPaint = performance.getEntriesByName("first-contentful-paint")[0]?.startTime;
    if (firstPaint === undefined) throw new Error("The page has recorded no first contentful paint to set the fonts beside.");
    return ((window as unknown as { fontsArrivedAt?: number }).fontsArrivedAt ?? 0) > firstPaint;
  });
}

/**
 * Scrolls through the whole page a screen at a time, a frame per step so lazy images see
 * themselves in view, then waits until every image has arrived and the fonts are in.
 */
export async function scrollThroughAndSettle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    // A frame, or a tenth of a second when the browser skips frames: once, in a busy CI run,
    // a page stopped drawing them and the scroll waited out the test's 30 s.
    const frame = () =>
      new Promise((resolve) => {
        requestAnimationFrame(resolve);
        setTimeout(resolve, 100);
      });
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await frame();
    }
  });
  // Images not shown at this width (a phone's compact cards keep their pictures for wider
  // screens) are lazy and never load: only the ones on screen count.
  await page.waitForFunction(() =>
    [...document.images].filter((image) => image.getClientRects().length > 0).every((image) => image.complete),
  );
  await page.evaluate(() => document.fonts.ready);
}
