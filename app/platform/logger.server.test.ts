import { Writable } from "node:stream";
import pino from "pino";
import { afterEach, describe, expect, it } from "vitest";
import { REDACTED_PATHS, routeConsoleToLogger } from "./logger.server";

/** A logger like the site's, writing its JSON lines into an array. */
function capturing() {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split("\n")) if (line) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return { log: pino({ redact: { paths: REDACTED_PATHS, censor: "[redacted]" } }, sink), lines };
}

let giveBack: (() => void) | undefined;
afterEach(() => giveBack?.());

describe("the site's logger", () => {
  it("takes what modules write to console, at the matching level, an Error as its err", () => {
    const { log, lines } = capturing();
    giveBack = routeConsoleToLogger(log);
    console.log("Mail is not sent: %s is not set", "SMTP_URL");
    console.warn("Legal notice: facts are missing");
    const error = new Error("the database went away");
    console.error("A listener for database writes failed:", error);
    giveBack();
    giveBack = undefined;
    expect(lines.map(({ level, msg }) => ({ level, msg }))).toEqual([
      { level: 30, msg: "Mail is not sent: SMTP_URL is not set" },
      { level: 40, msg: "Legal notice: facts are missing" },
      { level: 50, msg: "A listener for database writes failed:" },
    ]);
    expect(lines[2]!.err).toMatchObject({
      type: "Error",
      message: "the database went away",
      stack: expect.stringContaining("Error: the database went away"),
    });
  });

  it("gives console its own methods back", () => {
    const before = console.error;
    const { log } = capturing();
    routeConsoleToLogger(log)();
    expect(console.error).toBe(before);
  });

  it("never writes a cookie, an authorization header, a password or a form's body", () => {
    const { log, lines } = capturing();
    log.info(
      {
        req: { headers: { cookie: "__session=abc", authorization: "Bearer xyz", accept: "text/html" } },
        login: { email: "a@example.com", password: "correct-horse-9" },
        request: { body: "name=Ada&message=secret" },
      },
      "a request",
    );
    const written = JSON.stringify(lines[0]);
    for (const secret of ["__session=abc", "Bearer xyz", "correct-horse-9", "message=secret"]) expect(written).not.toContain(secret);
    expect(written).toContain("text/html");
  });
});
