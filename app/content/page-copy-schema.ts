import type { WordPath } from "./schema";
import { z } from "zod";

export const staticPages = ["services", "about-us", "faq", "privacy"] as const;
export type StaticPage = (typeof staticPages)[number];

export const pageCopySchema = z.object({
  page: z.enum(staticPages),
  /** The page's title, before the site's name. */
  title: z.string().min(2).max(60),
  /** What a search result or a shared link says of the page. */
  description: z.string().min(50).max(200),
  /** The label, heading and lead at the page's top, where its intro is plain words (PageIntro). */
  intro: z.object({ label: z.string().min(2).max(30), heading: z.string().min(5).max(80), lead: z.string().min(20).max(400) }).optional(),
});
export type PageCopy = z.infer<typeof pageCopySchema>;

/** A page's title, description and intro are all words; which page it is, a fact. */
export const pageCopyWords = ["title", "description", "intro"] as const satisfies readonly WordPath[];
