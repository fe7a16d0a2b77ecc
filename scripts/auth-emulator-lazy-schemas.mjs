// @ts-check
// Loaded into the auth emulator's process (`node --import`, scripts/auth-emulator.mjs) before
// firebase-tools. The emulator serves its API through exegesis, which compiles a JSON Schema
// validator for every operation's request and response as it starts: 14 of the 20 s of CPU a
// start took on a 2-core machine (issue 38). exegesis's own option `lazyCompileValidationSchemas`
// compiles each one on its first use instead, with the same checks; firebase-tools does not set
// it, so it becomes the default here. Nothing else of the emulator's changes.
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const fromEmulator = createRequire(require.resolve("firebase-tools/lib/emulator/auth/server.js"));
/** @type {{ compileOptions: (given?: Record<string, unknown>) => unknown }} */
const options = fromEmulator("exegesis/lib/options.js");
const compileOptions = options.compileOptions;
options.compileOptions = (given = {}) => compileOptions({ lazyCompileValidationSchemas: true, ...given });
