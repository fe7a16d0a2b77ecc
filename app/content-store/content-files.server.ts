import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parse as parseYaml, stringify as toYaml } from "yaml";
import { z } from "zod";
import { slug } from "~/content/schema";
import { type ContentKind, contentKinds } from "~/database/schema.server";
import { baseLocale, type Locale, locales } from "~/i18n/locale";
import { IMAGES_FOLDER, type ImportedImage, readContentImageFiles } from "./content-image-files.server";
import { type ContentByKind, type ContentEntry, type ContentInLanguage, contentKindSpecs, schemaFor } from "./content-kinds.server";

/**
 * The folder `npm run content -- export` writes and `import` reads (decision 43): one folder a
 * kind, one file a document (`service/graphic-design.json`, `post/<slug>.md` with YAML front
 * matter as the repository's posts are written), and `index.json` with each kind's order; the
 * images uploaded in the studio that the content shows in `content-images/` (content-image-files.server.ts).
 */
const INDEX = "index.json";

const indexSchema = z.object({
  /** The layout of the folder; a later layout gets a new number. */
  format: z.literal(1),
  locale: z.enum(locales),
  order: z.partialRecord(z.enum(contentKinds), z.array(slug)),
});

/** A folder of content that cannot be read: every file at fault, and why. */
export class ContentFilesError extends Error {
  override name = "ContentFilesError";
  constructor(readonly problems: string[]) {
    super(`The folder was not imported:\n${problems.map((problem) => `- ${problem}`).join("\n")}`);
  }
}

/** A post's file: YAML front matter between "---" lines, then its Markdown. */
const frontMatter = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;

/** A Markdown file's YAML front matter, read, and the Markdown after it; throws naming the file. */
export function splitFrontMatter(file: string, source: string): { fields: unknown; body: string } {
  const match = frontMatter.exec(source);
  if (!match) throw new Error(`${file}: starts without front matter between "---" lines`);
  try {
    return { fields: parseYaml(match[1]!), body: source.slice(match[0].length) };
  } catch (error) {
    throw new Error(`${file}: the front matter is not valid YAML: ${(error as Error).message}`);
  }
}

function fileName(kind: ContentKind, documentSlug: string): string {
  return `${kind}/${documentSlug}.${contentKindSpecs[kind].file === "markdown" ? "md" : "json"}`;
}

/**
 * A document's file: its data as JSON, or a post's front matter as YAML over its Markdown, with
 * its fields in the order its schema gives them (the database keeps JSON in an order of its own).
 */
function fileText(kind: ContentKind, stored: Record<string, unknown>, locale: Locale): string {
  const checked = schemaFor(kind, locale).safeParse(stored);
  const data = checked.success ? checked.data : stored;
  if (contentKindSpecs[kind].file === "json") return `${JSON.stringify(data, null, 2)}\n`;
  const { body, ...frontMatter } = data;
  return `---\n${toYaml(frontMatter, { lineWidth: 0 })}---\n${String(body)}`;
}

/** Writes content into `directory`, which must be new or empty, so that nothing of another export mixes in. */
export function writeContentFiles(directory: string, byKind: ContentByKind, locale: Locale): number {
  if (existsSync(directory) && readdirSync(directory).length > 0)
    throw new ContentFilesError([`${directory} is not empty: export into a new or empty folder`]);
  const order = {} as Record<ContentKind, string[]>;
  let written = 0;
  for (const kind of contentKinds) {
    order[kind] = byKind[kind].map((entry) => entry.slug);
    if (byKind[kind].length > 0) mkdirSync(path.join(directory, kind), { recursive: true });
    for (const entry of byKind[kind]) {
      writeFileSync(path.join(directory, fileName(kind, entry.slug)), fileText(kind, entry.data, locale));
      written++;
    }
  }
  mkdirSync(directory, { recursive: true });
  writeFileSync(path.join(directory, INDEX), `${JSON.stringify({ format: 1, locale, order }, null, 2)}\n`);
  return written;
}

