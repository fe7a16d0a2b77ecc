import { authEmulator } from "../../../playwright.config";
import { reservePorts } from "../support/behind-nginx";
import { type SiteInstance, startSiteInstance, stopChild } from "../support/child-processes";
import { expect, test } from "../support/fixtures";

/*
 * Search over HTTP (issue 68): the page in each language, what it finds and marks, what it says
 * when nothing is found, and input no one should send; then, on a site of its own with a small
 * page cache, that searches are kept like pages but a flood of made-up ones never pushes a page out.
 */

/** The page's main text, tags gone: what a reader reads. */
const mainText = (html: string) =>
  (/<main[\s\S]*<\/main>/.exec(html)?.[0] ?? "")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim();

test.describe("search", () => {
  test("finds pages in the page's language, stemmed, with the words found marked, and says how many", async ({ request }) => {
    const english = await request.get("/search?q=accessible+forms");
    expect(english.status()).toBe(200);
    const html = await english.text();
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(mainText(html)).toMatch(/\d+ results for “accessible forms”/);
    expect(html).toMatch(
      /<a [^>]*href="\/courses\/accessible-forms-and-components"[^>]*>(?:(?!<\/a>)[\s\S])*<mark[^>]*>Accessible<\/mark>/,
    );

    // German's stemmer: "Formular" finds "Formulare", on German pages only.
    const german = await (await request.get("/de/search?q=Formular")).text();
    expect(german).toMatch(/<html lang="de"/);
    expect(mainText(german)).toMatch(/Ergebnisse? für „Formular“/);
    expect(german).toMatch(/<mark[^>]*>Formulare<\/mark>/);
    const results = /<ol aria-label="Suchergebnisse"[\s\S]*?<\/ol>/.exec(german)?.[0] ?? "";
    const links = [...results.matchAll(/<a [^>]*href="([^"]+)"/g)].map((match) => match[1]!);
    expect(links.length).toBeGreaterThan(0);
    expect(links.every((link) => link.startsWith("/de/"))).toBe(true);
    // "Kurs" finds "Kurse", which the stemmer parts from it.
    expect(await (await request.get("/de/search?q=Kurs")).text()).toMatch(/<mark[^>]*>Kurse<\/mark>/);
  });

  test("says helpfully when nothing is found: another spelling the pages use, and where to start", async ({ request }) => {
    const answer = await request.get("/search?q=accesibility");
    expect(answer.status()).toBe(200);
    const html = await answer.text();
    expect(mainText(html)).toContain("Nothing found for “accesibility”.");
    expect(mainText(html)).toContain("Did you mean accessibility ?");
    expect(html).toContain('href="/search?q=accessibility"');
    for (const section of ["/courses", "/services", "/projects", "/blog", "/faq", "/contact"]) expect(html).toContain(`href="${section}"`);
    const german = await (await request.get("/de/search?q=qwzxv")).text();
    expect(mainText(german)).toContain("Zu „qwzxv“ haben wir nichts gefunden.");
    expect(german).toContain('href="/de/courses"');
  });

  test("answers input no one should send in words, with no error: a 10,000-character query, NUL, SQL, operators, pages that are not there", async ({
    request,
  }) => {
    const long = await request.get(`/search?q=${"design ".repeat(1_500)}`);
    expect(long.status()).toBe(200);
    expect(mainText(await long.text())).toContain("Your search was long, so we searched for its first 200 characters.");
    for (const query of ["%00", "a%00b", "'%3B drop table search_entries%3B --", "!%3A*%26%7C()", "%22", "-", "%EF%BF%BE", "%E0%80%80"]) {
      const answer = await request.get(`/search?q=${query}`);
      expect(answer.status(), query).toBeLessThan(500);
      expect(answer.headers()["content-type"], query).toContain("text/html");
    }
    for (const page of ["0", "abc", "1001", "99"]) expect((await request.get(`/search?q=design&page=${page}`)).status(), page).toBe(404);
    // What was refused changed nothing: search still finds.
    expect(mainText(await (await request.get("/search?q=design")).text())).toMatch(/\d+ results for “design”/);
  });

  test("every page's header has a search form that works without scripts: a GET to its language's search", async ({ request }) => {
    for (const [path, action] of [
      ["/", "/search"],
      ["/blog", "/search"],
      ["/de/courses", "/de/search"],
    ] as const) {
      const html = await (await request.get(path)).text();
      expect(html, path).toMatch(
        new RegExp(`<div id="site-search" popover="auto"[^>]*><form role="search"[^>]*action="${action}" method="get"`),
      );
      expect(html, path).toMatch(/<input id="header-search" type="search"[^>]*name="q"/);
    }
  });
});

test.describe("search's answers in the page cache", () => {
  test.describe.configure({ timeout: 180_000 });
  let site: SiteInstance | undefined;

  test.afterAll(async () => {
    await stopChild(site?.process);
  });

  test("are kept like pages, but a flood of made-up queries pushes out only other searches, never a page", async () => {
    const { ports, release } = await reservePorts(undefined);
    await release();
    site = await startSiteInstance({
      NODE_ENV: "production",
      PORT: String(ports[0]),
      // 2 MB for pages, a quarter of one for searches: a few hundred searches would fill both many times over.
      PAGE_CACHE_MB: "2",
      FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${authEmulator.port}`,
      FIREBASE_PROJECT_ID: authEmulator.projectId,
    });
    const origin = `http://127.0.0.1:${site.port}`;
    const etag = async (path: string) => (await fetch(`${origin}${path}`)).headers.get("etag");
    // Rendered once, then sent from the cache once it is kept: a kept answer has an ETag, a render does not.
    const keptEtag = async (path: string) => {
      await expect.poll(() => etag(path), { message: path }).toBeTruthy();
      return etag(path);
    };
    const pages = ["/", "/faq", "/de/courses", "/blog"];
    const kept: (string | null)[] = [];
    for (const path of pages) kept.push(await keptEtag(path));
    await keptEtag("/search?q=design");

    let bytes = 0;
    for (let query = 0; query < 300; query++) {
      const answer = await fetch(`${origin}/search?q=made-up-${query}-${crypto.randomUUID()}`);
      bytes += (await answer.arrayBuffer()).byteLength;
      expect(answer.status).toBe(200);
    }
    expect(bytes).toBeGreaterThan(2 * 1024 * 1024);
    // Every page still comes from the cache, as it was.
    expect(await Promise.all(pages.map(etag))).toEqual(kept);
  });
});
