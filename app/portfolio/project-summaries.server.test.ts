import { projects } from "~/content/projects.server";
import { findService } from "~/content/services.server";
import { summariseProject } from "./project-summaries.server";
import { showRepositoryContent } from "~tests/support/repository-content";

// The shipped services, courses and posts, as a new site shows them from its first start (issue 62).
showRepositoryContent();

describe("summariseProject", () => {
  const project = projects().find((entry) => entry.services.length > 1)!;

  it("keeps a card's fields and names the services", () => {
    expect(summariseProject(project)).toEqual({
      slug: project.slug,
      title: project.title,
      client: project.client,
      year: project.year,
      summary: project.summary,
      cover: project.cover,
      serviceNames: project.services.map((slug) => findService(slug)!.name),
    });
  });

  it("leaves out the story, results and gallery that only the case study's own page shows", () => {
    const summary = summariseProject(project);
    for (const field of ["challenge", "approach", "result", "results", "gallery", "services", "sector"]) {
      expect(summary).not.toHaveProperty(field);
    }
  });
});
