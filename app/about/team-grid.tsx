import { CardGrid } from "~/components/ui/card-grid";
import { ContentImage } from "~/components/ui/content-image";
import { Surface } from "~/components/ui/surface";
import type { TeamMember } from "~/content/team-schema";

export function TeamGrid({ team }: { team: TeamMember[] }) {
  return (
    <CardGrid items={team} itemKey={(member) => member.slug}>
      {(member) => (
        <Surface className="h-full">
          <ContentImage image={member.portrait} sizes="96px" fill={false} className="size-24 rounded-full border border-base-300" />
          <h3 className="mt-5 text-lg font-bold">{member.name}</h3>
          <p className="text-sm font-semibold text-secondary">{member.role}</p>
          <p className="mt-3 text-base-content/75">{member.bio}</p>
        </Surface>
      )}
    </CardGrid>
  );
}
