import type { WordPath } from "./schema";
import { z } from "zod";
import { imageSchema, slug } from "./schema";
import { COVER_FOCUS } from "~/content-images/share-image";

/** The front matter at the top of every post (`content/<locale>/post/<slug>.md`): a post is Markdown under it. */
export const postFrontMatterSchema = z.object({
  title: z.string().min(10).max(100),
  /** YAML reads an unquoted 2026-03-14 as a date; either form is accepted. */
  date: z.union([z.iso.date(), z.date().transform((date) => date.toISOString().slice(0, 10))]),
  /** A team member's slug. */
  author: slug,
  /** Tags' addresses: the tags the studio publishes (content-references.server.ts checks them). */
  tags: z.array(slug).min(1).max(4),
  summary: z.string().min(60).max(260),
  /** Its focus: where the cover's subject is, kept whole when a share card cuts it to shape. */
  cover: imageSchema.extend({
    focus: z
      .enum(COVER_FOCUS)
      .optional()
      .describe("A shared link's card is 1200 × 630: a cover of another shape is cut to it around this part. Left empty, around the middle."),
  }),
});

export type PostFrontMatter = z.infer<typeof postFrontMatterSchema>;

/** What a post says in words; its date, author, tags and cover's file are facts. */
export const postWords = ["title", "summary", "cover.alt", "body"] as const satisfies readonly WordPath[];
