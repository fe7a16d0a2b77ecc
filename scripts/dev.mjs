// @ts-check
// `npm run dev`: the same Express app and start-up as `npm start` (settings, auth emulator,
// request ids, client addresses), with Vite serving the assets and reloading the code.
import { spawnSync } from "node:child_process";
import { watch } from "node:fs";
import { createServer } from "vite";
import { startAuthEmulator } from "./auth-emulator.mjs";
import { startEmbeddedDatabase } from "./embedded-database.mjs";

process.env.NODE_ENV ??= "development";

// The messages, compiled now and again whenever messages/ changes: only the files that differ
// are written (scripts/compile-messages.mjs), and Vite reloads what imports them.
const compileMessages = () => spawnSync(process.execPath, ["scripts/compile-messages.mjs"], { stdio: "inherit" }).status === 0;
if (!compileMessages()) process.exit(1);
/** @type {NodeJS.Timeout | undefined} */
let pending;
watch("messages", () => {
  clearTimeout(pending);
  pending = setTimeout(compileMessages, 200);
}).unref();
const vite = await createServer({ server: { middlewareMode: true }, appType: "custom" });
try {
  const { startSite } = await vite.ssrLoadModule("./server/index.ts");
  await startSite({ startAuthEmulator, startEmbeddedDatabase, vite });
} catch (error) {
  console.error(error instanceof Error && error.name === "SettingsError" ? error.message : `The site could not start: ${error}`);
  await vite.close();
  process.exit(1);
}
