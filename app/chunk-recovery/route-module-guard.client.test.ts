import { clearRetryMarker, RETRY_MARKER_KEY } from "./retry-marker";
import { guardRouteModuleLoading } from "./route-module-guard.client";

type GuardedWindow = Parameters<typeof guardRouteModuleLoading>[0];
type NavigationLocation = { pathname: string; search: string; hash: string };

class MapStorage implements Storage {
  private readonly items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
}

const rootModule = { default: "root component" };

function fakeWindow(navigationLocation?: NavigationLocation) {
  const win = {
    __reactRouterRouteModules: { root: rootModule } as Record<string, unknown>,
    __reactRouterManifest: {
      routes: {
        root: { module: "/app/root.js" },
        "routes/a": { module: "data:text/javascript,export default 1" },
        "routes/b": { module: "/definitely-missing.js" },
      },
    },
    __reactRouterDataRouter: { state: { navigation: { location: navigationLocation } } },
    sessionStorage: new MapStorage(),
    location: { pathname: "/current", search: "?page=2", hash: "", assign: vi.fn() },
  };
  return win;
}

function guard(win: ReturnType<typeof fakeWindow>) {
  guardRouteModuleLoading(win as unknown as GuardedWindow);
  return win.__reactRouterRouteModules;
}

describe("guardRouteModuleLoading", () => {
  beforeEach(() => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
  });

  it("does nothing without React Router's cache or manifest", () => {
    const win = { sessionStorage: new MapStorage(), location: { assign: vi.fn() } };
    expect(() => guardRouteModuleLoading(win as unknown as GuardedWindow)).not.toThrow();
    expect(win).not.toHaveProperty("__reactRouterRouteModules");
  });

  it("wraps the cache and answers for modules already loaded", () => {
    const win = fakeWindow();
    const original = win.__reactRouterRouteModules;
    const modules = guard(win);
    expect(modules).not.toBe(original);
    expect("root" in modules).toBe(true);
    expect(modules.root).toBe(rootModule);
  });

  it("says no for a route that is not in the manifest", () => {
    const modules = guard(fakeWindow());
    expect("routes/unknown" in modules).toBe(false);
    expect(modules["routes/unknown"]).toBeUndefined();
  });

  it("starts loading a missing route module when asked for it, then caches it", async () => {
    const win = fakeWindow();
    const original = win.__reactRouterRouteModules;
    const modules = guard(win);
    expect("routes/a" in modules).toBe(true);

    const pending = modules["routes/a"];
    expect(pending).toBeInstanceOf(Promise);
    // Asking again while it loads returns the same download.
    expect("routes/a" in modules).toBe(true);
    expect(modules["routes/a"]).toBe(pending);

    const loaded = (await pending) as { default: unknown };
    expect(loaded.default).toBe(1);
    expect(modules["routes/a"]).toBe(loaded);
    expect(original["routes/a"]).toBe(loaded);
    expect("routes/a" in modules).toBe(true);
    expect(win.location.assign).not.toHaveBeenCalled();
  });

  it("loads the destination as a full page when its code fails during a navigation", async () => {
    const win = fakeWindow({ pathname: "/b", search: "?x=1", hash: "" });
    const modules = guard(win);
    expect("routes/b" in modules).toBe(true);

    await vi.waitFor(() => expect(win.location.assign).toHaveBeenCalledWith("/b?x=1"));
    expect(win.location.assign).toHaveBeenCalledTimes(1);
    expect(win.sessionStorage.getItem(RETRY_MARKER_KEY)).toBe("/b?x=1");
    expect(RETRY_MARKER_KEY).toBe("brightline:chunk-retry");
    expect(console.warn).toHaveBeenCalled();
  });

  it("keeps the hash in the address it loads but not in the retry marker", async () => {
    const win = fakeWindow({ pathname: "/b", search: "", hash: "#results" });
    const modules = guard(win);
    expect("routes/b" in modules).toBe(true);
    await vi.waitFor(() => expect(win.location.assign).toHaveBeenCalledWith("/b#results"));
    expect(win.sessionStorage.getItem("brightline:chunk-retry")).toBe("/b");
  });

  it("still loads the destination when session storage throws", async () => {
    const win = fakeWindow({ pathname: "/b", search: "?x=1", hash: "" });
    vi.spyOn(win.sessionStorage, "setItem").mockImplementation(() => {
      throw new Error("QuotaExceededError");
    });
    const modules = guard(win);
    expect("routes/b" in modules).toBe(true);
    await vi.waitFor(() => expect(win.location.assign).toHaveBeenCalledWith("/b?x=1"));
  });

  it("reloads the current page once when a chunk fails with no navigation under way", async () => {
    const win = fakeWindow(undefined);
    const modules = guard(win);
    expect("routes/b" in modules).toBe(true);
    expect(modules["routes/b"]).toBeInstanceOf(Promise);

    await vi.waitFor(() => expect(win.location.assign).toHaveBeenCalledWith("/current?page=2"));
    expect(win.sessionStorage.getItem(RETRY_MARKER_KEY)).toBe("/current?page=2");
  });
});

describe("clearRetryMarker", () => {
  it("removes the retry marker and nothing else", () => {
    const win = fakeWindow();
    win.sessionStorage.setItem(RETRY_MARKER_KEY, "/b?x=1");
    win.sessionStorage.setItem("other", "kept");
    clearRetryMarker(win as unknown as Window);
    expect(win.sessionStorage.getItem(RETRY_MARKER_KEY)).toBeNull();
    expect(win.sessionStorage.getItem("other")).toBe("kept");
  });

  it("does not throw when storage is unavailable", () => {
    const win = {
      get sessionStorage(): Storage {
        throw new Error("SecurityError");
      },
    };
    expect(() => clearRetryMarker(win as unknown as Window)).not.toThrow();
  });
});
