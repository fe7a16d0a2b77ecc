// @ts-check
// Runs after `react-router build`: loads the server build the way `npm start` does, so every
// content module validates itself now. A broken course, post or question fails the build
// with its file and field named, instead of failing the first visitor.
const { loadSiteBuild } = await import(new URL("../build/server/index.js", import.meta.url).href);
try {
  await loadSiteBuild();
  console.log("Content checked: every route module and its content loaded.");
} catch (error) {
  console.error(`The build's content is invalid: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
