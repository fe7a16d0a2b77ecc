/**
 * Runs `work` once the browser has nothing better to do: for what a page fetches for later
 * (the sign-in SDK, the speed reporter), so that it never competes with the page's own work.
 */
export function whenIdle(work: () => void): () => void {
  // Safari has no requestIdleCallback: a second later, the page's own work is done.
  if (typeof requestIdleCallback === "function") {
    const handle = requestIdleCallback(work, { timeout: 10_000 });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(work, 1_000);
  return () => clearTimeout(timer);
}
