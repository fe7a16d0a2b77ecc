import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, normalize } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The README, every page under docs/ (the guides, the decision records) and the code's comments
 * name files and folders of this repository. When one is moved or deleted, they go on naming it.
 * This test lists every such path that does not exist, with the file and line that names it.
 *
 * What counts as a path: a word that begins with one of the repository's top-level folders
 * (`app/`, `server/`, `docs/` ... as `git ls-files` has them) or with `~/` (the code's alias
 * for `app/`); a relative link in Markdown (`[measuring](docs/performance/measuring.md)`); and
 * the entries of the layout tree in docs/architecture.md. A module named without its extension
 * counts when a `.ts`, `.tsx`, `.js` or `.mjs` file of that name exists. Patterns
 * (`app/routes/*.tsx`, `public/images/courses/<slug>.svg`, `{a,b}`) are not checked. Top-level
 * files named alone (`package.json`) are not checked either: a bare file name may as well mean
 * one in a folder. A link to a heading (`deploying.md#nodes-flags-and-memory`, `#layers`) must
 * name a heading of that page, by the anchor GitHub gives it.
 */

const root = fileURLToPath(new URL("..", import.meta.url));

/** The page whose layout tree names every folder of the repository. */
const LAYOUT_PAGE = "docs/architecture.md";

/** The Markdown this test reads: the README and every page under docs/, however deep. */
const isMarkdown = (file: string) => file === "README.md" || /^docs\/.+\.md$/.test(file);

/**
 * Folders that the site, the build or the tests write, never in git: a path in them is not
 * checked (the layout tree in docs/architecture.md names `data/` and what the site keeps there).
 */
const written = [
  "build/",
  "node_modules/",
  "data/",
  ".e2e-data/",
  "test-results/",
  "playwright-report/",
  "screenshots/",
  ".react-router/",
  ".lighthouseci/",
];

/** Source files whose comments are read: code, styles, the CI script and the nginx config. */
const sourceFile = /^(?:(?:app|server|scripts|tests)\/.*\.(?:ts|tsx|js|mjs|cjs|css)|[^/]+\.(?:ts|js|mjs)|\.ci\/run|deploy\/.*\.conf)$/;

type Mention = { file: string; line: number; path: string };

/** Files in git, and new ones not yet added (but not ignored ones). */
function repositoryFiles(): string[] {
  return execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], { cwd: root, encoding: "utf8" })
    .split("\n")
    .filter((file) => file !== "" && existsSync(join(root, file)));
}

function topLevelFolders(files: readonly string[]): string[] {
  return [...new Set(files.filter((file) => file.includes("/")).map((file) => file.slice(0, file.indexOf("/"))))];
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A pattern for words that begin with one of `folders` (or `~/`), not inside a longer path or an address. */
function pathPattern(folders: readonly string[]): RegExp {
  const starts = [...folders.map((folder) => `${escape(folder)}/`), "~/"].join("|");
  return new RegExp(`(?<![\\w./~@$:-])(?:${starts})[\\w.\\-/*<>{}\\[\\]+$@…]*`, "g");
}

/** The path a word names, without what follows it in a sentence, a line number or an anchor; null for a pattern. */
function cleanPath(word: string): string | null {
  let path = word.replace(/#.*$/, "").replace(/:\d+(?::\d+)?$/, "");
  path = path.replace(/[.,;:)\]]+$/, "");
  if (/[*<>{}[\]$…]|\.\.\./.test(path)) return null;
  if (path.startsWith("~/")) path = `app/${path.slice(2)}`;
  return path;
}

function exists(path: string): boolean {
  const full = join(root, path);
  return [full, ...[".ts", ".tsx", ".js", ".mjs"].map((extension) => full + extension)].some((candidate) => existsSync(candidate));
}

const isWritten = (path: string) => written.some((folder) => path === folder.slice(0, -1) || path.startsWith(folder));

/**
 * The comments of a source file, as text at the same line numbers (everything else blanked),
 * so that a string in the code is not read as a mention. A scanner, not a parser:
 * strings end at their line's end (JSX text with an apostrophe then hides one line at most).
 */
