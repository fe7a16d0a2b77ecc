import { modulesAfterLoad } from "./modules-after-load";

const PRELOAD_LINK = /<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g;
/** React Router's module script: the route modules as static imports, then the entry as a dynamic one. */
const MODULE_SCRIPT = /(<script\b[^>]*\btype="module"[^>]*>)([\s\S]*?)(<\/script>)/;
const ROUTE_IMPORT = /import \* as (\w+) from ("[^"]+");/g;
const ENTRY_IMPORT = /\bimport\("[^"]+"\);\s*$/;

/**
 * A page whose scripts start once it has loaded and painted, instead of as its HTML arrives.
 *
 * React Router preloads every module of the page from the head and imports them statically, so
 * about 117 KB gzip of JavaScript downloads alongside the stylesheet, fonts and hero image of
 * the first paint. Lighthouse's simulated throttling counts every request that finished before
 * the largest paint as holding it up, and a real phone on a slow link shares its bandwidth the
 * same way. The page is server-rendered and usable as it stands (its links and forms work
 * without JavaScript), so hydration can wait for the load event (decision 16).
 *
 * The preload links go; the module script first awaits `modulesAfterLoad` with their list, then
 * imports the route modules dynamically, under the names React Router gave them, and runs the
 * rest of its body unchanged. A document of any other shape is returned as it is: its scripts
 * then start early, and tests/e2e/public-pages/budgets.spec.ts fails.
 */
export function withScriptsAfterLoad(html: string): string {
  const script = MODULE_SCRIPT.exec(html);
  if (!script) return html;
  const [whole, open, body, close] = script as unknown as [string, string, string, string];
  const names: string[] = [];
  const sources: string[] = [];
  const rest = body.replace(ROUTE_IMPORT, (_match, name: string, source: string) => {
    names.push(name);
    sources.push(source);
    return "";
  });
  // Any other static import would still load at once: leave such a page alone.
  if (names.length === 0 || /^\s*import\s*["*{\w]/m.test(rest) || !ENTRY_IMPORT.test(rest)) return html;

  const modules: string[] = [];
  const withoutPreloads = html.slice(0, script.index).replace(PRELOAD_LINK, (_link, href: string) => {
    modules.push(href);
    return "";
  });
  const routeModules = `const [${names.join(", ")}] = await Promise.all([${sources.map((source) => `import(${source})`).join(", ")}]);`;
  const deferred = `${open}await (${modulesAfterLoad.toString()})(${JSON.stringify(modules)});\n${routeModules}${rest}${close}`;
  return withoutPreloads + deferred + html.slice(script.index + whole.length);
}
