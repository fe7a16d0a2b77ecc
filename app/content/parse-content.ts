import type { z } from "zod";

/**
 * Validates a content module when it is first imported, so a broken entry stops the build
 * and the server at start-up with the file, the entry and the field named.
 */
export function parseContent<T extends z.ZodType>(file: string, schema: T, entries: unknown[]): z.infer<T>[] {
  return entries.map((entry, index) => {
    const result = schema.safeParse(entry);
    if (result.success) return result.data;
    const label = typeof entry === "object" && entry !== null && "slug" in entry ? `"${String(entry.slug)}"` : `#${index}`;
    const problems = result.error.issues.map((issue) => `${issue.path.join(".") || "(entry)"}: ${issue.message}`).join("; ");
    throw new Error(`${file}: entry ${label} is invalid: ${problems}`);
  });
}

/** Slugs must be unique inside one collection, or links would reach the wrong entry. */
export function assertUniqueSlugs(file: string, entries: { slug: string }[]): void {
  const seen = new Set<string>();
  for (const { slug } of entries) {
    if (seen.has(slug)) throw new Error(`${file}: slug "${slug}" is used twice`);
    seen.add(slug);
  }
}

/**
 * Every cross-reference must name an existing entry, or a page would link to nothing. Throws
 * with the file, the entry and the unknown name, e.g. `course "x" names unknown instructor "y"`.
 */
export function assertReferences<T extends { slug: string }>(
  file: string,
  kind: string,
  entries: T[],
  field: string,
  referencesOf: (entry: T) => string[],
  exists: (slug: string) => boolean,
): void {
  for (const entry of entries) {
    const unknown = referencesOf(entry).find((slug) => !exists(slug));
    if (unknown !== undefined) throw new Error(`${file}: ${kind} "${entry.slug}" names unknown ${field} "${unknown}"`);
  }
}
