// @ts-check
// `npm start`: build once if there is no build, make sure an identity provider is there,
// then serve the build in production mode. Plain JavaScript: it runs before anything is built.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { prepareIdentity, refuseExposedEmulator } from "./identity.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const serverEntry = new URL("../build/server/index.js", import.meta.url);

process.env.NODE_ENV ??= "production";
const host = process.env.HOST ?? "127.0.0.1";
refuseExposedEmulator(host);

if (!existsSync(serverEntry)) {
  console.log("No build found: building the site first (about a minute)...");
  const build = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) {
    console.error("The build failed; see the messages above.");
    process.exit(build.status ?? 1);
  }
}

await prepareIdentity(host);
const { startServer } = await import(serverEntry.href);
try {
  await startServer();
} catch (error) {
  console.error(`The site could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
