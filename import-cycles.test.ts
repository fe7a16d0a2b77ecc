import path from "node:path";
import ts from "typescript";

/*
 * No module imports itself back, through any chain of imports, type-only ones included: a
 * circle makes the order modules load in matter, and two modules that each need the other are
 * one job split badly. Folders are held to the same rule (app/leads and app/mail once imported
 * each other through different files), so that each feature's arrows point one way. ESLint's
 * import/no-cycle skips type-only imports and sees files only, so this reads the graph itself,
 * with TypeScript's own module resolution.
 */

type Graph = Map<string, Set<string>>;

/** Every import between the project's own files (generated route types aside), as TypeScript resolves them. */
function importGraph(): Graph {
  const configPath = ts.findConfigFile(process.cwd(), ts.sys.fileExists)!;
  const { config } = ts.readConfigFile(configPath, ts.sys.readFile);
  const { fileNames, options } = ts.parseJsonConfigFileContent(config, ts.sys, path.dirname(configPath));
  const own = (file: string) => !file.includes("/node_modules/") && !file.includes("/.react-router/") && !file.endsWith(".d.ts");
  const graph: Graph = new Map();
  for (const file of fileNames.filter(own)) {
    const { importedFiles } = ts.preProcessFile(ts.sys.readFile(file)!, true, true);
    const targets = importedFiles
      .map(({ fileName }) => ts.resolveModuleName(fileName, file, options, ts.sys).resolvedModule?.resolvedFileName)
      .filter((target): target is string => target !== undefined && own(target));
    graph.set(path.relative(process.cwd(), file), new Set(targets.map((target) => path.relative(process.cwd(), target))));
  }
  return graph;
}

/**
 * The same graph between the site's folders (app/ and server/, whose layers eslint.config.js
 * keeps): an arrow from each file's folder to each of its imports' folders. The test tooling
 * (tests/, scripts/) is held to the rule for files only.
 */
function folderGraph(files: Graph): Graph {
  const folders: Graph = new Map();
  const site = (file: string) => /^(app|server)\//.test(file);
  for (const [file, all] of files) {
    // A test stands beside the code it tests, wherever it reaches: it is no part of the arrows.
    if (!site(file) || /\.(test|spec)\.tsx?$/.test(file)) continue;
    const targets = [...all].filter(site);
    const from = path.dirname(file);
    const arrows = folders.get(from) ?? new Set();
    for (const target of targets) if (path.dirname(target) !== from) arrows.add(path.dirname(target));
    folders.set(from, arrows);
  }
  return folders;
}

/** Each set of nodes that reach one another (Tarjan's strongly connected components), of two or more, or one that imports itself. */
function cycles(graph: Graph): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (stack.includes(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || graph.get(node)?.has(node)) found.push(component.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

describe("import cycles", () => {
  const files = importGraph();

  it("reads the project's imports, type-only ones and the ~/ alias included", () => {
    expect(files.get("app/field-data/memory-vitals-store.server.ts")).toContain("app/field-data/vitals-store-type.ts");
    expect(files.get("app/routes/home.tsx")).toContain("app/home/hero.tsx");
  });

  it("has no module that imports itself back", () => {
    expect(cycles(files)).toEqual([]);
  });

  it("has no folder that imports itself back", () => {
    expect(cycles(folderGraph(files))).toEqual([]);
  });

  it("finds a circle of any length, and leaves a chain that only meets again alone", () => {
    const graph: Graph = new Map([
      ["a", new Set(["b"])],
      ["b", new Set(["c"])],
      ["c", new Set(["a", "d"])],
      ["d", new Set(["e"])],
      ["e", new Set()],
      ["f", new Set(["d", "e"])],
    ]);
    expect(cycles(graph)).toEqual([["a", "b", "c"]]);
  });
});
