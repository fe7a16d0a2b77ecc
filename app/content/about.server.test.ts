import { about } from "./about.server";
import { projects } from "./projects.server";
import { showRepositoryContent } from "~tests/support/repository-content";

// The shipped services, courses and posts, as a new site shows them from its first start (issue 62).
showRepositoryContent();

/** Every string anywhere inside a value, so checks reach nested fields. */
function allText(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(allText);
  if (typeof value === "object" && value !== null) return Object.values(value).flatMap(allText);
  return [];
}

describe("about", () => {
  it("tells the founding story", () => {
    const story = about().story.join(" ");
    expect(story).toContain("2016");
    expect(story).toContain("Bristol");
    expect(story).toContain("Maya Okafor");
    expect(story).toContain("Tom Lindqvist");
  });

  it("runs the process in order, starting with discovery", () => {
    expect(about().process[0]?.title).toBe("Discovery");
    const titles = about().process.map((step) => step.title);
    expect(new Set(titles).size).toBe(titles.length);
  });

  it("has between three and four figures, each short enough for a tile", () => {
    expect(about().figures.length).toBeGreaterThanOrEqual(3);
    expect(about().figures.length).toBeLessThanOrEqual(4);
    for (const { value } of about().figures) expect(value.length).toBeLessThanOrEqual(12);
  });

  it("quotes clients about case studies that exist, under the project's client name", () => {
    expect(about().quotes.length).toBeGreaterThanOrEqual(3);
    for (const quote of about().quotes) {
      const project = projects().find((candidate) => candidate.slug === quote.project);
      expect(project, `${quote.name}: ${quote.project}`).toBeDefined();
      expect(quote.company, quote.name).toBe(project?.client);
    }
    const quoted = about().quotes.map((quote) => quote.project);
    expect(new Set(quoted).size).toBe(quoted.length);
  });

  it("has no placeholder text or exclamation marks anywhere", () => {
    for (const text of allText(about())) {
      expect(text).not.toMatch(/\b(ok|lorem|ipsum|todo)\b/i);
      expect(text).not.toContain("!");
    }
  });
});
