import { z } from "zod";
import type { WordPath } from "~/content/schema";

/** The legal texts a trader must show (issue 65): each a page of its own, in each language. */
export const legalPages = ["legal-notice", "terms", "withdrawal"] as const;
export type LegalPage = (typeof legalPages)[number];

/**
 * The facts a legal text names by placeholder, filled in when the page is shown (trader.server.ts):
 * a fact is stored once, in the settings or the site's data, and a text says where it goes, so
 * a new phone number or director changes every page and mail that gives it, in both languages.
 */
export const traderPlaceholders = [
  "company.name",
  "company.address",
  "company.email",
  "company.phone",
  "company.directors",
  "company.registration",
  "company.vatNumber",
  "vat.rate",
] as const;
export type TraderPlaceholder = (typeof traderPlaceholders)[number];

/** `{{company.phone}}`: a placeholder as a text writes it. */
export const PLACEHOLDER = /\{\{\s*([a-zA-Z.]+)\s*\}\}/g;

const knownPlaceholders: ReadonlySet<string> = new Set(traderPlaceholders);

/** The placeholders a text names that no fact fills: a typo would otherwise reach the page as braces. */
export function unknownPlaceholders(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((match) => match[1]!).filter((name) => !knownPlaceholders.has(name));
}

export const legalTextSchema = z.object({
  page: z.enum(legalPages),
  /** The page's title, before the site's name. */
  title: z.string().min(2).max(60),
  /** What a search result or a shared link says of the page. */
  description: z.string().min(50).max(200),
  intro: z.object({ label: z.string().min(2).max(30), heading: z.string().min(5).max(80), lead: z.string().min(20).max(400) }),
  /** The text, in Markdown, its sections from `##`; facts by placeholder (traderPlaceholders). */
  body: z
    .string()
    .min(100)
    .max(40_000)
    .superRefine((body, context) => {
      const unknown = unknownPlaceholders(body);
      if (unknown.length > 0)
        context.addIssue({
          code: "custom",
          message: `names ${unknown.map((name) => `{{${name}}}`).join(", ")}, which no fact fills; the facts are ${traderPlaceholders.map((name) => `{{${name}}}`).join(", ")}`,
        });
    })
    .describe(
      "The text, in Markdown. Facts the settings hold are written as placeholders, filled in on the page: {{company.name}}, {{company.address}}, {{company.email}}, {{company.phone}}, {{company.directors}}, {{company.registration}}, {{company.vatNumber}}, {{vat.rate}}",
    ),
});
export type LegalText = z.infer<typeof legalTextSchema>;

/** Everything but which page it is is words: a translation holds them all. */
export const legalTextWords = ["title", "description", "intro", "body"] as const satisfies readonly WordPath[];
