import { projects } from "~/content/projects.server";
import { findService, services } from "~/content/services.server";
import { portfolioFor, portfolioURL } from "./portfolio-filter.server";
import { summariseProject } from "./project-summaries.server";
import { showRepositoryContent } from "~tests/support/repository-content";

// The shipped services, courses and posts, as a new site shows them from its first start (issue 62).
showRepositoryContent();

function view(query: string) {
  return portfolioFor(new URLSearchParams(query));
}

const everyProject = projects().map(summariseProject);

describe("portfolioFor", () => {
  it("has content to filter", () => {
    expect(projects().length).toBeGreaterThan(1);
    expect(findService("web-development")).toBeDefined();
  });

  it("shows every project and no active service without a parameter", () => {
    const result = view("");
    expect(result.projects).toEqual(everyProject);
    expect(result.service).toMatchObject({ value: null, unknown: false });
    expect(result.serviceName).toBeNull();
  });

  it("shows only the projects that use the chosen service, as card summaries", () => {
    const result = view("service=web-development");
    const expected = projects().filter((project) => project.services.includes("web-development"));
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(projects().length);
    expect(result.projects).toEqual(expected.map(summariseProject));
    expect(result.service).toMatchObject({ value: "web-development", unknown: false });
    expect(result.serviceName).toBe(findService("web-development")!.name);
  });

  it("keeps the newest-first order when filtering", () => {
    const years = view("service=ux-ui").projects.map((project) => project.year);
    expect(years).toEqual([...years].sort((a, b) => b - a));
  });

  it("finds at least one project for every service", () => {
    for (const service of services()) {
      const result = view(`service=${service.slug}`);
      expect(result.service.value).toBe(service.slug);
      expect(result.projects.length).toBeGreaterThan(0);
    }
  });

  it("links to every service and to all projects, marking the chosen one", () => {
    const { options } = view("service=ux-ui").service;
    expect(options[0]).toEqual({ label: "All projects", to: "/projects", active: false });
    expect(options.slice(1).map((option) => option.to)).toEqual(services().map((service) => `/projects?service=${service.slug}`));
    expect(options.filter((option) => option.active).map((option) => option.label)).toEqual([findService("ux-ui")!.name]);
  });

  it("shows every project for an unknown service, and keeps nothing of what was asked", () => {
    const typed = '<script>alert("zq-typed")</script>';
    const result = view(new URLSearchParams({ service: typed }).toString());
    expect(result.projects).toEqual(everyProject);
    expect(result.service).toMatchObject({ value: null, unknown: true });
    expect(result.serviceName).toBeNull();
    expect(JSON.stringify(result)).not.toContain("zq-typed");
  });

  it("treats an empty service as no filter and no message", () => {
    for (const query of ["service=", "service=%20%20"]) {
      expect(view(query).service).toMatchObject({ value: null, unknown: false });
      expect(view(query).projects).toEqual(everyProject);
    }
  });

  it("ignores spaces around a known service", () => {
    expect(view("service=%20web-development%20").service).toMatchObject({ value: "web-development", unknown: false });
  });

  it("treats an overly long value as unknown", () => {
    const result = view(`service=${"x".repeat(500)}`);
    expect(result.projects).toEqual(everyProject);
    expect(result.service).toMatchObject({ value: null, unknown: true });
  });

  it("links from other pages to the same address as its own filter link", () => {
    const ownLink = view("").service.options.find((option) => option.label === findService("ux-ui")!.name)!.to;
    expect(portfolioURL("ux-ui")).toBe(ownLink);
    expect(portfolioURL("ux-ui")).toBe("/projects?service=ux-ui");
  });

  it("uses the first service when several are given", () => {
    expect(view("service=ux-ui&service=e-commerce").service.value).toBe("ux-ui");
  });
});
