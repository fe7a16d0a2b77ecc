// @ts-check
// `npm start`: build once if there is no build, then start the site in production mode; it
// checks its settings and starts the auth emulator itself when no Firebase project is set.
// Plain JavaScript: it runs before anything is built.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import v8 from "node:v8";
import { startAuthEmulator } from "./auth-emulator.mjs";
import { startEmbeddedDatabase } from "./embedded-database.mjs";
import { nodeSupportWarning } from "./node-support.mjs";

// Under load V8 let the heap reach four times what was live (about 55 MB) before collecting,
// so the server sat at 340-370 MB. Growing it by at most 60% keeps the server near 230 MB under
// the benchmark's mixed load, with no measurable cost in requests a second (docs/deploying.md, "Node's flags and memory"). Read at each collection, so setting it
// here, before the site loads, is enough; NODE_OPTIONS does not accept this flag.
v8.setFlagsFromString("--heap-growing-percent=60");

const root = fileURLToPath(new URL("..", import.meta.url));
const serverEntry = new URL("../build/server/index.js", import.meta.url);

process.env.NODE_ENV ??= "production";

const nodeWarning = nodeSupportWarning(process.versions.node, new Date());
if (nodeWarning) console.warn(nodeWarning);

if (!existsSync(serverEntry)) {
  console.log("No build found: building the site first (about a minute)...");
  const build = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) {
    console.error("The build failed; see the messages above.");
    process.exit(build.status ?? 1);
  }
}

const { startSite } = await import(serverEntry.href);
try {
  await startSite({ startAuthEmulator, startEmbeddedDatabase });
} catch (error) {
  // A wrong setting is one line that names it; anything else says what failed.
  console.error(error instanceof Error && error.name === "SettingsError" ? error.message : `The site could not start: ${error}`);
  process.exit(1);
}
