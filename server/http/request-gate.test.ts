import { request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import type { ServerBuild } from "react-router";
import { routes } from "~tests/support/a-route-table";
import { factsOf, giveRequestFacts } from "./request-facts";
import { BODY_LIMITS, requestGate } from "./request-gate";

let server: Server;
let reached: string[] = [];

beforeAll(async () => {
  const app = express();
  // As behind nginx: the site's address comes from X-Forwarded-Proto and -Host.
  app.set("trust proxy", "loopback");
  app.use(giveRequestFacts);
  app.use(requestGate(async () => ({ routes }) as unknown as ServerBuild, ["https://brightline.digital"]));
  app.use((req, res) => {
    reached.push(`${req.method} ${req.path}`);
    const { refusedStatus } = factsOf(req);
    res.send(refusedStatus ? `render the ${refusedStatus} page` : "reached");
  });
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => {
  reached = [];
});

type Sent = { status: number; headers: Record<string, string | string[] | undefined>; body: string };

function send(method: string, path: string, headers: Record<string, string | number> = {}, body?: string | Buffer): Promise<Sent> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: "127.0.0.1", port: (server.address() as AddressInfo).port, method, path, headers, agent: false },
      (res) => {
        let text = "";
        res.on("data", (chunk) => (text += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
      },
    );
    // The server may answer and close before the whole body is written: that is the point.
    req.on("error", (error: NodeJS.ErrnoException) => (error.code === "EPIPE" || error.code === "ECONNRESET" ? undefined : reject(error)));
    req.end(body);
  });
}

const form = (size: number) => ({ "Content-Type": "application/x-www-form-urlencoded", "Content-Length": size });

