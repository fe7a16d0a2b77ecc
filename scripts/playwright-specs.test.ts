import { readdirSync, readFileSync } from "node:fs";
import { basename, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";

/**
 * The Playwright specs keep two promises a newcomer relies on: a spec's name says which one it
 * is (a failure, a timing table or a review names it by its file name alone), and the specs in
 * tests/e2e/http-only drive no browser, only HTTP. Read from the files, no browser started.
 */

const root = fileURLToPath(new URL("..", import.meta.url));
const specsFolder = join(root, "tests/e2e");
const httpOnlyFolder = join(specsFolder, "http-only");

/** Every spec under `folder`, as paths from the repository's root. */
function specFiles(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".spec.ts"))
    .map((file) => relative(root, join(folder, file)))
    .sort();
}

/** Each file name that two or more of `files` share, with the files that share it. */
export function sharedNames(files: readonly string[]): string[] {
  const byName = new Map<string, string[]>();
  for (const file of files) byName.set(basename(file), [...(byName.get(basename(file)) ?? []), file]);
  return [...byName].filter(([, same]) => same.length > 1).map(([name, same]) => `${name}: ${same.join(", ")}`);
}

/** The fixtures that open a browser: a test that asks for one of them is no HTTP-only test. */
const browserFixtures = new Set(["page", "browser", "context"]);
/** Playwright's browser types: a spec that launches one drives a browser too. */
const browserTypes = new Set(["chromium", "firefox", "webkit"]);

/**
 * Where `source` (a spec) reaches for a browser: a function that destructures the page, browser
 * or context fixture (a test's, a hook's, or a helper's handed to one), and a browser type
 * imported from Playwright or reached through its `playwright` fixture. Line numbers are 1-based.
 */
export function browserUses(file: string, source: string): string[] {
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const at = (node: ts.Node) => `${file}:${sourceFile.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node)) {
      const [first] = node.parameters;
      if (first && ts.isObjectBindingPattern(first.name))
        for (const element of first.name.elements) {
          const name = (element.propertyName ?? element.name).getText(sourceFile);
          if (browserFixtures.has(name)) found.push(`${at(element)} asks for the ${name} fixture`);
        }
    }
    if (ts.isImportDeclaration(node) && /^["'](@playwright\/test|playwright)["']$/.test(node.moduleSpecifier.getText(sourceFile))) {
      const bindings = node.importClause?.namedBindings;
      if (bindings && ts.isNamedImports(bindings))
        for (const element of bindings.elements) {
          const name = (element.propertyName ?? element.name).getText(sourceFile);
          if (browserTypes.has(name)) found.push(`${at(element)} imports ${name}`);
        }
    }
    if (ts.isPropertyAccessExpression(node) && browserTypes.has(node.name.text) && node.expression.getText(sourceFile) === "playwright")
      found.push(`${at(node)} uses playwright.${node.name.text}`);
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}

describe("the Playwright specs' names", () => {
  it("are each their own: no two specs share a file name, whatever their folders", () => {
    const files = specFiles(specsFolder);
    // Read from the folder: an empty list would pass without reading anything.
    expect(files.length).toBeGreaterThan(40);
    expect(sharedNames(files)).toEqual([]);
  });

  it("fails on two specs of one name in two folders, and only on those", () => {
    const files = ["tests/e2e/a/contact.spec.ts", "tests/e2e/b/contact.spec.ts", "tests/e2e/b/contact-form.spec.ts"];
    expect(sharedNames(files)).toEqual(["contact.spec.ts: tests/e2e/a/contact.spec.ts, tests/e2e/b/contact.spec.ts"]);
  });
});

describe("the specs that need no browser (tests/e2e/http-only)", () => {
  it("ask for no page, browser or context, and launch no browser", () => {
    const files = specFiles(httpOnlyFolder);
    expect(files.length).toBeGreaterThan(5);
    expect(files.flatMap((file) => browserUses(file, readFileSync(join(root, file), "utf8")))).toEqual([]);
  });

  it("fails on a test, a hook or a helper that asks for a browser fixture, or a browser launched", () => {
    const source = [
      'import { chromium, expect, request as playwrightRequest } from "@playwright/test";',
      'test("opens a page", async ({ page }) => {});',
      "test.beforeAll(async ({ browser }) => {});",
      "const signIn = async ({ context: opened, request }) => {};",
      'test("launches one", async ({ playwright }) => { await playwright.webkit.launch(); });',
    ].join("\n");
    expect(browserUses("x.spec.ts", source)).toEqual([
      "x.spec.ts:1 imports chromium",
      "x.spec.ts:2 asks for the page fixture",
      "x.spec.ts:3 asks for the browser fixture",
      "x.spec.ts:4 asks for the context fixture",
      "x.spec.ts:5 uses playwright.webkit",
    ]);
  });

  it("passes HTTP alone: the request and playwright fixtures, fetch, and a helper named page", () => {
    const source = [
      'import { request as playwrightRequest } from "@playwright/test";',
      'test("asks", async ({ request, playwright }) => { await playwright.request.newContext(); await request.get("/"); });',
      "const page = async (pathname: string) => (await fetch(pathname)).text();",
      "const { page: shown } = { page: 1 };",
    ].join("\n");
    expect(browserUses("x.spec.ts", source)).toEqual([]);
  });
});
