import { request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { closeAfterUnreadBody } from "./unread-bodies";

let server: Server;

beforeAll(async () => {
  const app = express();
  app.use(closeAfterUnreadBody);
  // Answers at once, as a refusal before the form is parsed does.
  app.post("/unread", (_req, res) => void res.status(302).set("Location", "/login").end());
  app.post("/read", express.urlencoded({ limit: "2mb", extended: false }), (_req, res) => void res.send("read"));
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

function post(path: string, bytes: number): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: "127.0.0.1",
        port: (server.address() as AddressInfo).port,
        method: "POST",
        path,
        headers: { "Content-Type": "application/x-www-form-urlencoded", "Content-Length": bytes, Connection: "keep-alive" },
        agent: false,
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.headers.connection));
      },
    );
    req.on("error", reject);
    req.end(`a=${"b".repeat(bytes - 2)}`);
  });
}

describe("an answer sent before its request's body was read", () => {
  it("closes the connection, and one whose body was read keeps it", async () => {
    expect(await post("/unread", 600 * 1024)).toBe("close");
    expect(await post("/unread", 100)).toBe("close");
    expect(await post("/read", 600 * 1024)).toBe("keep-alive");
  });
});
