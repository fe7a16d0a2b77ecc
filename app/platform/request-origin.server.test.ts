import { readSettings } from "~/platform/settings.server";
import { isSameOrigin } from "./request-origin.server";

const at = (origin?: string) =>
  new Request("http://127.0.0.1:3000/auth/session", { method: "POST", headers: origin ? { Origin: origin } : {} });

describe("isSameOrigin", () => {
  const behindProxy = readSettings({ SITE_URL: "https://brightline.digital" }).allowedOrigins;

  it("accepts SITE_URL's origin, whatever address the request reached the server at", () => {
    expect(isSameOrigin(at("https://brightline.digital"), behindProxy)).toBe(true);
  });
  it("refuses another site, another scheme or port, the server's own address, and a missing Origin", () => {
    for (const origin of [
      "https://evil.example",
      "http://brightline.digital",
      "https://brightline.digital:8443",
      "http://127.0.0.1:3000",
      "null",
    ]) {
      expect(isSameOrigin(at(origin), behindProxy), origin).toBe(false);
    }
    expect(isSameOrigin(at(), behindProxy)).toBe(false);
  });
  it("without SITE_URL, accepts this machine's two names for the site on its port", () => {
    const local = readSettings({ PORT: "3000" }).allowedOrigins;
    expect(isSameOrigin(at("http://localhost:3000"), local)).toBe(true);
    expect(isSameOrigin(at("http://127.0.0.1:3000"), local)).toBe(true);
    expect(isSameOrigin(at("http://127.0.0.1:3001"), local)).toBe(false);
  });
});
