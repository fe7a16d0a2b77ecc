import type { WordPath } from "./schema";
import { z } from "zod";

/** A heading, the small label above it and the words below: a section's opening on the home page. */
const sectionOpeningSchema = z.object({
  label: z.string().min(2).max(40),
  heading: z.string().min(5).max(80),
  intro: z.string().min(20).max(300),
});

/**
 * The home page's words (issue 64): what the studio says first, each section's opening, the
 * figures beside the apps, and the call to write. One document; its services and case studies
 * are those documents' own.
 */
export const homeSchema = z.object({
  /** What a search result or a shared link says of the site. */
  description: z.string().min(50).max(200),
  /** After the studio's name in the home page's title, and at the foot of every page. */
  tagline: z.string().min(10).max(80),
  hero: z.object({
    badge: z.string().min(2).max(40),
    heading: z.string().min(5).max(80).describe("An & in it is drawn in the site's accent colour"),
    lead: z.string().min(40).max(400),
    workLink: z.string().min(2).max(30),
    servicesLink: z.string().min(2).max(30),
    imageAlt: z.string().min(10).max(200),
  }),
  services: sectionOpeningSchema,
  apps: z.object({
    heading: z.string().min(5).max(80),
    text: z.string().min(40).max(500),
    demosLink: z.string().min(2).max(30),
    /** Figures beside the words: a value (a fact, the same in every language) and what it counts. */
    figures: z
      .array(z.object({ value: z.string().min(1).max(12), label: z.string().min(2).max(40) }))
      .min(1)
      .max(4),
  }),
  work: sectionOpeningSchema.extend({ moreLink: z.string().min(2).max(30) }),
  contact: z.object({
    heading: z.string().min(5).max(80),
    text: z.string().min(20).max(300),
  }),
});

export type Home = z.infer<typeof homeSchema>;

/** Everything on the home page is words, but its figures' values. */
export const homeWords = [
  "description",
  "tagline",
  "hero",
  "services",
  "apps.heading",
  "apps.text",
  "apps.demosLink",
  "apps.figures[].label",
  "work",
  "contact",
] as const satisfies readonly WordPath[];
