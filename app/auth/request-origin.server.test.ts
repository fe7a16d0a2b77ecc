import { isSameOrigin } from "./request-origin.server";

const at = (origin?: string) =>
  new Request("https://brightline.digital/auth/session", { method: "POST", headers: origin ? { Origin: origin } : {} });

describe("isSameOrigin", () => {
  it("accepts the site's own origin", () => {
    expect(isSameOrigin(at("https://brightline.digital"))).toBe(true);
  });
  it("refuses another site, another scheme or port, and a missing Origin", () => {
    expect(isSameOrigin(at("https://evil.example"))).toBe(false);
    expect(isSameOrigin(at("http://brightline.digital"))).toBe(false);
    expect(isSameOrigin(at("https://brightline.digital:8443"))).toBe(false);
    expect(isSameOrigin(at("null"))).toBe(false);
    expect(isSameOrigin(at())).toBe(false);
  });
});
