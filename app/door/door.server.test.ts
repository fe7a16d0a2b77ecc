import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

/**
 * The door's promises that no type or lint rule keeps (decision 37): a small interface, no
 * request state passed around beside it, and a start that tells the app its settings rather
 * than writing them into the environment.
 */
const root = path.resolve(import.meta.dirname, "../..");

/** Every name a module exports, types included, as its source declares them. */
function exportedNames(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
  const names: string[] = [];
  for (const statement of source.statements) {
    if (ts.isExportDeclaration(statement) && statement.exportClause && ts.isNamedExports(statement.exportClause)) {
      names.push(...statement.exportClause.elements.map((element) => element.name.text));
    } else if (ts.isExportDeclaration(statement)) {
      names.push("* (every name of another module)");
    } else if (
      ts.canHaveModifiers(statement) &&
      ts.getModifiers(statement)?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword)
    ) {
      const named = statement as ts.DeclarationStatement | ts.VariableStatement;
      if (ts.isVariableStatement(named)) names.push(...named.declarationList.declarations.map((declaration) => declaration.name.getText()));
      else names.push(named.name?.getText() ?? "default");
    }
  }
  return names;
}

/** The web server's own code, tests aside. */
function serverSources(): { file: string; text: string }[] {
  return readdirSync(path.join(root, "server"), { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"))
    .map((file) => ({ file: `server/${file}`, text: readFileSync(path.join(root, "server", file), "utf8") }));
}

describe("the door between the web server and the app", () => {
  it("offers at most 8 names", () => {
    const names = exportedNames(path.join(root, "app/door/door.server.ts"));
    expect(names.length).toBeGreaterThan(0);
    expect(names.length, names.join(", ")).toBeLessThanOrEqual(8);
  });

  it("leaves the render entry to render: it re-exports nothing", () => {
    const names = exportedNames(path.join(root, "app/entry.server.tsx")).sort();
    expect(names).toEqual(["handleError", "handleRequest", "streamTimeout"]);
  });

  it("is how every file of the web server reaches the app", () => {
    const reachingIn = serverSources().flatMap(({ file, text }) =>
      [...text.matchAll(/from "(~\/[^"]+|(?:\.\.\/)+app\/[^"]+)"/g)]
        .map((match) => match[1])
        .filter((module) => module !== "~/door/door.server")
        .map((module) => `${file}: ${module}`),
    );
    expect(reachingIn).toEqual([]);
  });

  it("carries each request's facts in one object: the web server keeps nothing in res.locals", () => {
    const uses = serverSources().filter(({ text }) =>
      /\bres\.locals\b|\.locals\.(?!draining\b)/.test(text.replace(/app\.locals\.draining/g, "")),
    );
    expect(uses.map(({ file }) => file)).toEqual([]);
  });

  it("starts the app without writing the environment, but for the emulator's address firebase-admin reads", () => {
    const writes = serverSources().flatMap(({ file, text }) =>
      [...text.matchAll(/process\.env\.(\w+)\s*=(?!=)|process\.env\[[^\]]+\]\s*=(?!=)/g)].map(
        (match) => `${file}: ${match[1] ?? match[0]}`,
      ),
    );
    expect(writes).toEqual(["server/start-server.ts: FIREBASE_AUTH_EMULATOR_HOST"]);
  });
});
