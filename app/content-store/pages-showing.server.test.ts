import { contentKinds } from "~/database/schema.server";
import type { ContentByKind } from "./content-documents.server";
import { pagesShowingChanges } from "./pages-showing.server";

const none = () => Object.fromEntries(contentKinds.map((kind) => [kind, []])) as unknown as ContentByKind;
const post = (slug: string, title: string) => ({ slug, data: { title } });

describe("the pages a change of published content shows on", () => {
  it("names none when nothing differs", () => {
    const content = { ...none(), post: [post("a", "A"), post("b", "B")] };
    expect(pagesShowingChanges(content, structuredClone(content))).toEqual([]);
  });

  it("names a changed, added or removed document's pages and its kind's listings, and nothing of other kinds", () => {
    const before = { ...none(), post: [post("a", "A"), post("b", "B")], faq: [{ slug: "q", data: { question: "Why?" } }] };
    const changed = { ...before, post: [post("a", "A, edited"), post("b", "B")] };
    expect(pagesShowingChanges(before, changed)).toEqual([
      "/blog",
      "/blog/*",
      "/blog/a",
      "/blog/rss.xml",
      // The German pages show the English document until there is a German one.
      "/de/blog",
      "/de/blog/*",
      "/de/blog/a",
      "/de/blog/rss.xml",
      "/de/search",
      "/search",
      "/sitemap.xml",
    ]);
    const added = { ...before, post: [...before.post, post("c", "C")] };
    expect(pagesShowingChanges(before, added)).toContain("/blog/c");
    const removed = { ...before, faq: [] };
    expect(pagesShowingChanges(before, removed)).toEqual(["/de/faq", "/de/search", "/faq", "/search"]);
  });

  it("counts a new place in the listing as a change", () => {
    const before = {
      ...none(),
      service: [
        { slug: "x", data: {} },
        { slug: "y", data: {} },
      ],
    };
    const reordered = { ...before, service: [before.service[1]!, before.service[0]!] };
    expect(pagesShowingChanges(before, reordered)).toEqual(expect.arrayContaining(["/services", "/services/x", "/services/y"]));
  });
});