describe("requestGate", () => {
  it.each([
    ["PUT", "/login"],
    ["PATCH", "/login"],
    ["DELETE", "/login"],
    ["POST", "/"],
    ["POST", "/_.data"],
    ["POST", "/login/_.data/x"],
    ["PUT", "/auth/session"],
    ["TRACE", "/"],
    ["TRACE", "/login"],
    ["PROPFIND", "/faq"],
  ])("answers %s %s with 405, the Allow list and a plain message", async (method, path) => {
    const answer = await send(method, path);
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toMatch(/^GET, HEAD/);
    expect(answer.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(answer.body).toBe(`This address does not accept ${method} requests. It accepts ${answer.headers.allow}.\n`);
    expect(reached).toEqual([]);
  });

  it("hands a browser's form post to a page without an action on as a GET that renders the 405 page", async () => {
    const answer = await send("POST", "/faq", { ...form(3), Accept: "text/html,application/xhtml+xml,*/*;q=0.8" }, "a=b");
    expect(answer.body).toBe("render the 405 page");
    expect(answer.headers.allow).toBe("GET, HEAD");
    expect(answer.headers.connection).toBe("close");
    expect(reached).toEqual(["GET /faq"]);
    // React Router's data requests, its manifest, resource routes, and other clients get the line of text.
    expect((await send("PATCH", "/__manifest", { Accept: "text/html" })).status).toBe(405);
    // The same address behind dot segments, which React Router resolves (a property test's find:
    // it was handed on as a GET, and the manifest answered 204).
    expect((await send("PUT", "/%2e%2e/__manifest", { Accept: "text/html" })).status).toBe(405);
    expect((await send("PUT", "/a/../__manifest", { Accept: "text/html" })).status).toBe(405);
    // A target that starts with two slashes is still a path, not an address of another host.
    expect((await send("PUT", "//x%5D/y", { Accept: "text/html" })).status).toBeLessThan(500);
    expect((await send("POST", "/faq.data", { ...form(3), Accept: "text/html" }, "a=b")).status).toBe(405);
    expect((await send("PUT", "/auth/session", { Accept: "text/html" })).status).toBe(405);
  });

  it("lets through what each address answers, the data requests of its page included", async () => {
    expect((await send("GET", "/faq")).status).toBe(200);
    expect((await send("POST", "/login", form(9), "email=a%40")).status).toBe(200);
    expect((await send("POST", "/login.data", form(9), "email=a%40")).status).toBe(200);
    expect((await send("DELETE", "/auth/session")).status).toBe(200);
    expect((await send("POST", "/auth/session", { "Content-Length": 0 })).status).toBe(200);
    expect(reached).toEqual(["GET /faq", "POST /login", "POST /login.data", "DELETE /auth/session", "POST /auth/session"]);
  });

  it("sends a shared page's data request with a made-up query to its own key, which no cache keeps (issue 35, point 7)", async () => {
    for (const [asked, key] of [
      [`/courses.data?x=${crypto.randomUUID()}`, "/courses.data"],
      ["/courses.data?utm_source=a&level=2&_routes=routes%2Fcourses%2Cmade-up", "/courses.data?level=2&_routes=routes%2Fcourses"],
    ]) {
      const answer = await send("GET", asked!);
      expect(answer.status, asked).toBe(308);
      expect(answer.headers.location, asked).toBe(key);
      expect(answer.headers["cache-control"], asked).toBe("no-store");
    }
    // A target with two slashes in front is a path here, never another site in Location.
    for (const asked of ["//evil.example/x.data?a=1", "/\\evil.example/x.data?a=1", "///evil.example/x.data?a=1"]) {
      const answer = await send("GET", asked);
      expect(answer.status, asked).toBe(308);
      expect(answer.headers.location, asked).toMatch(/^\/[^/\\]/);
    }
    // Its own key, and a personal page's data request with any query, go on as asked.
    expect((await send("GET", "/courses.data?level=2&_routes=routes%2Fcourses")).status).toBe(200);
    expect((await send("GET", "/login.data?x=1")).status).toBe(200);
    expect(reached).toEqual(["GET /courses.data", "GET /login.data"]);
  });

  it("answers OPTIONS with what the address accepts", async () => {
    const answer = await send("OPTIONS", "/auth/session");
    expect(answer.status).toBe(204);
    expect(answer.headers.allow).toBe("GET, HEAD, POST, DELETE");
  });

  it("refuses a body of a kind the action does not read with 415", async () => {
    for (const type of ["application/json", "text/plain", "application/xml"]) {
      const answer = await send("POST", "/login", { "Content-Type": type, "Content-Length": 2 }, "{}");
      expect(answer.status, type).toBe(415);
      expect(answer.body).toBe(`This address reads forms, not ${type}.\n`);
      // About this one request: no cache keeps it.
      expect(answer.headers["cache-control"]).toBe("no-store");
    }
    expect((await send("POST", "/login", { "Content-Length": 2 }, "{}")).status).toBe(415);
    expect((await send("POST", "/reports", { "Content-Type": "application/json", "Content-Length": 2 }, "{}")).status).toBe(200);
    expect(reached).toEqual(["POST /reports"]);
  });

  it("refuses a form over 64 KB and JSON over 16 KB with 413, without parsing it", async () => {
    const atLimit = "a".repeat(BODY_LIMITS.form);
    expect((await send("POST", "/login", form(atLimit.length), atLimit)).status).toBe(200);
    // Read and dropped, never parsed: behind nginx, which sends a body whole before it reads the
    // answer, it is a 413 and not nginx's 502 (tests/e2e/security/behind-nginx.spec.ts).
    const over = await send("POST", "/login", form(BODY_LIMITS.form + 1), `${atLimit}a`);
    expect(over.status).toBe(413);
    expect(over.body).toBe("That is more than this address accepts: at most 64 KB.\n");
    // A claimed 100 MB, more than any address takes, is refused on its header alone.
    expect((await send("POST", "/login", form(100 * 1024 * 1024), "a")).status).toBe(413);

    const json = (size: number) => ({ "Content-Type": "application/json", "Content-Length": size });
    const smallJson = JSON.stringify({ text: "a".repeat(BODY_LIMITS.json - 20) });
    expect((await send("POST", "/reports", json(Buffer.byteLength(smallJson)), smallJson)).status).toBe(200);
    const bigJson = JSON.stringify({ text: "a".repeat(BODY_LIMITS.json) });
    expect((await send("POST", "/reports", json(Buffer.byteLength(bigJson)), bigJson)).status).toBe(413);
    expect(reached).toEqual(["POST /login", "POST /reports"]);
  });

  it("takes an upload up to its route's own limit, as multipart only; a plain form there keeps the forms' limit", async () => {
    const multipart = (size: number) => ({ "Content-Type": "multipart/form-data; boundary=x", "Content-Length": size });
    const big = "a".repeat(200 * 1024);
    expect((await send("POST", "/photo", multipart(big.length), big)).status).toBe(200);
    const over = await send("POST", "/photo", multipart(1024 * 1024 + 1), "a".repeat(1024 * 1024 + 1));
    expect(over.status).toBe(413);
    expect(over.body).toBe("That is more than this address accepts: at most 1024 KB.\n");
    expect((await send("POST", "/photo", form(big.length), big)).status).toBe(413);
    // The login form's limit did not move.
    expect((await send("POST", "/login", multipart(big.length), big)).status).toBe(413);
    expect(reached).toEqual(["POST /photo"]);
  });

  it("takes a longer form where its route says so (a post's Markdown), and refuses one over that with 413", async () => {
    const long = "a".repeat(300 * 1024);
    expect((await send("POST", "/edit", form(long.length), long)).status).toBe(200);
    const over = await send("POST", "/edit", form(512 * 1024 + 1), "a".repeat(512 * 1024 + 1));
    expect(over.status).toBe(413);
    expect(over.body).toBe("That is more than this address accepts: at most 512 KB.\n");
    // Every other form keeps the 64 KB.
    expect((await send("POST", "/login", form(long.length), long)).status).toBe(413);
    expect(reached).toEqual(["POST /edit"]);
  });

  it("takes longer JSON where its route says so (Stripe's events), from no page at all, and refuses one over that", async () => {
    const json = (size: number) => ({ "Content-Type": "application/json; charset=utf-8", "Content-Length": size });
    const event = JSON.stringify({ text: "a".repeat(40 * 1024) });
    // A webhook names no Origin: it is not a form from another site's page.
    expect((await send("POST", "/events", json(Buffer.byteLength(event)), event)).status).toBe(200);
    const over = JSON.stringify({ text: "a".repeat(64 * 1024) });
    expect((await send("POST", "/events", json(Buffer.byteLength(over)), over)).status).toBe(413);
    // Every other JSON address keeps the 16 KB.
    expect((await send("POST", "/reports", json(Buffer.byteLength(event)), event)).status).toBe(413);
    expect(reached).toEqual(["POST /events"]);
  });

  it("asks for the length of a body sent without one", async () => {
    const answer = await send(
      "POST",
      "/login",
      { "Content-Type": "application/x-www-form-urlencoded", "Transfer-Encoding": "chunked" },
      "a=b",
    );
    expect(answer.status).toBe(411);
    expect(reached).toEqual([]);
  });

  it("refuses a form from another site's page or sent to another of the site's names, and lets one from ours or from no page through", async () => {
    const ours = { "X-Forwarded-Proto": "https", "X-Forwarded-Host": "brightline.digital" };
    for (const origin of ["https://evil.example", "null", "http://brightline.digital"]) {
      const answer = await send("POST", "/login", { ...form(3), ...ours, Origin: origin }, "a=b");
      expect(answer.status, origin).toBe(403);
      expect(answer.body).toBe("Forms on this site can only be sent from its own pages, at its own address.\n");
    }
    // Our page, but the request went to another name (a www alias the proxy did not redirect).
    const aliased = {
      ...form(3),
      "X-Forwarded-Proto": "https",
      "X-Forwarded-Host": "www.brightline.digital",
      Origin: "https://brightline.digital",
    };
    expect((await send("POST", "/login", aliased, "a=b")).status).toBe(403);
    expect((await send("POST", "/login", { ...form(3), ...ours, Origin: "https://brightline.digital" }, "a=b")).status).toBe(200);
    expect((await send("POST", "/login", form(3), "a=b")).status).toBe(200);
    // Reading is never refused for where it came from.
    expect((await send("GET", "/faq", { Origin: "https://evil.example" })).status).toBe(200);
    expect(reached).toEqual(["POST /login", "POST /login", "GET /faq"]);
  });

  it("answers a target that is not a path with 400", async () => {
    for (const target of ["http://elsewhere.example/", "*"]) {
      const answer = await send("GET", target);
      expect(answer.status, target).toBe(400);
    }
    expect(reached).toEqual([]);
  });

  it("answers an address with a broken %-escape with 400", async () => {
    for (const path of ["/%", "/faq/%ff", "/%E0%A4%A"]) {
      const answer = await send("GET", path);
      expect(answer.status, path).toBe(400);
      expect(answer.body).toBe("That address is not valid: it has a broken %-escape.\n");
    }
    expect(reached).toEqual([]);
  });
});
