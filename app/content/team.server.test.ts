import { publicFileExists, svgSize } from "~tests/support/svg-size";
import { findTeamMember, team } from "./team.server";
import { showRepositoryContent } from "~tests/support/repository-content";

// The shipped services, courses and posts, as a new site shows them from its first start (issue 62).
showRepositoryContent();

describe("team", () => {
  it("lists exactly the six people, in order", () => {
    expect(team().map(({ slug, name, role }) => ({ slug, name, role }))).toEqual([
      { slug: "maya-okafor", name: "Maya Okafor", role: "Founder and Design Director" },
      { slug: "tom-lindqvist", name: "Tom Lindqvist", role: "Technical Director" },
      { slug: "priya-raman", name: "Priya Raman", role: "Lead Mobile Engineer" },
      { slug: "daniel-osei", name: "Daniel Osei", role: "Data Visualisation Lead" },
      { slug: "sofia-marques", name: "Sofia Marques", role: "Content and Marketing Lead" },
      { slug: "ellis-hart", name: "Ellis Hart", role: "UX Research and Accessibility Lead" },
    ]);
  });

  it("ships an existing square portrait for everyone at the declared size", () => {
    for (const { slug, name, portrait } of team()) {
      expect(portrait.src).toBe(`/images/team/${slug}.svg`);
      expect(portrait.alt).toBe(`Illustrated portrait of ${name}`);
      expect(publicFileExists(portrait.src), portrait.src).toBe(true);
      expect(portrait.width).toBe(portrait.height);
      expect(svgSize(portrait.src), portrait.src).toEqual({ width: portrait.width, height: portrait.height });
    }
  });

  it("writes every bio in the third person, without placeholders", () => {
    for (const { name, bio } of team()) {
      const firstName = name.split(" ")[0]!;
      expect(bio.startsWith(firstName), name).toBe(true);
      expect(bio).not.toMatch(/\b(I|I'm|my|we're)\b/);
      expect(bio).not.toMatch(/\b(ok|lorem|ipsum|todo)\b/i);
      expect(bio).not.toContain("!");
    }
  });

  it("finds a team member by slug", () => {
    expect(findTeamMember("daniel-osei")?.name).toBe("Daniel Osei");
    expect(findTeamMember("no-such-person")).toBeUndefined();
  });
});
