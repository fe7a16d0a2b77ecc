import { pageMeta } from "./page-meta.server";
import { breadcrumbs } from "./structured-data.server";

const find = (tags: ReturnType<typeof pageMeta>, key: string, value: string) =>
  tags.find((tag) => (tag as Record<string, unknown>)[key] === value) as Record<string, string> | undefined;

describe("pageMeta", () => {
  it("titles the page with the site's name, and the home page with the tagline it gives as its title", () => {
    expect(pageMeta({ title: "Courses", description: "d", path: "/courses" })[0]).toEqual({ title: "Courses | Brightline Digital" });
    expect(pageMeta({ title: "Studio for ambitious products", description: "d", path: "/" })[0]).toEqual({
      title: "Brightline Digital: Studio for ambitious products",
    });
  });

  it("gives an indexable page its canonical URL and sharing cards with an absolute image", () => {
    const tags = pageMeta({ title: "FAQ", description: "Answers.", path: "/faq" });
    expect(find(tags, "rel", "canonical")?.href).toBe("http://localhost:3000/faq");
    expect(find(tags, "property", "og:url")?.content).toBe("http://localhost:3000/faq");
    expect(find(tags, "property", "og:image")?.content).toBe("http://localhost:3000/images/og-default.png");
    expect(find(tags, "name", "twitter:card")?.content).toBe("summary_large_image");
    expect(find(tags, "name", "twitter:description")?.content).toBe("Answers.");
    expect(find(tags, "name", "robots")).toBeUndefined();
  });

  it("keeps a page without a path out of search results", () => {
    const tags = pageMeta({ title: "Log in", description: "d" });
    expect(find(tags, "name", "robots")?.content).toBe("noindex");
    expect(find(tags, "rel", "canonical")).toBeUndefined();
  });

  it("adds each structured-data object as JSON-LD in schema.org's context", () => {
    const tags = pageMeta({ title: "A", description: "d", path: "/a", structuredData: [breadcrumbs([{ name: "A", path: "/a" }])] });
    const jsonLd = tags
      .filter((tag) => "script:ld+json" in tag)
      .map((tag) => (tag as { "script:ld+json": Record<string, unknown> })["script:ld+json"]);
    expect(jsonLd).toEqual([
      {
        "@context": "https://schema.org",
        "@type": "BreadcrumbList",
        itemListElement: [
          { "@type": "ListItem", position: 1, name: "Home", item: "http://localhost:3000/" },
          { "@type": "ListItem", position: 2, name: "A", item: "http://localhost:3000/a" },
        ],
      },
    ]);
  });
});
