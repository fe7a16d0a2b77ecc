import { spawnSync } from "node:child_process";
import { withAuthEmulator } from "~tests/setup/auth-emulator";

const preload = new URL("./auth-emulator-lazy-schemas.mjs", import.meta.url).href;

/** exegesis's options as firebase-tools' auth emulator gets them, in a Node started with `args`. */
function emulatorOptions(args: string[]) {
  const script = `
    const { createRequire } = require("node:module");
    const fromEmulator = createRequire(require.resolve("firebase-tools/lib/emulator/auth/server.js"));
    const { compileOptions } = fromEmulator("exegesis/lib/options.js");
    console.log(JSON.stringify([compileOptions({}).lazyCompileValidationSchemas, compileOptions({ lazyCompileValidationSchemas: false }).lazyCompileValidationSchemas]));
  `;
  const result = spawnSync(process.execPath, [...args, "-e", script], { encoding: "utf8" });
  expect(result.stderr).toBe("");
  return JSON.parse(result.stdout) as [boolean, boolean];
}

describe("the auth emulator's validators, compiled as they are first used", () => {
  const emulator = withAuthEmulator();

  it("are lazy in a Node that imports the preload, as asked where a caller says", () => {
    expect(emulatorOptions([])).toEqual([false, false]);
    expect(emulatorOptions(["--import", preload])).toEqual([true, false]);
  });

  it("still refuse a request that breaks the API's schema, as the started emulator did before", async () => {
    const signUp = (body: unknown) =>
      fetch(`${emulator.origin}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=fake-api-key`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(body),
      });
    const refused = await signUp({ email: ["not", "a", "string"], password: "long-enough-1" });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toMatch(/^Invalid JSON payload received/);
  });
});
