import { projects } from "~/content/projects.server";
import { findService, services } from "~/content/services.server";
import { portfolioFor } from "./portfolio-filter.server";

function view(query: string) {
  return portfolioFor(new URLSearchParams(query));
}

describe("portfolioFor", () => {
  it("has content to filter", () => {
    expect(projects.length).toBeGreaterThan(1);
    expect(findService("web-development")).toBeDefined();
  });

  it("shows every project and no active service without a parameter", () => {
    expect(view("")).toEqual({ projects, activeService: null, unknownService: null });
  });

  it("shows only the projects that use the chosen service", () => {
    const result = view("service=web-development");
    const expected = projects.filter((project) => project.services.includes("web-development"));
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(projects.length);
    expect(result.projects).toEqual(expected);
    expect(result.projects.every((project) => project.services.includes("web-development"))).toBe(true);
    expect(result.activeService).toEqual(findService("web-development"));
    expect(result.activeService?.slug).toBe("web-development");
    expect(result.unknownService).toBeNull();
  });

  it("keeps the newest-first order when filtering", () => {
    const years = view("service=ux-ui").projects.map((project) => project.year);
    expect(years).toEqual([...years].sort((a, b) => b - a));
  });

  it("finds at least one project for every service", () => {
    for (const service of services) {
      const result = view(`service=${service.slug}`);
      expect(result.activeService?.slug).toBe(service.slug);
      expect(result.projects.length).toBeGreaterThan(0);
    }
  });

  it("shows every project and names an unknown service", () => {
    expect(view("service=underwater-basket-weaving")).toEqual({
      projects,
      activeService: null,
      unknownService: "underwater-basket-weaving",
    });
  });

  it("treats an empty service as no filter and no message", () => {
    expect(view("service=")).toEqual({ projects, activeService: null, unknownService: null });
    expect(view("service=%20%20")).toEqual({ projects, activeService: null, unknownService: null });
  });

  it("ignores spaces around a known service", () => {
    const result = view("service=%20web-development%20");
    expect(result.activeService?.slug).toBe("web-development");
    expect(result.unknownService).toBeNull();
  });

  it("does not echo an overly long value back", () => {
    const result = view(`service=${"x".repeat(500)}`);
    expect(result.projects).toEqual(projects);
    expect(result.activeService).toBeNull();
    expect(result.unknownService).toBe("(unreadable)");
  });

  it("uses the first service when several are given", () => {
    expect(view("service=ux-ui&service=e-commerce").activeService?.slug).toBe("ux-ui");
  });
});
