// @ts-check
// Compiles messages/*.json into app/i18n/paraglide/ (Paraglide JS, decision 48): a typed function
// per message, which the bundler drops from every chunk that does not call it. Run before the
// type-check, the build, the unit tests, and by the dev server at its start and on each edit;
// the output is not committed.
//
// Paraglide prints "Successfully compiled" even when its plugin did not load and it found no
// message at all, so this counts what it wrote against the English file and fails otherwise.
// It compiles to a scratch folder and copies only the files that changed: the type-check and
// the build run side by side in `npm test`, and neither may read a file half written.
//
// The output keeps a fingerprint of what it was compiled from (the messages, the project's
// settings, Paraglide's version and these options): when nothing of that changed, there is
// nothing to compile. `npm test` asked for the same compile four times over (its own stage, the
// type-check, the build and the unit tests), about 15 s of CPU each on a 2-core machine (issue 63).
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

// After `npm install` too (postinstall), so that `npm run admin` and `npm run content` work on a
// new clone before any build; an install without dev dependencies has no compiler, and says so.
const paraglide = await import("@inlang/paraglide-js").catch(() => undefined);
if (!paraglide) {
  console.log("Messages not compiled: @inlang/paraglide-js is not installed (a dev dependency).");
  process.exit(process.argv.includes("--if-installed") ? 0 : 1);
}
const { compile } = paraglide;

/** How Paraglide compiles the messages (decision 48). */
const messageOptions = /** @type {const} */ ({
  project: "./project.inlang",
  outdir: "./app/i18n/paraglide",
  // The language is the address's alone: the first segment of the path, or English.
  strategy: ["url", "baseLocale"],
  emitReadme: false,
  // Types for the type-check, which reads no JavaScript (no allowJs).
  emitTsDeclarations: true,
});

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const outdir = path.join(root, messageOptions.outdir);
const english = JSON.parse(readFileSync(path.join(root, "messages/en-GB.json"), "utf8"));

/** The message keys of a messages file, nested objects flattened with `_` as Paraglide does. */
function keysOf(/** @type {Record<string, unknown>} */ messages, prefix = "") {
  /** @type {string[]} */
  const keys = [];
  for (const [key, value] of Object.entries(messages)) {
    if (key === "$schema") continue;
    const name = prefix ? `${prefix}_${key}` : key;
    if (value && typeof value === "object" && !Array.isArray(value))
      keys.push(...keysOf(/** @type {Record<string, unknown>} */ (value), name));
    else keys.push(name);
  }
  return keys;
}

const expected = keysOf(english);

const fingerprintFile = path.join(outdir, ".compiled-from");
const fingerprint = createHash("sha256")
  .update(JSON.stringify(messageOptions))
  .update(readFileSync(path.join(root, "node_modules/@inlang/paraglide-js/package.json")))
  .update(readFileSync(path.join(root, "project.inlang/settings.json")));
for (const file of readdirSync(path.join(root, "messages")).sort())
  fingerprint.update(file).update(readFileSync(path.join(root, "messages", file)));
const inputs = fingerprint.digest("hex");
const compiledBefore = existsSync(path.join(outdir, "messages"))
  ? readdirSync(path.join(outdir, "messages")).filter((file) => file.endsWith(".js") && file !== "_index.js").length
  : 0;
if (existsSync(fingerprintFile) && readFileSync(fingerprintFile, "utf8") === inputs && compiledBefore >= expected.length) {
  console.log(`Messages up to date: ${compiledBefore} in ${messageOptions.outdir}.`);
  process.exit();
}

const scratch = mkdtempSync(path.join(os.tmpdir(), "messages-"));
try {
  // Paraglide reads the project's paths (its plugin, the messages) from the working directory.
  process.chdir(root);
  await compile({ ...messageOptions, strategy: [...messageOptions.strategy], outdir: scratch });
  const compiled = readdirSync(path.join(scratch, "messages")).filter((file) => file.endsWith(".js") && file !== "_index.js");
  if (expected.length === 0 || compiled.length < expected.length)
    throw new Error(
      `Paraglide compiled ${compiled.length} of the ${expected.length} messages in messages/en-GB.json: is its plugin in project.inlang/settings.json installed?`,
    );
  copyChanged(scratch, outdir);
  writeFileSync(fingerprintFile, inputs);
  console.log(`Messages compiled: ${compiled.length} in ${messageOptions.outdir}.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
// Paraglide's project loader leaves a timer behind that would hold the process for 30 s more.
process.exit();

/** Copies each file of `from` whose bytes differ into `to`, and removes what `to` has beyond it. */
function copyChanged(/** @type {string} */ from, /** @type {string} */ to) {
  const files = (/** @type {string} */ dir) =>
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
  const wanted = files(from);
  const kept = new Set([...wanted, path.basename(fingerprintFile)]);
  if (existsSync(to)) for (const file of files(to)) if (!kept.has(file)) rmSync(path.join(to, file));
  for (const file of wanted) {
    const source = readFileSync(path.join(from, file));
    const target = path.join(to, file);
    if (existsSync(target) && readFileSync(target).equals(source)) continue;
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, source);
  }
}
