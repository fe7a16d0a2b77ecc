import { ESLint } from "eslint";

/**
 * The layer rules of eslint.config.js, each run on a file that breaks it and on one that keeps
 * it: the lint stage of `npm test` would let a broken rule pass in silence.
 */
const eslint = new ESLint({ cwd: process.cwd() });

/** The layer problems ESLint finds in `code`, as if it were the file at `filePath`. */
async function layerProblems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages
    .filter((message) => ["boundaries/dependencies", "@typescript-eslint/no-restricted-imports"].includes(message.ruleId ?? ""))
    .map((message) => message.message);
}

const cases: { rule: string; file: string; breaks: string; keeps: string }[] = [
  {
    rule: "features do not import routes",
    file: "app/home/layer-probe.ts",
    breaks: 'import { loader } from "~/routes/home";\nexport const probe = loader;\n',
    keeps: 'import { site } from "~/config/site";\nexport const probe = site;\n',
  },
  {
    rule: "UI primitives do not import content",
    file: "app/components/ui/layer-probe.ts",
    breaks: 'import { services } from "~/content/services.server";\nexport const probe = services;\n',
    keeps: 'import type { AccountUser } from "~/types/account-user";\nexport const probe = (user: AccountUser) => user;\n',
  },
  {
    rule: "UI primitives do not import features",
    file: "app/components/ui/layer-probe.ts",
    breaks: 'import { AuthProvider } from "~/auth/auth-context";\nexport const probe = AuthProvider;\n',
    keeps: 'import { Container } from "./container";\nexport const probe = Container;\n',
  },
  {
    rule: "content does not import the blog",
    file: "app/content/layer-probe.ts",
    breaks: 'import { blogPageFor } from "~/blog/post-listing.server";\nexport const probe = blogPageFor;\n',
    keeps: 'import { renderMarkdown } from "./markdown.server";\nexport const probe = renderMarkdown;\n',
  },
  {
    rule: "seo does not import features or content",
    file: "app/seo/layer-probe.ts",
    breaks: 'import { courses } from "~/content/courses.server";\nexport const probe = courses;\n',
    keeps: 'import { absoluteURL } from "./page-meta.server";\nexport const probe = absoluteURL;\n',
  },
  {
    rule: "server-only modules do not import features",
    file: "app/.server/layer-probe.ts",
    breaks: 'import { sessionCookie } from "~/auth/session-cookie.server";\nexport const probe = sessionCookie;\n',
    keeps: 'import { settings } from "./settings.server";\nexport const probe = settings;\n',
  },
  {
    rule: "a page's sections do not read who is signed in (only the corner and the account pages)",
    file: "app/home/layer-probe.tsx",
    breaks: 'import { useAuth } from "~/auth/auth-context";\nexport const probe = () => useAuth().user?.displayName;\n',
    keeps: 'import { AuthProvider } from "~/auth/auth-context";\nexport const probe = AuthProvider;\n',
  },
  {
    rule: "the web server reaches the app only through its door",
    file: "server/layer-probe.ts",
    breaks: 'import { settings } from "~/.server/settings.server";\nexport const probe = settings;\n',
    keeps: 'import { startApp } from "~/door/door.server";\nexport const probe = startApp;\n',
  },
  {
    rule: "the web server does not reach the app through its render entry",
    file: "server/http/layer-probe.ts",
    breaks: 'import { handleError } from "~/entry.server";\nexport const probe = handleError;\n',
    keeps: 'import type { RequestFacts } from "~/door/door.server";\nexport const probe = (facts: RequestFacts) => facts.requestId;\n',
  },
  {
    rule: "the web server does not reach past the door into its rooms",
    file: "server/page-cache/layer-probe.ts",
    breaks: 'import { pageRequestsOf } from "~/door/page-routes.server";\nexport const probe = pageRequestsOf;\n',
    keeps: 'import { pageRequestsOf } from "~/door/door.server";\nexport const probe = pageRequestsOf;\n',
  },
  {
    rule: "*.client.ts modules are only imported with import()",
    file: "app/auth/layer-probe.ts",
    breaks: 'import { connectAuth } from "./firebase-auth.client";\nexport const probe = connectAuth;\n',
    keeps:
      'import type { AuthClient } from "./firebase-auth.client";\nexport const probe = (): Promise<AuthClient | undefined> => import("./firebase-auth.client").then(() => undefined);\n',
  },
];

describe("layer rules", () => {
  it.each(cases)("$rule: a file that breaks it fails lint", async ({ file, breaks }) => {
    expect(await layerProblems(file, breaks)).toHaveLength(1);
  });

  it.each(cases)("$rule: a file that keeps it passes", async ({ file, keeps }) => {
    expect(await layerProblems(file, keeps)).toEqual([]);
  });
});

describe("forms the server checks", () => {
  const problems = async (code: string) => {
    const [result] = await eslint.lintText(code, { filePath: "app/leads/form-probe.tsx" });
    return result!.messages.filter((message) => message.ruleId === "no-restricted-syntax").map((message) => message.message);
  };

  it("fails a form that leaves its checks to the browser's bubbles", async () => {
    expect(await problems('export const Probe = () => <form method="post"><input name="email" type="email" required /></form>;\n')).toEqual(
      [expect.stringContaining("Give the form noValidate")],
    );
  });

  it("passes a form that says noValidate", async () => {
    expect(
      await problems('export const Probe = () => <form method="post" noValidate><input name="email" type="email" required /></form>;\n'),
    ).toEqual([]);
  });
});
