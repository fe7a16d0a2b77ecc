// @ts-expect-error: a plain JavaScript module shared with npm start
import { hasFirebaseProject, isLoopback } from "./identity.mjs";

describe("identity start-up rules", () => {
  it("knows which addresses stay on this machine", () => {
    for (const host of ["127.0.0.1", "127.1.2.3", "localhost", "::1"]) expect(isLoopback(host)).toBe(true);
    for (const host of ["0.0.0.0", "10.0.0.5", "192.168.1.2", "example.com", "::"]) expect(isLoopback(host)).toBe(false);
  });

  it("uses a real project only with a non-demo project id and an API key", () => {
    expect(hasFirebaseProject({ FIREBASE_PROJECT_ID: "brightline-prod", FIREBASE_API_KEY: "AIza123" })).toBe(true);
    expect(hasFirebaseProject({ FIREBASE_PROJECT_ID: "demo-brightline", FIREBASE_API_KEY: "AIza123" })).toBe(false);
    expect(hasFirebaseProject({ FIREBASE_PROJECT_ID: "brightline-prod" })).toBe(false);
    expect(hasFirebaseProject({})).toBe(false);
  });
});

describe("npm start without a Firebase project", () => {
  it("refuses a non-loopback address in one line, before building or starting anything", async () => {
    const { spawnSync } = await import("node:child_process");
    const run = spawnSync(process.execPath, ["scripts/start.mjs"], {
      env: { PATH: process.env.PATH, HOST: "0.0.0.0", PORT: "0" },
      encoding: "utf8",
      timeout: 20_000,
    });
    expect(run.status).toBe(1);
    const lines = run.stderr.trim().split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Refusing to listen on 0\.0\.0\.0: .*accepts unsigned tokens/);
    expect(run.stdout).not.toMatch(/building|emulator ready/i);
  });
});