function commentsOf(source: string, hashComments: boolean): string {
  let out = "";
  let state: "code" | "line" | "block" | "'" | '"' | "`" | "regex" = "code";
  let previous = "";
  for (let i = 0; i < source.length; i++) {
    const c = source[i]!;
    const next = source[i + 1];
    if (c === "\n") {
      out += "\n";
      if (state === "line" || state === "'" || state === '"' || state === "regex") state = "code";
      previous = "";
      continue;
    }
    switch (state) {
      case "code":
        if (c === "'" || c === '"' || c === "`") state = c;
        else if (hashComments) {
          if (c === "#" && /\s/.test(source[i - 1] ?? "\n")) state = "line";
        } else if (c === "/" && next === "/") state = "line";
        else if (c === "/" && next === "*") state = "block";
        else if (c === "/" && (previous === "" || /[(,=:[!&|?{};+\-*%<>~^]/.test(previous))) state = "regex";
        if (!/\s/.test(c)) previous = c;
        out += state === "line" || state === "block" ? c : " ";
        break;
      case "line":
        out += c;
        break;
      case "block":
        out += c;
        if (c === "*" && next === "/") state = "code";
        break;
      case "regex":
      case "'":
      case '"':
      case "`": {
        out += " ";
        if (c === "\\") {
          if (next !== "\n") {
            out += " ";
            i++;
          }
        } else if (c === (state === "regex" ? "/" : state)) {
          state = "code";
          previous = c;
        }
        break;
      }
    }
  }
  return out;
}

/** Relative links of a Markdown file (`[text](target)`), as repository paths. */
function markdownLinks(file: string, line: string): string[] {
  return [...line.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => match[1]!)
    .filter((target) => !/^(?:[a-z]+:|#|\/)/i.test(target))
    .map((target) => normalize(join(dirname(file), target.replace(/#.*$/, ""))).replace(/\\/g, "/"));
}

/**
 * The entries of a layout tree: a fenced block with no language whose lines name a top-level
 * path at the margin (`app/`) and what is in it two spaces in (`  routes/`).
 */
function treeEntries(text: string): { line: number; path: string }[] {
  const entries: { line: number; path: string }[] = [];
  let inFence = false;
  let isTree = false;
  let parent: string | null = null;
  text.split("\n").forEach((line, index) => {
    const fence = /^```(.*)$/.exec(line);
    if (fence) {
      isTree = !inFence && fence[1]!.trim() === "";
      inFence = !inFence;
      parent = null;
      return;
    }
    if (!inFence || !isTree) return;
    const top = /^(\S+)/.exec(line)?.[1];
    const child = /^ {2}(\S+)/.exec(line)?.[1];
    if (top && top.includes("/")) {
      parent = top.endsWith("/") ? top : null;
      entries.push({ line: index + 1, path: top });
    } else if (child && parent) entries.push({ line: index + 1, path: parent + child });
  });
  return entries;
}

/** Every path that `text` (a file's contents, or its comments) names, with its line. */
function mentions(file: string, text: string, folders: readonly string[], markdown: boolean): Mention[] {
  const pattern = pathPattern(folders);
  const found: Mention[] = [];
  text.split("\n").forEach((line, index) => {
    const words = [...line.matchAll(pattern)].map((match) => cleanPath(match[0]));
    const links = markdown ? markdownLinks(file, line) : [];
    for (const path of [...words, ...links]) if (path) found.push({ file, line: index + 1, path });
  });
  if (markdown) for (const entry of treeEntries(text)) found.push({ file, ...entry });
  return found.filter((mention, i) => found.findIndex((other) => other.line === mention.line && other.path === mention.path) === i);
}

/** The paths named in the README, the docs and the source files' comments that do not exist. */
function missingPaths(files: readonly string[]): Mention[] {
  const folders = topLevelFolders(files);
  const missing: Mention[] = [];
  for (const file of files) {
    const markdown = isMarkdown(file);
    if (!markdown && !sourceFile.test(file)) continue;
    const contents = readFileSync(join(root, file), "utf8");
    // A superseded decision is a record of what was: the files it names may be gone with it.
    if (file.startsWith("docs/decisions/") && /^- Status: superseded\b/m.test(contents)) continue;
    const text = markdown ? contents : commentsOf(contents, file === ".ci/run" || file.endsWith(".conf"));
    for (const mention of mentions(file, text, folders, markdown))
      if (!isWritten(mention.path) && !exists(mention.path)) missing.push(mention);
  }
  return missing;
}

/**
 * The anchors GitHub gives a Markdown page's headings (outside fences): lower case, the marks of
 * code and punctuation dropped, each space a hyphen, and a repeated one numbered (`-1`, `-2`).
 */
function headingAnchors(text: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let inFence = false;
  for (const line of text.split("\n")) {
    if (/^```/.test(line)) inFence = !inFence;
    const heading = inFence ? null : /^#{1,6} +(.+?) *#*$/.exec(line);
    if (!heading) continue;
    const base = heading[1]!
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, "")
      .replace(/ /g, "-");
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

type BrokenAnchor = { file: string; line: number; link: string };

/** Links of the Markdown `files` to a heading (`page.md#heading`, `#heading`) that their page does not have. */
function brokenAnchors(files: readonly string[], read: (file: string) => string): BrokenAnchor[] {
  const broken: BrokenAnchor[] = [];
  const anchorsOf = new Map<string, Set<string>>();
  const anchors = (file: string) => {
    if (!anchorsOf.has(file)) anchorsOf.set(file, headingAnchors(read(file)));
    return anchorsOf.get(file)!;
  };
  for (const file of files) {
    read(file)
      .split("\n")
      .forEach((line, index) => {
        for (const match of line.matchAll(/\]\(([^)\s]*#[^)\s]+)\)/g)) {
          const link = match[1]!;
          if (/^[a-z]+:|^\//i.test(link)) continue;
          const [target, anchor] = link.split("#") as [string, string];
          const page = target === "" ? file : normalize(join(dirname(file), target)).replace(/\\/g, "/");
          if (!page.endsWith(".md") || !files.includes(page)) continue;
          if (!anchors(page).has(decodeURIComponent(anchor))) broken.push({ file, line: index + 1, link });
        }
      });
  }
  return broken;
}

/**
 * The folders of the repository that the layout tree (docs/architecture.md) does not name: a folder is named
 * by an entry for it (`app/door/`) or for something in it (`.ci/run`). The images' own folders
 * (one per case study) are named by `public/images/`, and the content's (a language, a kind) by `content/`.
 */
function unnamedFolders(files: readonly string[], readme: string): string[] {
  const named = treeEntries(readme).map((entry) => entry.path);
  const folders = new Set(files.filter((file) => file.includes("/")).map((file) => dirname(file)));
  return [...folders]
    .filter((folder) => !folder.startsWith("public/images/") && !folder.startsWith("content/") && !isWritten(`${folder}/`))
    .filter((folder) => !named.some((path) => path === `${folder}/` || path.startsWith(`${folder}/`)))
    .sort();
}

describe("the layout in docs/architecture.md", () => {
  it("names every folder of the repository", () => {
    const files = repositoryFiles();
    expect(files.filter((file) => file.startsWith("app/")).length).toBeGreaterThan(100);
    expect(unnamedFolders(files, readFileSync(join(root, LAYOUT_PAGE), "utf8"))).toEqual([]);
  });

  it("fails on a folder it does not name, and counts one named through a file in it", () => {
    const readme = ["```", "app/", "  door/         the door", "  styles/fonts.css  the faces", ".ci/run     CI", "```"].join("\n");
    const files = ["app/door/door.server.ts", "app/styles/fonts.css", ".ci/run", "app/rooms/new.ts", "public/images/team/a.svg"];
    expect(unnamedFolders(files, readme)).toEqual(["app/rooms"]);
  });
});

describe("paths the docs and comments name", () => {
  const files = repositoryFiles();

  it("all exist", () => {
    // Read from git: an empty list would pass without reading anything.
    expect(files).toContain("README.md");
    expect(files.filter((file) => file.startsWith("docs/decisions/")).length).toBeGreaterThan(20);
    // The guides one folder down are read too, not only docs/'s own pages.
    expect(files.filter((file) => isMarkdown(file) && /^docs\/(?!decisions\/)[^/]+\/.+\.md$/.test(file)).length).toBeGreaterThan(0);
    const problems = missingPaths(files).map(({ file, line, path }) => `${file}:${line} names ${path}, which does not exist`);
    expect(problems).toEqual([]);
  });

  it("are not read in a superseded decision, which records what was", () => {
    const superseded = files.filter(
      (file) => file.startsWith("docs/decisions/") && /^- Status: superseded\b/m.test(readFileSync(join(root, file), "utf8")),
    );
    expect(superseded.length).toBeGreaterThan(0);
    expect(missingPaths(superseded)).toEqual([]);
  });

  it("are found in comments but not in strings, and patterns and addresses are left alone", () => {
    const source = [
      'import { x } from "app/not/here"; // see app/gone.ts and ~/also/gone',
      "/* app/root.tsx:12, then app/still-gone/. */",
      'const url = "https://example.com/app/nowhere"; // https://nodejs.org/app/x',
      "const pattern = /app\\/nope/; // app/routes/*.tsx, public/images/<slug>.svg",
      "// Don't read `app/also-gone/` as a string.",
    ].join("\n");
    const found = mentions("x.ts", commentsOf(source, false), ["app", "public"], false);
    expect(found.filter((mention) => !exists(mention.path))).toEqual([
      { file: "x.ts", line: 1, path: "app/gone.ts" },
      { file: "x.ts", line: 1, path: "app/also/gone" },
      { file: "x.ts", line: 2, path: "app/still-gone/" },
      { file: "x.ts", line: 5, path: "app/also-gone/" },
    ]);
    expect(found.map((mention) => mention.path)).toContain("app/root.tsx");
  });

  it("include a shell script's comments, Markdown links and a layout tree's entries", () => {
    expect(mentions(".ci/run", commentsOf('echo "#app/a"\n# runs app/b\n', true), ["app"], false)).toEqual([
      { file: ".ci/run", line: 2, path: "app/b" },
    ]);
    const markdown = [
      "See [the figures](performance.md) and `app/c.ts`.",
      "```",
      "app/",
      "  routes/",
      "  d/           what d is",
      "```",
    ].join("\n");
    expect(mentions("docs/x.md", markdown, ["app"], true).map((mention) => mention.path)).toEqual([
      "app/c.ts",
      "docs/performance.md",
      "app/",
      "app/routes/",
      "app/d/",
    ]);
  });
});

describe("links to a heading of a page", () => {
  it("name a heading the page has", () => {
    const files = repositoryFiles().filter(isMarkdown);
    const problems = brokenAnchors(files, (file) => readFileSync(join(root, file), "utf8")).map(
      ({ file, line, link }) => `${file}:${line} links to ${link}, a heading that page does not have`,
    );
    expect(problems).toEqual([]);
  });

  it("are read as GitHub makes its anchors", () => {
    const page = [
      "# Deploying",
      "## Node's flags and memory",
      "## How long CI takes: `.ci/run`",
      "```",
      "## not a heading",
      "```",
      "## Node's flags and memory",
    ].join("\n");
    expect([...headingAnchors(page)]).toEqual([
      "deploying",
      "nodes-flags-and-memory",
      "how-long-ci-takes-cirun",
      "nodes-flags-and-memory-1",
    ]);
  });

  it("fail on a heading the page lacks, in this page or another, and leave addresses alone", () => {
    const pages: Record<string, string> = {
      "docs/a.md": "# A\n\n## Here\n\n[ok](#here) [gone](#nowhere) [ok](b/c.md#there) [gone](b/c.md#elsewhere) [web](https://x.org/#y)",
      "docs/b/c.md": "# C\n\n## There\n\n[ok](../a.md#here) [gone](../a.md#there)",
    };
    expect(brokenAnchors(Object.keys(pages), (file) => pages[file]!)).toEqual([
      { file: "docs/a.md", line: 5, link: "#nowhere" },
      { file: "docs/a.md", line: 5, link: "b/c.md#elsewhere" },
      { file: "docs/b/c.md", line: 5, link: "../a.md#there" },
    ]);
  });
});
