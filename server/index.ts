// The entry of the server bundle (build/server/index.js): scripts/start.mjs starts it, and
// scripts/dev.mjs loads it through Vite.
export { startSite } from "./start-server";
export { loadSiteBuild } from "./site-build";
// The sitemap of the build, printed for the browser tests before any site runs, shows the repository's content.
export { showRepositoryContentWithoutStore } from "~/door/door.server";
