import { safeRedirect } from "./safe-redirect";

describe("safeRedirect", () => {
  it.each(["/account", "/projects?service=ux-ui#x", "/", "/blog/some-post", "/courses?q=a%20b", "/loginfo", "/account?next=/login"])(
    "keeps the same-site path %j",
    (path) => {
      expect(safeRedirect(path)).toBe(path);
    },
  );

  it.each([
    "//evil.example",
    "///evil.example",
    "https://evil.example",
    "http://evil.example/account",
    "/\\evil.example",
    "\\\\evil.example",
    "javascript:alert(1)",
    "evil.example",
    "account",
    " /account",
    "\t/account",
    "/\t/evil.example",
    "/\n/evil.example",
    "/account\r\nSet-Cookie: x=1",
  ])("refuses %j", (path) => {
    expect(safeRedirect(path)).toBe("/");
  });

  it.each(["/%2F%2Fevil.example", "/%2f%2fevil.example", "/%5Cevil.example", "/%5cevil.example", "/%09/evil.example", "/%0A/evil.example"])(
    "refuses the encoded variant %j",
    (path) => {
      expect(safeRedirect(path)).toBe("/");
    },
  );

  it("refuses text that can't be decoded", () => {
    expect(safeRedirect("/account%E0%A4%A")).toBe("/");
  });

  it.each(["", null, undefined])("falls back for %j", (value) => {
    expect(safeRedirect(value)).toBe("/");
  });

  it("falls back for a file from a form", () => {
    expect(safeRedirect(new File(["/account"], "to.txt"))).toBe("/");
  });

  it.each([
    "/login",
    "/login?redirectTo=/x",
    "/login/",
    "/LOGIN",
    "/login#top",
    "/register",
    "/register?redirectTo=%2Faccount",
    "/forgot-password",
    "/log%69n",
    "/account/../login",
  ])("never sends the visitor back to a sign-in page: %j", (path) => {
    expect(safeRedirect(path)).toBe("/");
  });

  it("uses the fallback it is given", () => {
    expect(safeRedirect("//evil.example", "/account")).toBe("/account");
    expect(safeRedirect(null, "/account")).toBe("/account");
    expect(safeRedirect("/login", "/account")).toBe("/account");
    expect(safeRedirect("/projects", "/account")).toBe("/projects");
  });
});
