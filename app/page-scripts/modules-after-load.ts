/**
 * Runs at the top of React Router's module script, in the browser, on every server-rendered
 * page: it settles once the page has loaded (its stylesheet, fonts and images, the hero
 * among them) and the frame after the load event has been painted, and only then asks for
 * the page's modules, all at once, as React Router's own preload links would have.
 *
 * Serialised with Function.prototype.toString, so it must not use anything from outside its
 * own body.
 */
export function modulesAfterLoad(modules: string[]): Promise<void> {
  return new Promise<void>((resolve) => {
    let started = false;
    function start() {
      if (started) return;
      started = true;
      // Under a nonce policy a preload needs the nonce of the script that makes it; a cached
      // page has no nonce and its policy admits its own origin.
      const nonce = document.querySelector<HTMLScriptElement>('script[type="module"]')?.nonce ?? "";
      for (const href of modules) {
        const link = document.createElement("link");
        link.rel = "modulepreload";
        link.href = href;
        if (nonce) link.nonce = nonce;
        document.head.append(link);
      }
      resolve();
    }
    function afterPaint() {
      // The frame after the load event paints what loaded last; the timer runs after it.
      // A tab in the background paints no frames: the second timer starts the scripts anyway.
      requestAnimationFrame(() => setTimeout(start, 0));
      setTimeout(start, 100);
    }
    if (document.readyState === "complete") afterPaint();
    else addEventListener("load", afterPaint, { once: true });
  });
}
