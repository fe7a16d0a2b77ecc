import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { authEmulator } from "../../../playwright.config";

export const run = promisify(execFile);

/** `npm run admin -- <action> <email>`, against the suite's auth emulator; its output. */
export async function admin(action: "grant" | "revoke", email: string): Promise<string> {
  const { stdout } = await run(process.execPath, ["node_modules/tsx/dist/cli.mjs", "scripts/admin.ts", action, email], {
    env: {
      PATH: process.env.PATH,
      FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${authEmulator.port}`,
      FIREBASE_PROJECT_ID: authEmulator.projectId,
    },
  });
  return stdout.trim();
}
