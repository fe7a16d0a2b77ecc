import { localeOfRequest } from "./request-locale.server";

const request = (address: string, referer?: string) =>
  new Request(new URL(address, "http://127.0.0.1:4317"), { headers: referer ? { Referer: referer } : {} });

describe("a request's language", () => {
  it("is an account API's calling page's, when that page is on this site", () => {
    expect(localeOfRequest(request("/auth/passkeys", "http://127.0.0.1:4317/de/account"))).toBe("de");
    expect(localeOfRequest(request("/account/photo", "http://127.0.0.1:4317/de/account"))).toBe("de");
    expect(localeOfRequest(request("/auth/passkeys", "http://127.0.0.1:4317/account"))).toBe("en-GB");
    expect(localeOfRequest(request("/auth/passkeys"))).toBe("en-GB");
    // Another site's page names no language here.
    expect(localeOfRequest(request("/auth/passkeys", "https://elsewhere.example/de/account"))).toBe("en-GB");
  });

  it("is a page's path's alone: where it was linked from never changes it", () => {
    expect(localeOfRequest(request("/courses", "http://127.0.0.1:4317/de/courses"))).toBe("en-GB");
    expect(localeOfRequest(request("/account", "http://127.0.0.1:4317/de"))).toBe("en-GB");
    expect(localeOfRequest(request("/de/courses", "http://127.0.0.1:4317/courses"))).toBe("de");
  });
});
