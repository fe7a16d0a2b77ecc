import { searchPreview } from "./search-preview.server";

describe("a page as a search result and a shared link (issue 64, item 12)", () => {
  const summary = "We build fast, accessible websites and apps for teams who care about every visitor, on every device.";

  it("gives the page's own title and description, with their lengths against what is shown", () => {
    const preview = searchPreview("post", { title: "Web Performance Budgets", summary }, "/blog/web-performance-budgets")!;
    expect(preview.title).toBe("Web Performance Budgets | Brightline Digital");
    expect(preview.url).toMatch(/\/blog\/web-performance-budgets$/);
    expect(preview.description).toBe(summary);
    expect(preview.titleLength).toEqual({ count: preview.title.length, shown: 60, long: false });
    expect(preview.descriptionLength).toMatchObject({ count: summary.length, long: false, short: false });
    // A service is named by its name, as its page is.
    expect(searchPreview("service", { name: "Web design", summary }, "/services/web-design")!.title).toBe(
      "Web design | Brightline Digital",
    );
  });

  it("says when a search engine would cut a text, or write its own", () => {
    const long = searchPreview(
      "post",
      { title: "A title long enough to be cut by a results page somewhere", summary: summary.repeat(2) },
      "/blog/x",
    )!;
    expect(long.titleLength.long).toBe(true);
    expect(long.descriptionLength.long).toBe(true);
    expect(searchPreview("post", { title: "Short", summary: "Too short to stand." }, "/blog/x")!.descriptionLength.short).toBe(true);
  });

  it("is none for a document with no page or nothing to describe it", () => {
    expect(searchPreview("faq", { question: "Why?", answer: "Because." }, "/faq")).toBeNull();
    expect(searchPreview("post", { title: "A post", summary }, null)).toBeNull();
  });
});
