import type { WordPath } from "./schema";
import { z } from "zod";
import { imageSchema, slug } from "./schema";

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
  cover: imageSchema,
});

export type PostFrontMatter = z.infer<typeof postFrontMatterSchema>;

/** What a post says in words; its date, author, tags and cover's file are facts. */
export const postWords = ["title", "summary", "cover.alt", "body"] as const satisfies readonly WordPath[];