/**
 * Reads a folder `writeContentFiles` wrote (or a person edited): every document `index.json`
 * lists, and no file it does not. Their data is checked by the store when it is imported;
 * here only the files themselves: that each is there, is JSON or front matter, and is listed.
 */
export function readContentFiles(directory: string): { locale: Locale; byKind: ContentByKind; images: ImportedImage[] } {
  const problems: string[] = [];
  let index: z.infer<typeof indexSchema>;
  try {
    index = indexSchema.parse(JSON.parse(readFileSync(path.join(directory, INDEX), "utf8")));
  } catch (error) {
    const reason =
      error instanceof z.ZodError ? error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; ") : String(error);
    throw new ContentFilesError([`${INDEX}: ${reason}`]);
  }
  const byKind = {} as ContentByKind;
  for (const kind of contentKinds) {
    const listed = index.order[kind] ?? [];
    byKind[kind] = [];
    for (const documentSlug of listed) {
      const file = fileName(kind, documentSlug);
      try {
        byKind[kind].push({ slug: documentSlug, data: readDocument(kind, path.join(directory, file), file) });
      } catch (error) {
        problems.push(error instanceof Error ? error.message : String(error));
      }
    }
    const folder = path.join(directory, kind);
    for (const name of existsSync(folder) ? readdirSync(folder) : []) {
      if (!listed.some((documentSlug) => fileName(kind, documentSlug) === `${kind}/${name}`))
        problems.push(`${kind}/${name}: is not listed in ${INDEX}, so it would be left out`);
    }
  }
  const known = new Set<string>([INDEX, IMAGES_FOLDER, ...contentKinds]);
  for (const name of readdirSync(directory))
    if (!known.has(name)) problems.push(`${name}: is not a kind of content (${contentKinds.join(", ")}), so it would be left out`);
  const images = readContentImageFiles(directory);
  problems.push(...images.problems);
  if (problems.length > 0) throw new ContentFilesError(problems);
  return { locale: index.locale, byKind, images: images.images };
}

function readDocument(kind: ContentKind, filePath: string, file: string): ContentEntry["data"] {
  let text: string;
  try {
    text = readFileSync(filePath, "utf8");
  } catch {
    throw new Error(`${file}: is listed in ${INDEX} but is not there`);
  }
  if (contentKindSpecs[kind].file === "markdown") {
    const { fields, body } = splitFrontMatter(file, text);
    if (typeof fields !== "object" || fields === null) throw new Error(`${file}: the front matter is not a list of fields`);
    return { ...fields, body };
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new Error(`${file}: is not valid JSON: ${(error as Error).message}`);
  }
  if (typeof data !== "object" || data === null || Array.isArray(data)) throw new Error(`${file}: must hold one JSON object`);
  return data as ContentEntry["data"];
}

/** The repository's content, one folder a language (`content/en-GB`, `content/de`): found from where the site starts, as its migrations are. */
export const REPOSITORY_CONTENT = path.resolve("content");

/**
 * The repository's content in each of `only`'s languages it has a folder for (decision 55),
 * English first: what a new database is seeded with. Throws naming every file at fault, and a folder whose
 * `index.json` names another language than its own name.
 */
export function readRepositoryContent(only: readonly Locale[] = locales, folder = REPOSITORY_CONTENT): ContentInLanguage[] {
  const found = new Set(readdirSync(folder));
  const englishFirst = [baseLocale, ...locales.filter((locale) => locale !== baseLocale)];
  return englishFirst
    .filter((locale) => only.includes(locale) && found.has(locale))
    .map((locale) => {
      const { locale: said, byKind } = readContentFiles(path.join(folder, locale));
      if (said !== locale) throw new ContentFilesError([`${locale}/index.json: says its content is in "${said}", not "${locale}"`]);
      return { locale, byKind };
    });
}
