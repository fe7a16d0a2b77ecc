import { logServerError, withoutSecrets } from "./log-error.server";
import { logger } from "./logger.server";

const details = { requestId: "req-123", method: "POST", url: "/projects?service=ux-ui" };

function logged(error: unknown): string {
  const lines: string[] = [];
  logServerError(error, details, (line) => lines.push(line));
  expect(lines).toHaveLength(1);
  return lines[0]!;
}

describe("logServerError", () => {
  it("writes one line with the request id, method, url and the error", () => {
    const line = logged(new Error("database exploded"));
    expect(line.startsWith("[request req-123] POST /projects?service=ux-ui failed: ")).toBe(true);
    expect(line).toContain("database exploded");
  });

  it("includes the stack of an Error", () => {
    const error = new TypeError("cannot read x");
    const line = logged(error);
    expect(line).toContain(error.stack!);
    expect(line).toContain("TypeError: cannot read x");
  });

  it("falls back to name and message when an Error has no stack", () => {
    const error = new RangeError("out of range");
    error.stack = undefined;
    expect(logged(error)).toBe("[request req-123] POST /projects?service=ux-ui failed: RangeError: out of range");
  });

  it.each([
    ["a string", "plain failure", "plain failure"],
    ["a number", 42, "42"],
    ["null", null, "null"],
    ["undefined", undefined, "undefined"],
    ["an object", { code: "E1" }, "[object Object]"],
  ])("stringifies %s", (_label, value, text) => {
    expect(logged(value)).toBe(`[request req-123] POST /projects?service=ux-ui failed: ${text}`);
  });

  it("names a proxy's id for the request beside ours", () => {
    const lines: string[] = [];
    logServerError("boom", { ...details, upstreamRequestId: "lb-7f3a9c21" }, (line) => lines.push(line));
    expect(lines).toEqual(["[request req-123 upstream lb-7f3a9c21] POST /projects?service=ux-ui failed: boom"]);
  });

  it("writes to the site's logger by default, at level error, with the request's ids as fields", () => {
    const spy = vi.spyOn(logger(), "error").mockImplementation(() => {});
    logServerError("boom", { requestId: "abc", method: "GET", url: "/" });
    expect(spy).toHaveBeenCalledTimes(1);
    expect(spy).toHaveBeenCalledWith({ requestId: "abc", method: "GET", url: "/" }, "[request abc] GET / failed: boom");
  });

  it("keeps an invitation's link out of the log, but its id, in either language", () => {
    const lines: string[] = [];
    const url = "/de/account/invitation/0b6f1d2e-8a7c-4d3b-9e1f-2a3b4c5d6e7f.AbCdEfGhIjKlMnOpQrStUv";
    logServerError(new Error("identity provider down"), { ...details, url }, (line) => lines.push(line));
    expect(lines[0]).toContain("POST /de/account/invitation/0b6f1d2e-8a7c-4d3b-9e1f-2a3b4c5d6e7f.… failed");
    expect(lines[0]).not.toContain("AbCdEfGh");
  });
});

describe("withoutSecrets", () => {
  it("leaves a team seat's claim token out of an address, in either language", () => {
    expect(withoutSecrets("/account/claim/0b6f1d2e-8a7c-4d3b.AbCdEfGh")).toBe("/account/claim/…");
    expect(withoutSecrets("/de/account/claim/abc.def?x=1")).toBe("/de/account/claim/…?x=1");
    expect(withoutSecrets("/account/claims")).toBe("/account/claims");
  });
});
