import { readServerEnv } from "./env";

describe("readServerEnv", () => {
  it("uses the defaults when nothing is set", () => {
    expect(readServerEnv({})).toEqual({ PORT: 3000, HOST: "127.0.0.1", SHUTDOWN_GRACE_SECONDS: 10 });
  });

  it("reads and converts the values that are set", () => {
    expect(readServerEnv({ PORT: "8080", HOST: "0.0.0.0", SHUTDOWN_GRACE_SECONDS: "2.5" })).toEqual({
      PORT: 8080,
      HOST: "0.0.0.0",
      SHUTDOWN_GRACE_SECONDS: 2.5,
    });
  });

  it("accepts the edges of the port range", () => {
    expect(readServerEnv({ PORT: "0" }).PORT).toBe(0);
    expect(readServerEnv({ PORT: "65535" }).PORT).toBe(65535);
  });

  it("ignores unrelated variables", () => {
    expect(readServerEnv({ NODE_ENV: "production", PATH: "/usr/bin" })).toEqual({
      PORT: 3000,
      HOST: "127.0.0.1",
      SHUTDOWN_GRACE_SECONDS: 10,
    });
  });

  it.each(["abc", "65536", "-1", "80.5"])("rejects PORT=%s with a message naming PORT", (port) => {
    let thrown: unknown;
    try {
      readServerEnv({ PORT: port });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Error);
    const message = (thrown as Error).message;
    expect(message.startsWith("Invalid server settings")).toBe(true);
    expect(message).toMatch(/\bPORT: /);
  });

  it("names every wrong setting at once", () => {
    expect(() => readServerEnv({ PORT: "abc", SHUTDOWN_GRACE_SECONDS: "500", HOST: "" })).toThrow(
      /^Invalid server settings: .*PORT: .*; .*HOST: .*; .*SHUTDOWN_GRACE_SECONDS: /,
    );
  });

  it("reads process.env by default", () => {
    vi.stubEnv("PORT", "4321");
    try {
      expect(readServerEnv().PORT).toBe(4321);
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
