import { teamPortrait } from "./repository-images";
import type { Locale } from "~/i18n/locale";
import { ContentShelf } from "./content-shelf.server";
import { germanTeam } from "./team.de.server";
import { assertUniqueSlugs, parseContent } from "./parse-content";
import { teamMemberSchema, type TeamMember } from "./team-schema";

const FILE = "app/content/team.server.ts";

/** What the repository holds, checked: the content store's first version (decision 43). */
export const repositoryTeam: TeamMember[] = parseContent(FILE, teamMemberSchema, [
  {
    slug: "maya-okafor",
    name: "Maya Okafor",
    role: "Founder and Design Director",
    bio: "Maya co-founded Brightline in 2016 and leads the design practice, from brand identities to the studio's design courses. Before moving to Bristol she spent seven years at a London branding agency, finishing as associate creative director on retail and charity rebrands. She still draws the first sketches on most identity projects.",
    portrait: teamPortrait("maya-okafor", "Illustrated portrait of Maya Okafor"),
  },
  {
    slug: "tom-lindqvist",
    name: "Tom Lindqvist",
    role: "Technical Director",
    bio: "Tom co-founded Brightline with Maya and is responsible for how the studio builds software, from architecture reviews to the release pipeline every project ships with. He grew up in Gothenburg and spent eight years as a backend engineer at a payments company before settling in Bristol. He teaches the studio's React course.",
    portrait: teamPortrait("tom-lindqvist", "Illustrated portrait of Tom Lindqvist"),
  },
  {
    slug: "priya-raman",
    name: "Priya Raman",
    role: "Lead Mobile Engineer",
    bio: "Priya leads app development at Brightline and led the builds for Northwind Credit Union and Fieldnotes Academy. She joined in 2019 from a Manchester health-tech start-up, where she built offline-first apps for community nurses. She cares most about accessibility on small screens and release pipelines that never depend on one person.",
    portrait: teamPortrait("priya-raman", "Illustrated portrait of Priya Raman"),
  },
  {
    slug: "daniel-osei",
    name: "Daniel Osei",
    role: "Data Visualisation Lead",
    bio: "Daniel runs the Chart Design practice, turning complicated data into dashboards and report graphics people can read at a glance. He spent six years as an analyst in government statistics and two as a graphics editor at a regional newspaper before joining Brightline in 2020. He designed the charting systems for Heliogrid and Lumen Analytics.",
    portrait: teamPortrait("daniel-osei", "Illustrated portrait of Daniel Osei"),
  },
  {
    slug: "sofia-marques",
    name: "Sofia Marques",
    role: "Content and Marketing Lead",
    bio: "Sofia leads the writers who shape each client's voice and the team that plans their search, social and email campaigns. She started as a features journalist in Lisbon, then ran content and acquisition for a UK travel company for five years. She edits the studio blog and teaches its copywriting course.",
    portrait: teamPortrait("sofia-marques", "Illustrated portrait of Sofia Marques"),
  },
  {
    slug: "ellis-hart",
    name: "Ellis Hart",
    role: "UX Research and Accessibility Lead",
    bio: "Ellis leads user research and accessibility, running the usability sessions behind projects such as the Cedar Health patient portal. Before joining Brightline in 2021, Ellis spent five years auditing public sector services for accessibility, testing alongside screen reader, magnifier and switch users. Nothing launches until Ellis has signed it off against WCAG 2.2 AA.",
    portrait: teamPortrait("ellis-hart", "Illustrated portrait of Ellis Hart"),
  },
]);

assertUniqueSlugs(FILE, repositoryTeam);

/** The team the pages show, in each language: the repository's until the site starts, then the content store's (showTeam). */
const teamShelf = new ContentShelf("team", (member: TeamMember) => member.slug, { "en-GB": repositoryTeam, de: germanTeam });

/** The team as the about page in the page's language lists it; a preview's draft among them. */
export function team(): TeamMember[] {
  return teamShelf.listed();
}

/** The content store's published team members of a language replace the repository's once the site has started (decision 43). */
export function showTeam(published: TeamMember[], locale?: Locale): void {
  teamShelf.show(published, locale);
}

/** A team member in the page's language, or in English while their words have no translation. */
export function findTeamMember(slug: string): TeamMember | undefined {
  return teamShelf.find(slug);
}
