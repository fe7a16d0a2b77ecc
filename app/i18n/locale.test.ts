import { localeOfPath, localizedPath, unlocalizedPath } from "./locale";

describe("a page's language, from its address alone", () => {
  it("is German under /de and English everywhere else", () => {
    expect(localeOfPath("/de")).toBe("de");
    expect(localeOfPath("/de/courses/web-accessibility")).toBe("de");
    expect(localeOfPath("/")).toBe("en-GB");
    expect(localeOfPath("/courses")).toBe("en-GB");
    // A word that only starts like the prefix is an English address.
    expect(localeOfPath("/design-systems")).toBe("en-GB");
    expect(localeOfPath("/den")).toBe("en-GB");
  });

  it("gives the same page's address in either language, query and fragment kept", () => {
    expect(localizedPath("/", "de")).toBe("/de");
    expect(localizedPath("/?utm=x", "de")).toBe("/de?utm=x");
    expect(localizedPath("/courses?topic=design#list", "de")).toBe("/de/courses?topic=design#list");
    expect(localizedPath("/de/courses", "de")).toBe("/de/courses");
    expect(localizedPath("/de/courses", "en-GB")).toBe("/courses");
    expect(localizedPath("/de", "en-GB")).toBe("/");
    expect(localizedPath("/de?x=1", "en-GB")).toBe("/?x=1");
    expect(unlocalizedPath("/design")).toBe("/design");
  });
});

describe("the browser's runtime", () => {
  it("knows the languages Paraglide was compiled with", async () => {
    const paraglide = await import("./paraglide/runtime.js");
    const browser = await import("./browser-runtime");
    expect(browser.baseLocale).toBe(paraglide.baseLocale);
    expect(browser.locales).toEqual(paraglide.locales);
  });

  it("reads the page's language from its address", async () => {
    const { getLocale } = await import("./browser-runtime");
    vi.stubGlobal("window", { location: { pathname: "/de/courses" } });
    try {
      expect(getLocale()).toBe("de");
      window.location.pathname = "/design";
      expect(getLocale()).toBe("en-GB");
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
