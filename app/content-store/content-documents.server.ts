import { isDeepStrictEqual } from "node:util";
import { and, asc, eq, isNotNull, notInArray, sql } from "drizzle-orm";
import type { Database, Transaction } from "~/database/database.server";
import { type ContentKind, contentDocuments, contentKinds, contentSeeds, contentVersions, searchEntries } from "~/database/schema.server";
import { factsIn, listsOutOfStep } from "./words";
import { baseLocale, type Locale, locales } from "~/i18n/locale";
import {
  type ContentByKind,
  type ContentEntry,
  type ContentInLanguage,
  contentKindSpecs,
  keptData,
  schemaFor,
} from "./content-kinds.server";
import { readRepositoryContent } from "./content-files.server";
import { referenceProblems, withTranslation } from "./content-references.server";
import { writeSearchEntries } from "./search-entries.server";

/** The language every document has; a translation is a document of the same kind and slug in another (issue 42). */
export const DEFAULT_LOCALE = baseLocale;

/** Any fixed number will do; it names "seeding Brightline's content" among advisory locks. */
const SEED_LOCK = 7_340_117_043;
/** Changes to what is published take turns (content-publishing.server.ts takes the same lock). */
export const PUBLISH_LOCK = 7_340_117_044;

export type { ContentByKind } from "./content-kinds.server";

/** A document's data that its kind's schema refuses: which document, and every field at fault. */
export class ContentInvalidError extends Error {
  override name = "ContentInvalidError";
  constructor(readonly problems: string[]) {
    super(`The content was not saved:\n${problems.map((problem) => `- ${problem}`).join("\n")}`);
  }
}

/**
 * Checks every entry against its kind's schema in `locale` (a translation's words against their
 * part of it: no fact), and that a field naming the document names it by its own slug. Returns
 * the checked data, in the schema's own order of fields; throws with every problem of every
 * entry at once, each named `kind "slug": field: message`.
 */
export function checkContent(byKind: Partial<ContentByKind>, locale: Locale = baseLocale): ContentByKind {
  const problems: string[] = [];
  const checked = {} as ContentByKind;
  for (const kind of contentKinds) {
    const spec = contentKindSpecs[kind];
    checked[kind] = [];
    const seen = new Set<string>();
    for (const entry of byKind[kind] ?? []) {
      const name = `${kind} "${entry.slug}"`;
      if (seen.has(entry.slug)) problems.push(`${name}: is there twice`);
      seen.add(entry.slug);
      if (locale !== baseLocale) {
        const facts = factsIn(spec.words, entry.data);
        for (const fact of facts)
          problems.push(`${name}: ${fact}: is a fact, which the English document sets; a translation holds only words`);
        if (facts.length > 0) continue;
      }
      const result = schemaFor(kind, locale).safeParse(entry.data);
      if (!result.success) {
        for (const issue of result.error.issues) problems.push(`${name}: ${issue.path.join(".") || "(document)"}: ${issue.message}`);
        continue;
      }
      if (spec.slugField && result.data[spec.slugField] !== undefined && result.data[spec.slugField] !== entry.slug)
        problems.push(`${name}: ${spec.slugField}: must be the document's own slug, "${entry.slug}"`);
      checked[kind].push({ slug: entry.slug, data: result.data });
    }
  }
  if (problems.length > 0) throw new ContentInvalidError(problems);
  return checked;
}

/**
 * Gives the store the repository's content (`content/<locale>/`, decision 55) of each language
 * and kind this database was never given, English first: each document becomes its first
 * version, published, saved by "repository", and the language is recorded as seeded with the
 * kinds it was given. Once only: a document deleted in the studio stays deleted at the next
 * start; a kind the code gains later (the home page, issue 64) is given to a site seeded before
 * it, at its next start. A language whose files cannot be read or are refused is left for the
 * next start, and said, without holding up the others; a translation of a document English does
 * not have is left out, and said. Two instances starting together seed once. Returns how many
 * documents it made.
 */
