import { readFileSync } from "node:fs";
import path from "node:path";

/** A document of the repository's content (`content/<locale>/`), as a new site publishes it at its first start. */
type Shipped<T> = T & { slug: string };

/**
 * The repository's documents of one kind in English, in their listing's order, read from the
 * files a new site is seeded with (issue 62): what the pages of a fresh test site show.
 */
export function shippedContent<T extends object>(kind: string): Shipped<T>[] {
  const folder = path.resolve("content", "en-GB");
  const index = JSON.parse(readFileSync(path.join(folder, "index.json"), "utf8")) as { order: Record<string, string[]> };
  return (index.order[kind] ?? []).map((slug) => ({
    slug,
    ...(JSON.parse(readFileSync(path.join(folder, kind, `${slug}.json`), "utf8")) as T),
  }));
}
