// @ts-check
// Prints the sitemap of the production build in build/, produced by the same route module that
// serves /sitemap.xml. The browser tests read it while they are being listed, before any
// server runs, so that each address in it becomes a test of its own.
const { loadSiteBuild, showRepositoryContentWithoutStore } = await import(new URL("../../../build/server/index.js", import.meta.url).href);
const build = await loadSiteBuild();
// The repository's content, as a new site shows it from its first start (its pages read the store, which is not here).
showRepositoryContentWithoutStore();
const sitemap = build.routes["routes/sitemap"]?.module;
if (!sitemap?.loader) throw new Error("The build has no routes/sitemap loader");
process.stdout.write(await (await sitemap.loader({})).text());