export async function seedContent(
  db: Database,
  repository: (only: readonly Locale[]) => ContentInLanguage[] = readRepositoryContent,
): Promise<number> {
  const before = await seededKinds(db);
  const unseeded = locales.filter((locale) => kindsLeft(before, locale).length > 0);
  if (unseeded.length === 0) return 0;
  const ready: { locale: Locale; checked: ContentByKind }[] = [];
  for (const locale of unseeded) {
    try {
      for (const language of repository([locale])) ready.push({ locale, checked: checkContent(language.byKind, locale) });
    } catch (error) {
      if (!(error instanceof Error)) throw error;
      console.error(
        `Content: the repository's ${locale} content was not given to the database; the next start tries again:\n${error.message}`,
      );
    }
  }
  if (ready.length === 0) return 0;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    // Another instance may have seeded while this one waited for the lock.
    const done = await seededKinds(tx);
    let made = 0;
    for (const { locale, checked } of ready) {
      const kinds = kindsLeft(done, locale);
      // A translation takes its facts from English: without English's kind, it waits for a start that has it.
      const waiting = locale === baseLocale ? [] : kinds.filter((kind) => kindsLeft(done, baseLocale).includes(kind));
      const given = kinds.filter((kind) => !waiting.includes(kind));
      if (given.length === 0) continue;
      const orphans = locale === baseLocale ? [] : await withoutEnglish(tx, checked);
      if (orphans.length > 0)
        console.warn(`Content: left out of ${locale}'s first content:\n- ${orphans.map(untranslatable).join("\n- ")}`);
      const left = new Set(orphans.map(({ kind, slug }) => `${kind} ${slug}`));
      let documents = 0;
      for (const kind of given) {
        const entries = checked[kind].filter((entry) => !left.has(`${kind} ${entry.slug}`));
        documents += (await saveEntries(tx, kind, entries, "repository", locale)).created;
      }
      const seeded = [...(done.get(locale) ?? []), ...given];
      await tx
        .insert(contentSeeds)
        .values({ locale, documents, kinds: seeded })
        .onConflictDoUpdate({
          target: contentSeeds.locale,
          set: { kinds: seeded, documents: sql`${contentSeeds.documents} + ${documents}` },
        });
      done.set(locale, seeded);
      made += documents;
    }
    return made;
  });
}

/** The kinds each language was given from the repository, by its record of seeding. */
async function seededKinds(source: Database | Transaction): Promise<Map<Locale, ContentKind[]>> {
  const rows = await source.select({ locale: contentSeeds.locale, kinds: contentSeeds.kinds }).from(contentSeeds);
  return new Map(rows.map((row) => [row.locale as Locale, row.kinds as ContentKind[]]));
}

/** The kinds a language has not been given yet: every kind, where it has never been seeded. */
function kindsLeft(seeded: Map<Locale, ContentKind[]>, locale: Locale): ContentKind[] {
  const given = seeded.get(locale);
  return given ? contentKinds.filter((kind) => !given.includes(kind)) : [...contentKinds];
}

/** What the public pages show in a language: each kind's published documents, in their listings' order. */
export async function publishedContent(db: Database | Transaction, locale: Locale = DEFAULT_LOCALE): Promise<ContentByKind> {
  const rows = await db
    .select({ kind: contentDocuments.kind, slug: contentDocuments.slug, data: contentVersions.data })
    .from(contentDocuments)
    .innerJoin(
      contentVersions,
      and(eq(contentVersions.documentId, contentDocuments.id), eq(contentVersions.number, contentDocuments.publishedVersion)),
    )
    .where(and(eq(contentDocuments.locale, locale), isNotNull(contentDocuments.publishedVersion)))
    .orderBy(asc(contentDocuments.position), asc(contentDocuments.slug));
  const byKind = Object.fromEntries(contentKinds.map((kind) => [kind, [] as ContentEntry[]])) as ContentByKind;
  for (const row of rows) {
    const data = row.data as Record<string, unknown>;
    const kept = keptData(row.kind as ContentKind, locale, data);
    byKind[row.kind as ContentKind].push({ slug: row.slug, data: kept });
  }
  return byKind;
}

/** What every other language has published: its translations, and its documents of its own. */
export async function publishedTranslations(db: Database | Transaction): Promise<Partial<Record<Locale, ContentByKind>>> {
  const translations: Partial<Record<Locale, ContentByKind>> = {};
  for (const locale of locales) if (locale !== baseLocale) translations[locale] = await publishedContent(db, locale);
  return translations;
}

/**
 * What would stop the next start from showing what is published now, in every language: names
 * one document gives another that is not published (a translation's looked up in its language
 * and in English), and pages that must exist and do not. Each problem names its document.
 */
export async function publishedProblems(db: Database | Transaction): Promise<string[]> {
  const english = await publishedContent(db);
  const problems = referenceProblems(english);
  for (const [locale, translation] of Object.entries(await publishedTranslations(db)))
    problems.push(...referenceProblems(withTranslation(english, translation)).map((problem) => `${locale} ${problem}`));
  return problems;
}

