// The entry of the server bundle (build/server/index.js): scripts/start.mjs starts it, and
// scripts/dev.mjs loads it through Vite.
export { startSite } from "./start-server";
export { loadSiteBuild } from "./site-build";
