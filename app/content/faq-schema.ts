import type { WordPath } from "./schema";
import { z } from "zod";
import { faqGroups, type FaqGroupId } from "./faq-groups";
import { slug } from "./schema";

export const questionSchema = z.object({
  question: z.string().min(10).max(140).endsWith("?"),
  /** Plain text; paragraphs separated by a blank line. */
  answer: z.string().min(60).max(900),
});

export const faqEntrySchema = questionSchema.extend({
  /** The question's anchor on /faq: /faq#<id> opens it. */
  id: slug,
  group: z.enum(faqGroups.map((group) => group.id) as [FaqGroupId, ...FaqGroupId[]]),
});

export type Question = z.infer<typeof questionSchema>;
export type FaqEntry = z.infer<typeof faqEntrySchema>;

/** An answer's words; its anchor and group are facts. */
export const faqEntryWords = ["question", "answer"] as const satisfies readonly WordPath[];
