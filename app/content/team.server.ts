import type { Locale } from "~/i18n/locale";
import { ContentShelf } from "./content-shelf.server";
import type { TeamMember } from "./team-schema";

/** The team the pages show, in each language, as the content store publishes them (showTeam). */
const teamShelf = new ContentShelf("team", (member: TeamMember) => member.slug);

/** The team as the about page in the page's language lists it; a preview's draft among them. */
export function team(): TeamMember[] {
  return teamShelf.listed();
}

/** The content store's published team members of a language are the pages' from the store's first read (decision 43). */
export function showTeam(published: TeamMember[], locale?: Locale): void {
  teamShelf.show(published, locale);
}

/** A team member in the page's language, or in English while their words have no translation. */
export function findTeamMember(slug: string): TeamMember | undefined {
  return teamShelf.find(slug);
}
