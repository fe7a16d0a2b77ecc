// `npm run content -- export <folder>` and `npm run content -- import <folder>`: the site's
// content as files (decisions 43 and 55), one folder a language (`--locale` for one only), for
// backups and for moving content between sites; the repository's content/ is such a folder.
// Export writes what the public pages show; import checks every file, then publishes what
// changed in one transaction a language, English first, or nothing of that language. On DATABASE_URL's server, or on the embedded database in
// DATA_DIR, which only one process may open: stop the site in this folder first.
//
// The app's modules import one another by the `~/` alias and the compiled messages, so the
// command runs through Vite's module loader, as `npm run dev` runs the app.
import { fileURLToPath } from "node:url";
import { createServer } from "vite";
import type { runContentCommand as RunContentCommand } from "./content-command";

const root = fileURLToPath(new URL("..", import.meta.url));
const vite = await createServer({
  configFile: false,
  root,
  logLevel: "error",
  appType: "custom",
  server: { middlewareMode: true, hmr: false, watch: null },
  resolve: { alias: { "~": `${root}app` } },
  optimizeDeps: { noDiscovery: true, include: [] },
});
try {
  const { runContentCommand } = (await vite.ssrLoadModule("/scripts/content-command.ts")) as {
    runContentCommand: typeof RunContentCommand;
  };
  process.exitCode = await runContentCommand(process.argv.slice(2));
} finally {
  await vite.close();
}
