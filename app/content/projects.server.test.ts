import { publicFileExists, svgSize } from "~tests/support/svg-size";
import { findProject, projects, projectsForService } from "./projects.server";
import { services } from "./services.server";
import { showRepositoryContent } from "~tests/support/repository-content";

// The shipped services, courses and posts, as a new site shows them from its first start (issue 62).
showRepositoryContent();

describe("projects", () => {
  it("has at least nine case studies with unique slugs", () => {
    expect(projects().length).toBeGreaterThanOrEqual(9);
    const slugs = projects().map((project) => project.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
  });

  it("only names services that exist", () => {
    const known = new Set(services().map((service) => service.slug));
    for (const project of projects()) {
      for (const slug of project.services) expect(known.has(slug), `${project.slug}: ${slug}`).toBe(true);
    }
  });

  it("uses every service in at least one project", () => {
    for (const service of services()) {
      expect(projectsForService(service.slug).length, service.slug).toBeGreaterThan(0);
    }
    expect(projectsForService("app-development").length).toBeGreaterThanOrEqual(2);
    expect(projectsForService("e-commerce").length).toBeGreaterThanOrEqual(2);
  });

  it("returns only the matching projects for a service", () => {
    for (const service of services()) {
      const matches = projectsForService(service.slug);
      for (const project of matches) expect(project.services).toContain(service.slug);
      expect(matches.length).toBe(projects().filter((p) => p.services.includes(service.slug)).length);
    }
    expect(projectsForService("no-such-service")).toEqual([]);
  });

  it("ships an existing cover and gallery with the declared sizes", () => {
    for (const project of projects()) {
      const images = [project.cover, ...project.gallery];
      expect(project.gallery.length).toBeGreaterThanOrEqual(2);
      for (const image of images) {
        expect(image.src.startsWith(`/images/projects/${project.slug}/`), image.src).toBe(true);
        expect(publicFileExists(image.src), image.src).toBe(true);
        expect(svgSize(image.src), image.src).toEqual({ width: image.width, height: image.height });
      }
    }
  });

  it("is sorted newest first", () => {
    const years = projects().map((project) => project.year);
    expect(years).toEqual([...years].sort((a, b) => b - a));
  });

  it("finds a project by slug", () => {
    const first = projects()[0];
    expect(first).toBeDefined();
    if (first) expect(findProject(first.slug)).toBe(first);
    expect(findProject("no-such-project")).toBeUndefined();
  });
});