/**
 * Brings search's table to what is published now, inside the transaction that changed it
 * (decision 71): a publish, an unpublish, an import, the repository's first content.
 */
export async function rewriteSearchEntries(tx: Transaction): Promise<number> {
  return writeSearchEntries(tx, await publishedContent(tx), await publishedTranslations(tx));
}

/**
 * After `seedContent`, at a start or before an export or import: search's table written when
 * `seeded` documents came from the repository, or when it is empty (a site seeded before search
 * was built, or one a migration emptied because what an entry holds changed). Taking the
 * publishing turn, so a publish under way is not overtaken. The rest of the time the
 * transactions that change what is published keep it.
 */
export async function writeSearchEntriesAfterSeeding(db: Database, seeded: number): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${PUBLISH_LOCK})`);
    const [written] = seeded > 0 ? [] : await tx.select({ slug: searchEntries.slug }).from(searchEntries).limit(1);
    return written ? 0 : rewriteSearchEntries(tx);
  });
}

export type ImportCounts = { created: number; changed: number; unchanged: number };

/**
 * Publishes content from files (`npm run content -- import`): checked first, all of it, then
 * saved in one transaction, so a folder with one bad file changes nothing. A document that is
 * new gets its first version; one whose published data differs gets a new version, published;
 * one that is the same only takes its place in the listing. Documents the folder does not
 * name are left as they are, listed after those it names. What is published afterwards must
 * hold together as a whole (content-references.server.ts), or nothing is saved: an import never
 * publishes what the next start would refuse to show.
 */
export async function importContent(
  db: Database,
  byKind: Partial<ContentByKind>,
  by = "import",
  locale: Locale = DEFAULT_LOCALE,
): Promise<ImportCounts> {
  const checked = checkContent(byKind, locale);
  return db.transaction(async (tx) => {
    // The same turn as the studio's publishes (content-publishing.server.ts), for the same reason.
    await tx.execute(sql`select pg_advisory_xact_lock(${PUBLISH_LOCK})`);
    if (locale !== baseLocale) {
      // A translation holds words only: its facts are its English document's, which must be there.
      const orphans = await withoutEnglish(tx, checked);
      if (orphans.length > 0) throw new ContentInvalidError(orphans.map(untranslatable));
      const outOfStep = outOfStepWithPublished(await publishedContent(tx), checked);
      if (outOfStep.length > 0) throw new ContentInvalidError(outOfStep);
    }
    const counts: ImportCounts = { created: 0, changed: 0, unchanged: 0 };
    for (const kind of contentKinds) {
      if (checked[kind].length === 0) continue;
      const saved = await saveEntries(tx, kind, checked[kind], by, locale);
      counts.created += saved.created;
      counts.changed += saved.changed;
      counts.unchanged += saved.unchanged;
      await placeUnnamedAfter(tx, kind, checked[kind], locale);
    }
    const problems = await publishedProblems(tx);
    if (problems.length > 0) throw new ContentInvalidError(problems);
    await rewriteSearchEntries(tx);
    return counts;
  });
}

/**
 * A translation's lists whose items hold facts (modules, a gallery, quotes) with another number of
 * items than its English document's `facts`, each named: its words would stand beside the wrong facts.
 */
export function outOfStepProblems(
  kind: ContentKind,
  slug: string,
  facts: Record<string, unknown>,
  words: Record<string, unknown>,
): string[] {
  return listsOutOfStep(contentKindSpecs[kind].words, facts, words).map(
    (problem) => `${kind} "${slug}": ${problem}; a translation keeps English's items, each of which holds facts`,
  );
}

/** outOfStepProblems of each document of a translation, against what English publishes. */
function outOfStepWithPublished(english: ContentByKind, translation: ContentByKind): string[] {
  return contentKinds.flatMap((kind) =>
    translation[kind].flatMap((entry) => {
      const facts = english[kind].find((published) => published.slug === entry.slug);
      return facts ? outOfStepProblems(kind, entry.slug, facts.data, entry.data) : [];
    }),
  );
}

/** A translation's documents that have no English document to take their facts from, by kind. */
async function withoutEnglish(tx: Transaction, byKind: ContentByKind): Promise<{ kind: ContentKind; slug: string }[]> {
  const english = await tx
    .select({ kind: contentDocuments.kind, slug: contentDocuments.slug })
    .from(contentDocuments)
    .where(eq(contentDocuments.locale, baseLocale));
  const known = new Set(english.map((row) => `${row.kind} ${row.slug}`));
  return contentKinds.flatMap((kind) =>
    byKind[kind].filter((entry) => !known.has(`${kind} ${entry.slug}`)).map((entry) => ({ kind, slug: entry.slug })),
  );
}

