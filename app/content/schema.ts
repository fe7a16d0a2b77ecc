import { z } from "zod";
import { m } from "~/i18n/paraglide/messages.js";
import type { Image } from "~/types/image";

/**
 * A path through a document's data to what it says in words (`title`, `cover.alt`,
 * `modules[].title`, a whole list of lines): a translation holds those only, and everything
 * else is a fact, English's in every language (app/content-store/words.ts, decision 55).
 */
export type WordPath = string;

// 80 characters: the content store's own limit on an address (drizzle/0011_content_store.sql).
export const slug = z
  .string()
  .max(80)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: () => m.refusal_slug() });

/** Every image we ship declares its size so the layout never shifts while it loads (`Image`). */
export const imageSchema = z.object({
  // A file the repository ships, or an image uploaded in the studio (its largest WebP).
  src: z
    .string()
    .regex(
      /^(\/images\/.+\.(svg|webp|avif|png|jpg)|\/content-images\/[0-9a-f]{32}-[1-9][0-9]{0,3}\.webp)$/,
      { error: () => m.refusal_image_src() },
    ),
  alt: z.string().min(3),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
}) satisfies z.ZodType<Image>;

/** A titled step or point, as in "how it runs" or "our values". */
export const titledTextSchema = z.object({
  title: z.string().min(3).max(60),
  text: z.string().min(40).max(400),
});

export const serviceSchema = z.object({
  slug,
  name: z.string().min(2),
  summary: z.string().min(40).max(260),
  image: imageSchema,
  /** The service page's opening paragraph: what it is and who it is for. */
  intro: z.string().min(160).max(700),
  /** What an engagement includes, one deliverable a line. */
  included: z.array(z.string().min(10).max(140)).min(4).max(8),
  /** How an engagement runs, in order. */
  process: z.array(titledTextSchema).min(3).max(6),
  /** Typical length and shape of an engagement, in one sentence. */
  engagement: z.string().min(30).max(200),
});

export const projectResultSchema = z.object({
  value: z.string().min(1).max(12),
  label: z.string().min(3),
});

export const projectSchema = z.object({
  slug,
  title: z.string().min(3),
  client: z.string().min(2),
  sector: z.string().min(3),
  year: z.number().int().min(2015).max(2030),
  services: z.array(slug).min(1),
  summary: z.string().min(40).max(300),
  cover: imageSchema,
  challenge: z.string().min(80),
  approach: z.array(z.string().min(30)).min(2),
  result: z.string().min(60),
  results: z.array(projectResultSchema).min(2).max(4),
  gallery: z.array(imageSchema.extend({ caption: z.string().min(3) })).min(2),
});

export type { Image };
export type Service = z.infer<typeof serviceSchema>;
export type Project = z.infer<typeof projectSchema>;

/** What a service says in words (words.ts): the rest (its address, its image's file) is the same in every language. */
export const serviceWords = [
  "name",
  "summary",
  "image.alt",
  "intro",
  "included",
  "process",
  "engagement",
] as const satisfies readonly WordPath[];

/** What a case study says in words; its client, year, services and images' files are facts. */
export const projectWords = [
  "title",
  "sector",
  "summary",
  "cover.alt",
  "challenge",
  "approach",
  "result",
  // A figure's value is written the language's way ("40%", "40 %").
  "results",
  "gallery[].alt",
  "gallery[].caption",
] as const satisfies readonly WordPath[];
