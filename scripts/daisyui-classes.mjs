// @ts-check
// Which daisyUI classes the app's components use that the built CSS does not define: a
// component left out of app.css's `include` list renders unstyled (issue 36: the two-step code
// prompt's `modal` sat in the page's corner, over the navigation). `npm run build` runs it
// (scripts/check-build.mjs).
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/** The class names daisyUI can make, from its whole stylesheet. */
export function daisyClasses(daisyCss) {
  return new Set([...daisyCss.matchAll(/\.(-?[a-z][a-z0-9-]*)/g)].map((match) => match[1]));
}

/**
 * The class tokens a component's source uses: every token of a `className` attribute (a string,
 * or a template with its `${…}` parts left out), and every hyphenated token of any other string,
 * where helpers keep their classes ("btn-primary"). A plain word outside a `className` is left
 * out: "alert" or "status" there is a role, not a class.
 */
export function usedClasses(source) {
  const tokens = new Set();
  const add = (text, all) => {
    for (const token of text.split(/\s+/)) if (/^[\w:/.[\]&()%!-]+$/.test(token) && (all || token.includes("-"))) tokens.add(token);
  };
  /** A template's classes: its literal parts, and the strings its `${…}` parts choose from. */
  const template = (text, all) => {
    add(text.replace(/\$\{[^}]*\}/g, " "), all);
    for (const [, expression] of text.matchAll(/\$\{([^}]*)\}/g)) {
      for (const quoted of expression.matchAll(/"([^"]*)"|'([^']*)'/g)) add(quoted[1] ?? quoted[2] ?? "", all);
    }
  };
  for (const match of source.matchAll(/className=(?:"([^"]*)"|\{`((?:[^`\\]|\\.)*)`\})/g)) {
    if (match[1] !== undefined) add(match[1], true);
    else template(match[2] ?? "", true);
  }
  for (const match of source.matchAll(/"([^"\n]*)"|'([^'\n]*)'|`([^`]*)`/g)) {
    if (match[3] !== undefined) template(match[3], false);
    else add(match[1] ?? match[2] ?? "", false);
  }
  return tokens;
}

/** The selector a token stands for in the built CSS, as a pattern: `sm:btn-lg` is `.sm\:btn-lg`, and not `.sm\:btn-lg-x`. */
function selectorPattern(token) {
  const escapedInCss = token.replace(/[:/.[\]()&]/g, (character) => `\\${character}`);
  return new RegExp(`\\.${escapedInCss.replace(/[\\^$*+?.()[\]{}|]/g, (character) => `\\${character}`)}(?![a-z0-9-])`);
}

/** The daisyUI tokens `used` names that `builtCss` never defines. */
export function missingDaisyClasses(used, daisy, builtCss) {
  return [...used]
    .filter((token) => daisy.has(token.split(":").at(-1) ?? token) && !token.includes("[") && !selectorPattern(token).test(builtCss))
    .sort();
}

/** Every `.tsx` file under `folder`. */
function componentFiles(folder) {
  return readdirSync(folder, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".tsx") && !file.endsWith(".test.tsx"))
    .map((file) => path.join(folder, file));
}

/** The check on a checkout and its build: each missing class with the files that use it. */
export function checkDaisyClasses(root) {
  const daisy = daisyClasses(readFileSync(path.join(root, "node_modules/daisyui/daisyui.css"), "utf8"));
  const assets = path.join(root, "build/client/assets");
  const builtCss = readdirSync(assets)
    .filter((file) => file.endsWith(".css"))
    .map((file) => readFileSync(path.join(assets, file), "utf8"))
    .join("\n");
  const users = new Map();
  for (const file of componentFiles(path.join(root, "app"))) {
    for (const token of missingDaisyClasses(usedClasses(readFileSync(file, "utf8")), daisy, builtCss)) {
      users.set(token, [...(users.get(token) ?? []), path.relative(root, file)]);
    }
  }
  return [...users].map(([token, files]) => ({ token, files }));
}
