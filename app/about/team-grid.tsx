import type { TeamMember } from "~/content/team-schema";

export function TeamGrid({ team }: { team: TeamMember[] }) {
  return (
    <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {team.map((member) => (
        <li key={member.slug} className="rounded-box border border-base-300 bg-base-100 p-6">
          <img
            src={member.portrait.src}
            alt={member.portrait.alt}
            width={member.portrait.width}
            height={member.portrait.height}
            loading="lazy"
            decoding="async"
            className="size-24 rounded-full border border-base-300"
          />
          <h3 className="mt-5 text-lg font-bold">{member.name}</h3>
          <p className="text-sm font-semibold text-secondary">{member.role}</p>
          <p className="mt-3 text-base-content/75">{member.bio}</p>
        </li>
      ))}
    </ul>
  );
}
