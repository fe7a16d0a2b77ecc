import type { PageKind, RouteHandle } from "~/types/route-handle";
import routes from "~/routes";

type Entry = { file: string; children?: Entry[] };
type RouteModule = { default?: unknown; handle?: RouteHandle };

/** What a route's handle may say (app/types/route-handle.ts): anything else is read by nobody. */
const ROUTE_HANDLE_KEYS: readonly (keyof RouteHandle)[] = [
  "page",
  "query",
  "keptApart",
  "subscribes",
  "hydrate",
  "keptForSession",
  "actionMethods",
  "acceptsJson",
  "uploadLimit",
  "formLimit",
  "jsonLimit",
];

/**
 * What is wrong with the routes' page declarations (decision 24): every route that renders a
 * page says whether it is shared or personal (or its parent does for it), no shared page
 * hydrates (its data would say nobody is signed in while its corner shows the visitor), and only
 * a personal page may be kept for its session (decision 40).
 */
async function pageKindProblems(entries: readonly Entry[], load: (file: string) => Promise<RouteModule>, inherited?: PageKind) {
  const problems: string[] = [];
  for (const entry of entries) {
    const module = await load(entry.file);
    const kind = module.handle?.page ?? inherited;
    if (module.default && !kind) problems.push(`${entry.file} renders a page but declares neither "shared" nor "personal"`);
    if (module.handle?.hydrate && kind === "shared") problems.push(`${entry.file} hydrates, so it cannot be shared`);
    if (module.handle?.keptForSession !== undefined && kind !== "personal")
      problems.push(`${entry.file} is kept for a session, so it must be personal`);
    const unknown = Object.keys(module.handle ?? {}).filter((key) => !ROUTE_HANDLE_KEYS.includes(key as keyof RouteHandle));
    if (unknown.length > 0) problems.push(`${entry.file}'s handle says what RouteHandle does not: ${unknown.join(", ")}`);
    if (entry.children) problems.push(...(await pageKindProblems(entry.children, load, kind)));
  }
  return problems;
}

describe("page kinds", () => {
  // It loads every route module and all they import, which takes several seconds on a busy
  // 2-core machine: not a timing, so it has time of its own.
  it("are declared by every route of the site that renders a page", { timeout: 60_000 }, async () => {
    const modules = import.meta.glob<RouteModule>("./*.{ts,tsx}");
    const load = (file: string) => modules[`./${file.replace(/^routes\//, "")}`]!();
    expect(await pageKindProblems(routes as Entry[], load)).toEqual([]);
  });

  it("catch a page that declares no kind, a shared page that hydrates or is kept for a session, and a handle that says what no one reads", async () => {
    const fixtures: Record<string, RouteModule> = {
      "undeclared.tsx": { default: () => null },
      "shared-hydrating.tsx": { default: () => null, handle: { page: "shared", hydrate: true } },
      "personal-parent.tsx": { default: () => null, handle: { page: "personal", hydrate: true } },
      "child.tsx": { default: () => null },
      "resource.ts": {},
      "misspelt.ts": { handle: { acceptJson: true } as unknown as RouteHandle },
      "shared-kept.tsx": { default: () => null, handle: { page: "shared", keptForSession: 10 } },
    };
    const entries: Entry[] = [
      { file: "undeclared.tsx" },
      { file: "shared-hydrating.tsx" },
      { file: "personal-parent.tsx", children: [{ file: "child.tsx" }] },
      { file: "resource.ts" },
      { file: "misspelt.ts" },
      { file: "shared-kept.tsx" },
    ];
    expect(await pageKindProblems(entries, async (file) => fixtures[file]!)).toEqual([
      'undeclared.tsx renders a page but declares neither "shared" nor "personal"',
      "shared-hydrating.tsx hydrates, so it cannot be shared",
      "misspelt.ts's handle says what RouteHandle does not: acceptJson",
      "shared-kept.tsx is kept for a session, so it must be personal",
    ]);
  });
});
