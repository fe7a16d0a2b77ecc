import { z } from "zod";
import { type WordPath, slug } from "./schema";

/**
 * A tag a post may carry (issue 64): its address, the `?tag=` of the blog's filter, and its name
 * in each language. The studio adds one as it adds any document; posts name theirs by address.
 */
export const tagSchema = z.object({
  slug,
  name: z.string().min(2).max(30),
});

export type Tag = z.infer<typeof tagSchema>;

/** What a tag says in words: its name. Its address is the same in every language. */
export const tagWords = ["name"] as const satisfies readonly WordPath[];
