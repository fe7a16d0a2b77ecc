// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { installDocumentGuard } from "./document-guard";

const KEY = "k";
const originalLocation = window.location;
let reload: ReturnType<typeof vi.fn>;
let added: Parameters<typeof window.addEventListener>[] = [];

function stubLocation(pathname: string, search = "") {
  reload = vi.fn();
  Object.defineProperty(window, "location", {
    configurable: true,
    value: { pathname, search, hash: "", reload },
  });
}

/** Installs a guard and remembers its window listeners, so the next test starts clean. */
function install(key = KEY) {
  const spy = vi.spyOn(window, "addEventListener");
  installDocumentGuard(key);
  added.push(...(spy.mock.calls as Parameters<typeof window.addEventListener>[]));
  spy.mockRestore();
}

function failElement(tag: string, attributes: Record<string, string>) {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.head.append(element);
  // Resource load errors do not bubble; the guard listens in the capture phase.
  element.dispatchEvent(new Event("error", { bubbles: false }));
  return element;
}

function failModuleScript() {
  return failElement("script", { type: "module", src: "/assets/entry-abc123.js" });
}

function rejectWith(reason: unknown) {
  const promise = Promise.reject(reason);
  promise.catch(() => {});
  window.dispatchEvent(new PromiseRejectionEvent("unhandledrejection", { promise, reason }));
}

beforeEach(() => {
  sessionStorage.clear();
  delete document.documentElement.dataset.hydrated;
  document.head.innerHTML = "";
  document.body.innerHTML = "";
  stubLocation("/projects", "?service=ux-ui");
});

afterEach(() => {
  for (const [type, listener, options] of added) window.removeEventListener(type, listener, options);
  added = [];
  Object.defineProperty(window, "location", { configurable: true, value: originalLocation });
});

describe("installDocumentGuard", () => {
  it("reloads once when a module script fails, remembering the page", () => {
    install();
    failModuleScript();
    expect(sessionStorage.getItem(KEY)).toBe("/projects?service=ux-ui");
    expect(reload).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("handles only the first failure on a page", () => {
    install();
    failModuleScript();
    failModuleScript();
    failElement("link", { rel: "modulepreload", href: "/assets/chunk.js" });
    expect(reload).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("shows a message instead of reloading again when this page was already retried", async () => {
    sessionStorage.setItem(KEY, "/projects?service=ux-ui");
    install();
    failModuleScript();
    expect(reload).not.toHaveBeenCalled();

    const alert = screen.getByRole("alert");
    expect(within(alert).getByRole("heading", { name: "This page couldn't load" })).toBeInTheDocument();
    const button = within(alert).getByRole("button", { name: "Reload" });

    await userEvent.click(button);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("shows the message only once", () => {
    sessionStorage.setItem(KEY, "/projects?service=ux-ui");
    install();
    install();
    failModuleScript();
    expect(screen.getAllByRole("alert")).toHaveLength(1);
  });

  it("treats a marker for another page as a first try", () => {
    sessionStorage.setItem(KEY, "/about-us");
    install();
    failModuleScript();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem(KEY)).toBe("/projects?service=ux-ui");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("treats a failed modulepreload link like a failed script", () => {
    install();
    failElement("link", { rel: "modulepreload", href: "/assets/chunk-1.js" });
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("ignores failures of images, stylesheets and classic scripts", () => {
    install();
    failElement("img", { src: "/images/missing.png" });
    failElement("link", { rel: "stylesheet", href: "/assets/app.css" });
    failElement("script", { src: "/analytics.js" });
    expect(reload).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(KEY)).toBeNull();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("ignores script errors reported on the window itself", () => {
    install();
    window.dispatchEvent(new ErrorEvent("error", { message: "Uncaught TypeError" }));
    expect(reload).not.toHaveBeenCalled();
  });

  it("reloads when a dynamic import fails", () => {
    install();
    rejectWith(new Error("Failed to fetch dynamically imported module: x"));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem(KEY)).toBe("/projects?service=ux-ui");
  });

  it("recognises Safari's wording for a failed module", () => {
    install();
    rejectWith(new TypeError("Importing a module script failed."));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("shows the message when a dynamic import fails again after the retry", () => {
    sessionStorage.setItem(KEY, "/projects?service=ux-ui");
    install();
    rejectWith(new Error("Failed to fetch dynamically imported module: x"));
    expect(reload).not.toHaveBeenCalled();
    expect(screen.getByRole("alert")).toHaveTextContent("This page couldn't load");
  });

  it("leaves failures after hydration to their callers: the page and what was typed in it stay", () => {
    install();
    document.documentElement.dataset.hydrated = "true";
    failElement("link", { rel: "modulepreload", href: "/assets/auth-checks-1.js" });
    rejectWith(new TypeError("Failed to fetch dynamically imported module: /assets/firebase-auth.client-1.js"));
    expect(reload).not.toHaveBeenCalled();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("ignores other rejections", () => {
    install();
    rejectWith(new Error("Network request failed"));
    rejectWith("a string reason");
    rejectWith(undefined);
    expect(reload).not.toHaveBeenCalled();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("never reloads when session storage is unavailable", () => {
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    install();
    failModuleScript();
    expect(reload).not.toHaveBeenCalled();
    expect(screen.getByRole("alert")).toHaveTextContent("This page couldn't load");
  });

  it("does not use anything from outside its own body, so it can be inlined", () => {
    // The server serialises the guard with Function.prototype.toString; rebuilding it from
    // its source text must give a working guard.
    const rebuilt = new Function(`return (${installDocumentGuard.toString()})`)() as typeof installDocumentGuard;
    const spy = vi.spyOn(window, "addEventListener");
    rebuilt(KEY);
    added.push(...(spy.mock.calls as Parameters<typeof window.addEventListener>[]));
    spy.mockRestore();
    failModuleScript();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("can be placed inside an inline <script> element", () => {
    expect(installDocumentGuard.toString()).not.toMatch(/<\/script|<!--/i);
  });
});
