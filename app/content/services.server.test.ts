import { publicFileExists, svgSize } from "~tests/support/svg-size";
import { findService, services } from "./services.server";
import { showRepositoryContent } from "~tests/support/repository-content";

// The shipped services, courses and posts, as a new site shows them from its first start (issue 62).
showRepositoryContent();

describe("services", () => {
  it("names each service once, with a slug made from its name", () => {
    const names = services().map((service) => service.name);
    expect(new Set(names).size).toBe(names.length);
    for (const { name, slug } of services()) {
      expect(slug, name).toBe(name.toLowerCase().replace(/[^a-z0-9]+/g, "-"));
    }
  });

  it("spells every name correctly", () => {
    for (const { name } of services()) {
      expect(name).not.toMatch(/graphics design|desing|developement|marketting|ecommerce/i);
    }
  });

  it("ships an existing SVG for every service with the declared size", () => {
    for (const { slug, image } of services()) {
      expect(image.src).toBe(`/images/services/${slug}.svg`);
      expect(publicFileExists(image.src), image.src).toBe(true);
      expect(svgSize(image.src), image.src).toEqual({ width: image.width, height: image.height });
    }
  });

  it("has real summaries and alt text, not placeholders", () => {
    for (const { summary, image } of services()) {
      expect(summary).not.toMatch(/\b(ok|lorem|ipsum|todo)\b/i);
      expect(summary).not.toContain("!");
      expect(image.alt.length).toBeGreaterThan(20);
    }
  });

  it("describes what every engagement includes and how it runs", () => {
    for (const { slug, included, process } of services()) {
      expect(included.length, slug).toBeGreaterThanOrEqual(4);
      expect(process.length, slug).toBeGreaterThanOrEqual(3);
      const titles = process.map((step) => step.title);
      expect(new Set(titles).size, slug).toBe(titles.length);
    }
  });

  it("writes service details without placeholders", () => {
    for (const { slug, intro, included, process, engagement } of services()) {
      const texts = [intro, engagement, ...included, ...process.flatMap((step) => [step.title, step.text])];
      for (const text of texts) {
        expect(text, slug).not.toMatch(/\b(ok|lorem|ipsum|todo)\b/i);
        expect(text, slug).not.toContain("!");
      }
    }
    const intros = services().map((service) => service.intro);
    expect(new Set(intros).size).toBe(intros.length);
  });

  it("finds a service by slug", () => {
    expect(findService("ux-ui")?.name).toBe("UX/UI");
    expect(findService("no-such-service")).toBeUndefined();
  });
});
