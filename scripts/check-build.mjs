// @ts-check
// Runs after `react-router build`: loads the server build the way `npm start` does, and shows
// the repository's content (content/<locale>/) on its pages as a new site's first start would.
// A broken course, post or question fails the build with its document and field named,
// instead of failing a new site's first start.
const { loadSiteBuild, showRepositoryContentWithoutStore } = await import(new URL("../build/server/index.js", import.meta.url).href);
try {
  await loadSiteBuild();
  showRepositoryContentWithoutStore();
  console.log("Content checked: every route module loaded, and the repository's content holds together.");
} catch (error) {
  console.error(`The build's content is invalid: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

// And every daisyUI class a component uses is in the built CSS: a component missing from
// app.css's `include` list would render unstyled (issue 36).
const { checkDaisyClasses } = await import("./daisyui-classes.mjs");
const missing = checkDaisyClasses(new URL("..", import.meta.url).pathname);
if (missing.length > 0) {
  for (const { token, files } of missing) console.error(`The built CSS has no .${token}, which ${files.join(", ")} uses.`);
  console.error('Add its daisyUI component to the `include` list of `@plugin "daisyui"` in app/app.css.');
  process.exit(1);
}
console.log("daisyUI classes checked: every one the components use is in the built CSS.");
