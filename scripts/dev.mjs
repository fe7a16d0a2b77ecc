// @ts-check
// `npm run dev`: the same Express app and start-up as `npm start` (settings, auth emulator,
// request ids, client addresses), with Vite serving the assets and reloading the code.
import { createServer } from "vite";
import { startAuthEmulator } from "./auth-emulator.mjs";
import { startEmbeddedDatabase } from "./embedded-database.mjs";

process.env.NODE_ENV ??= "development";
const vite = await createServer({ server: { middlewareMode: true }, appType: "custom" });
try {
  const { startSite } = await vite.ssrLoadModule("./server/index.ts");
  await startSite({ startAuthEmulator, startEmbeddedDatabase, vite });
} catch (error) {
  console.error(error instanceof Error && error.name === "SettingsError" ? error.message : `The site could not start: ${error}`);
  await vite.close();
  process.exit(1);
}
