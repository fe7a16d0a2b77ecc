import type { WordPath } from "./schema";
import { z } from "zod";
import { projectResultSchema, slug, titledTextSchema } from "./schema";

export const clientQuoteSchema = z.object({
  quote: z.string().min(60).max(400),
  name: z.string().min(3),
  role: z.string().min(3),
  company: z.string().min(2),
  /** The case study the quote is about, when there is one. */
  project: slug.optional(),
});

export const aboutSchema = z.object({
  /** Where the studio came from, in paragraphs. */
  story: z.array(z.string().min(120).max(700)).min(2).max(4),
  mission: z.string().min(60).max(300),
  values: z.array(titledTextSchema).min(3).max(6),
  /** How a project runs, step by step, in order. */
  process: z
    .array(titledTextSchema.extend({ duration: z.string().min(3).max(30) }))
    .min(4)
    .max(7),
  figures: z.array(projectResultSchema).min(3).max(4),
  quotes: z.array(clientQuoteSchema).min(3).max(6),
});

export type About = z.infer<typeof aboutSchema>;
export type ClientQuote = z.infer<typeof clientQuoteSchema>;

/** What the about page says in words; who said a quote, their company and its case study are facts. */
export const aboutWords = [
  "story",
  "mission",
  "values",
  "process",
  "figures",
  "quotes[].quote",
  "quotes[].role",
] as const satisfies readonly WordPath[];
