import type { NextFunction, Request, Response } from "express";
import { factsOf, giveRequestFacts } from "./request-facts";

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function run(incoming?: string) {
  const headers: Record<string, string> = incoming === undefined ? {} : { "x-request-id": incoming };
  const req = { get: (name: string) => headers[name.toLowerCase()], ip: "203.0.113.9" } as unknown as Request;
  const responseHeaders = new Map<string, unknown>();
  const res = {
    setHeader: vi.fn((name: string, value: unknown) => {
      responseHeaders.set(name.toLowerCase(), value);
    }),
  };
  const next = vi.fn() as unknown as NextFunction & ReturnType<typeof vi.fn>;
  giveRequestFacts(req, res as unknown as Response, next);
  return { locals: factsOf(req), header: responseHeaders.get("x-request-id"), setHeader: res.setHeader, next };
}

describe("giveRequestFacts", () => {
  it.each(["abc12345", "req_2026-01-01.node-7", "A".repeat(64), "0123456789abcdef0123456789abcdef"])(
    "keeps the well-formed incoming id %s beside its own, never instead",
    (incoming) => {
      const { locals, header, next } = run(incoming);
      expect(locals.requestId).toMatch(uuid);
      expect(locals.upstreamRequestId).toBe(incoming);
      expect(header).toBe(locals.requestId);
      expect(next).toHaveBeenCalledTimes(1);
      expect(next).toHaveBeenCalledWith();
    },
  );

  it.each([
    ["with spaces", "abc 12345 xyz"],
    ["200 characters long", "a".repeat(200)],
    ["65 characters long", "a".repeat(65)],
    ["too short", "abc1234"],
    ["empty", ""],
    ["with a line break", "abc12345\nInjected: yes"],
    ["with markup", "<script>alert(1)</script>"],
  ])("ignores an incoming id that is %s", (_label, incoming) => {
    const { locals, header, next } = run(incoming);
    expect(locals.requestId).toMatch(uuid);
    expect(locals.upstreamRequestId).toBeUndefined();
    expect(header).toBe(locals.requestId);
    expect(next).toHaveBeenCalledTimes(1);
  });

  it("creates a fresh UUID when there is no incoming id", () => {
    const first = run();
    const second = run();
    expect(first.locals.requestId).toMatch(uuid);
    expect(second.locals.requestId).toMatch(uuid);
    expect(first.locals.requestId).not.toBe(second.locals.requestId);
    expect(first.setHeader).toHaveBeenCalledWith("X-Request-Id", first.locals.requestId);
    expect(first.next).toHaveBeenCalledTimes(1);
  });
});

describe("a request's facts", () => {
  it("are made once, with the client's address for rate limits and a fresh nonce, and no page kind until the gate gives one", () => {
    const first = run().locals;
    const second = run().locals;
    expect(first.clientAddress).toBe("203.0.113.9");
    expect(first.nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(first.nonce).not.toBe(second.nonce);
    expect(first.pageKind).toBeNull();
    expect(first.refusedStatus).toBeUndefined();
  });

  it("are not made up for a request that did not come through giveRequestFacts", () => {
    expect(() => factsOf({} as Request)).toThrow(/giveRequestFacts/);
  });
});
