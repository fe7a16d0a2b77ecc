import path from "node:path";
import type { Plugin } from "vite";

const PARAGLIDE_RUNTIME = path.resolve("app/i18n/paraglide/runtime.js");
const BROWSER_RUNTIME = path.resolve("app/i18n/browser-runtime.ts");

/**
 * In the client build, the compiled messages read the page's language from a runtime of the
 * site's own (app/i18n/browser-runtime.ts) instead of Paraglide's: the server keeps Paraglide's,
 * whose request store the root's middleware fills (decision 48).
 */
export function browserRuntime(): Plugin {
  return {
    name: "browser-runtime",
    enforce: "pre",
    async resolveId(source, importer, options) {
      if (this.environment.name !== "client" || !source.endsWith("runtime.js") || !importer) return undefined;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved?.id === PARAGLIDE_RUNTIME ? BROWSER_RUNTIME : undefined;
    },
  };
}
