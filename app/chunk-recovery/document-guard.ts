/**
 * Runs inline in <head>, before any module script, on every server-rendered page.
 *
 * If a script chunk fails to download during the first load, the page stays server-rendered
 * but never hydrates. The guard reloads the URL once; if it fails again, it shows
 * "This page couldn't load" with a Reload button. A successful hydration clears the marker.
 *
 * It is serialised with Function.prototype.toString, so it must not use anything from
 * outside its own body.
 */
export function installDocumentGuard(markerKey: string): void {
  let handled = false;
  const here = () => location.pathname + location.search;

  function showFailure() {
    if (document.getElementById("chunk-failure")) return;
    const box = document.createElement("div");
    box.id = "chunk-failure";
    box.setAttribute("role", "alert");
    box.className =
      "fixed inset-x-3 bottom-3 z-50 mx-auto max-w-xl rounded-box border border-base-300 bg-base-100 p-5 shadow-2xl sm:inset-x-6 sm:bottom-6";
    const heading = document.createElement("h2");
    heading.className = "text-lg font-bold";
    heading.textContent = "This page couldn't load";
    const text = document.createElement("p");
    text.className = "mt-1 text-sm text-base-content/75";
    text.textContent =
      "Part of the page didn't download, usually because of a brief network problem or a new version of the site being published. Reloading normally fixes it.";
    const button = document.createElement("button");
    button.type = "button";
    button.className = "btn btn-primary mt-4 rounded-full px-6";
    button.textContent = "Reload";
    button.addEventListener("click", () => location.reload());
    box.append(heading, text, button);
    document.body.append(box);
  }

  function onChunkFailure() {
    if (handled) return;
    handled = true;
    let retried = false;
    try {
      retried = sessionStorage.getItem(markerKey) === here();
      sessionStorage.setItem(markerKey, here());
    } catch {
      // Without session storage we cannot tell a retry from a first try: never loop.
      retried = true;
    }
    if (retried) {
      if (document.body) showFailure();
      else document.addEventListener("DOMContentLoaded", showFailure);
    } else {
      location.reload();
    }
  }

  // Once the page has hydrated, its code arrived: a later chunk (the sign-in SDK, a form's
  // checks, the next page's route) is its caller's to handle, with the page and what was typed
  // in it kept, not a reason to reload.
  const hydrated = () => document.documentElement.dataset.hydrated === "true";

  window.addEventListener(
    "error",
    (event) => {
      if (hydrated()) return;
      const target = event.target as HTMLElement | null;
      if (!target || target === (window as unknown)) return;
      const isScript = target.tagName === "SCRIPT" && target.getAttribute("type") === "module";
      const isPreload = target.tagName === "LINK" && target.getAttribute("rel") === "modulepreload";
      if (isScript || isPreload) onChunkFailure();
    },
    true,
  );
  window.addEventListener("unhandledrejection", (event) => {
    if (hydrated()) return;
    const message = String((event.reason as Error | undefined)?.message ?? "");
    if (/dynamically imported module|Importing a module script failed/i.test(message)) {
      onChunkFailure();
    }
  });
}