const untranslatable = ({ kind, slug }: { kind: ContentKind; slug: string }) =>
  `${kind} "${slug}": has no English document to translate; import English's first`;

/** Lists a kind's documents that `named` leaves out after those it names, in the order they had. */
async function placeUnnamedAfter(tx: Transaction, kind: ContentKind, named: ContentEntry[], locale: Locale): Promise<void> {
  const others = await tx
    .select({ id: contentDocuments.id })
    .from(contentDocuments)
    .where(
      and(
        eq(contentDocuments.kind, kind),
        eq(contentDocuments.locale, locale),
        notInArray(
          contentDocuments.slug,
          named.map((entry) => entry.slug),
        ),
      ),
    )
    .orderBy(asc(contentDocuments.position), asc(contentDocuments.slug));
  for (const [index, other] of others.entries())
    await tx
      .update(contentDocuments)
      .set({ position: named.length + index })
      .where(eq(contentDocuments.id, other.id));
}

/**
 * The English version a translation from files was written from: the newest English version that
 * came from the same place (the repository's German translates the repository's English), or
 * English's published one.
 */
async function repositorySource(tx: Transaction, kind: ContentKind, slug: string, by: string): Promise<number | null> {
  const [english] = await tx
    .select({ id: contentDocuments.id, published: contentDocuments.publishedVersion, latest: contentDocuments.latestVersion })
    .from(contentDocuments)
    .where(and(eq(contentDocuments.kind, kind), eq(contentDocuments.locale, baseLocale), eq(contentDocuments.slug, slug)));
  if (!english) return null;
  const [same] = await tx
    .select({ number: sql<number>`max(${contentVersions.number})` })
    .from(contentVersions)
    .where(and(eq(contentVersions.documentId, english.id), eq(contentVersions.createdBy, by)));
  return same?.number ?? english.published ?? english.latest;
}

/** Saves checked entries of one kind, each at its place in the list, as described at importContent. */
async function saveEntries(
  tx: Transaction,
  kind: ContentKind,
  entries: ContentEntry[],
  by: string,
  locale: Locale = DEFAULT_LOCALE,
): Promise<ImportCounts> {
  const counts: ImportCounts = { created: 0, changed: 0, unchanged: 0 };
  for (const [position, entry] of entries.entries()) {
    const [existing] = await tx
      .select({ id: contentDocuments.id, latest: contentDocuments.latestVersion, published: contentVersions.data })
      .from(contentDocuments)
      .leftJoin(
        contentVersions,
        and(eq(contentVersions.documentId, contentDocuments.id), eq(contentVersions.number, contentDocuments.publishedVersion)),
      )
      .where(and(eq(contentDocuments.kind, kind), eq(contentDocuments.locale, locale), eq(contentDocuments.slug, entry.slug)))
      .for("update", { of: contentDocuments });
    if (!existing) {
      const [document] = await tx
        .insert(contentDocuments)
        .values({ kind, slug: entry.slug, locale, position, publishedVersion: 1, latestVersion: 1 })
        .returning({ id: contentDocuments.id });
      const sourceVersion = locale === baseLocale ? null : await repositorySource(tx, kind, entry.slug, by);
      await tx.insert(contentVersions).values({ documentId: document!.id, number: 1, data: entry.data, createdBy: by, sourceVersion });
      counts.created++;
    } else if (
      existing.published !== null &&
      isDeepStrictEqual(keptData(kind, locale, existing.published as Record<string, unknown>), entry.data)
    ) {
      await tx.update(contentDocuments).set({ position }).where(eq(contentDocuments.id, existing.id));
      counts.unchanged++;
    } else {
      const number = existing.latest + 1;
      // A translation's new words are written from English as it stands: its freshness is told from this.
      const sourceVersion = locale === baseLocale ? null : await repositorySource(tx, kind, entry.slug, by);
      await tx.insert(contentVersions).values({ documentId: existing.id, number, data: entry.data, createdBy: by, sourceVersion });
      await tx
        .update(contentDocuments)
        .set({ position, latestVersion: number, publishedVersion: number, updatedAt: sql`now()` })
        .where(eq(contentDocuments.id, existing.id));
      counts.changed++;
    }
  }
  return counts;
}
