// @vitest-environment jsdom
import { modulesAfterLoad } from "./modules-after-load";

const preloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')];

function setReadyState(state: DocumentReadyState) {
  Object.defineProperty(document, "readyState", { configurable: true, get: () => state });
}

afterEach(() => {
  for (const link of preloads()) link.remove();
  document.body.replaceChildren();
  Reflect.deleteProperty(document, "readyState");
  vi.useRealTimers();
});

describe("modulesAfterLoad", () => {
  it("asks for nothing until the load event and the frame after it", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "requestAnimationFrame"] });
    setReadyState("loading");
    let settled = false;
    const started = modulesAfterLoad(["/assets/shell-B.js", "/assets/root-C.js"]).then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(1_000);
    expect(preloads()).toEqual([]);
    expect(settled).toBe(false);

    window.dispatchEvent(new Event("load"));
    await vi.advanceTimersByTimeAsync(20);
    await started;
    expect(preloads().map((link) => link.getAttribute("href"))).toEqual(["/assets/shell-B.js", "/assets/root-C.js"]);
  });

  it("starts once, even when both the frame and the fallback timer fire", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "requestAnimationFrame"] });
    setReadyState("complete");
    const started = modulesAfterLoad(["/assets/root-C.js"]);
    await vi.advanceTimersByTimeAsync(200);
    await started;
    expect(preloads()).toHaveLength(1);
  });

  it("gives the preloads the nonce of the page's module script", async () => {
    setReadyState("complete");
    const script = document.createElement("script");
    script.type = "module";
    script.nonce = "abc";
    document.body.append(script);
    await modulesAfterLoad(["/assets/root-C.js"]);
    expect(preloads()[0]!.nonce).toBe("abc");
  });
});
