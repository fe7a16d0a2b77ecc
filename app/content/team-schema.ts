import type { WordPath } from "./schema";
import { z } from "zod";
import { imageSchema, slug } from "./schema";

export const teamMemberSchema = z.object({
  slug,
  name: z.string().min(3),
  role: z.string().min(3).max(60),
  /** Two or three sentences in the third person: what they do here and what they did before. */
  bio: z.string().min(80).max(420),
  /** An illustrated avatar under /images/team/, square. */
  portrait: imageSchema,
});

export type TeamMember = z.infer<typeof teamMemberSchema>;

/** What a team member's page says in words; their name and portrait are the same in every language. */
export const teamMemberWords = ["role", "bio", "portrait.alt"] as const satisfies readonly WordPath[];
