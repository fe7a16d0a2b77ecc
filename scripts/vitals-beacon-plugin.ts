import path from "node:path";
import type { Plugin } from "vite";

/** What the server imports to learn the reporter's address. */
export const VITALS_BEACON_MODULE = "virtual:vitals-beacon";
const RESOLVED = `\0${VITALS_BEACON_MODULE}`;
/** The field-data reporter: no page imports it, so it is a chunk of its own (decision 24). */
export const VITALS_REPORTER_SOURCE = "app/field-data/report-vitals.client.ts";

/**
 * Builds the field-data reporter as a standalone module and tells the server its address.
 *
 * Pages that do not hydrate load no framework code, so nothing in the client build imports the
 * reporter: the client build emits it as an entry of its own (its `reportVitals` export kept),
 * and `virtual:vitals-beacon` gives the server build its hashed file name. React Router builds
 * the client first, as the server build needs its manifest; in development Vite serves the
 * source file itself.
 */
export function vitalsBeacon(): Plugin {
  const source = path.resolve(VITALS_REPORTER_SOURCE);
  let command: "build" | "serve" = "serve";
  let builtFile: string | undefined;
  return {
    name: "vitals-beacon",
    configResolved(config) {
      command = config.command;
    },
    buildStart() {
      if (command === "build" && this.environment.name === "client") {
        this.emitFile({ type: "chunk", id: source, name: "vitals", preserveSignature: "strict" });
      }
    },
    generateBundle(_options, bundle) {
      if (this.environment.name !== "client") return;
      for (const output of Object.values(bundle)) {
        if (output.type === "chunk" && output.facadeModuleId === source) builtFile = output.fileName;
      }
    },
    resolveId(id) {
      return id === VITALS_BEACON_MODULE ? RESOLVED : undefined;
    },
    load(id) {
      if (id !== RESOLVED) return undefined;
      if (command === "serve") return `export default ${JSON.stringify(`/${VITALS_REPORTER_SOURCE}`)};`;
      if (this.environment.name === "client") this.error(`${VITALS_BEACON_MODULE} is for the server: import it from a *.server.ts module`);
      if (!builtFile) this.error(`${VITALS_BEACON_MODULE}: the client build has not emitted the reporter`);
      return `export default ${JSON.stringify(`/${builtFile}`)};`;
    },
  };
}
