// The entry of the server bundle (build/server/index.js); scripts/start.mjs calls it.
export { startServer } from "./start-server";
export { loadSiteBuild } from "./site-build";
