// `npm run content -- export <folder>` and `npm run content -- import <folder>`: the site's
// content as files (decisions 43 and 55), one folder a language (`--locale` for one only), for
// backups and for moving content between sites; the repository's content/ is such a folder.
// Export writes what the public pages show; import checks every file, then publishes what
// changed in one transaction a language, English first, or nothing of that language. On
// DATABASE_URL's server, or on the embedded database in DATA_DIR, which only one process may
// open: stop the site in this folder first.
//
// tsx runs it, resolving the app's `~/` alias from tsconfig.json. It went through Vite's module
// loader while the content modules read the posts with `import.meta.glob`; since nothing imports
// content at run time (decision 55), that loader only made each run 2.3 s slower (issue 63).
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { readSettings } from "../app/platform/settings.server";
import {
  checkContent,
  importContent,
  publishedContent,
  seedContent,
  writeSearchEntriesAfterSeeding,
} from "../app/content-store/content-documents.server";
import { isLocale, languageNames, type Locale, locales } from "../app/i18n/locale";
import { readContentFiles, writeContentFiles } from "../app/content-store/content-files.server";
import { storeImportedImages, writeContentImageFiles } from "../app/content-store/content-image-files.server";
import { tellInstances } from "../app/content-store/content-on-pages.server";
import { closeRedis, connectRedis } from "../app/platform/redis.server";
import { connect } from "../app/database/database.server";
import { migrateDatabase } from "../app/database/migrate.server";
// @ts-expect-error: plain JavaScript, shared with `npm start`
import { startEmbeddedDatabase } from "./embedded-database.mjs";

const usage = "Usage: npm run content -- export <folder> [--locale <locale>]   or   npm run content -- import <folder> [--locale <locale>]";

const argumentsSchema = z.union([
  z.tuple([z.enum(["export", "import"]), z.string().min(1)]),
  z.tuple([z.enum(["export", "import"]), z.string().min(1), z.literal("--locale"), z.enum(locales)]),
]);

/**
 * The languages a folder holds, as `export` writes them: one folder a language (`en-GB/`, `de/`,
 * the repository's `content/` is one), English first; or one language's folder itself (with its
 * `index.json`), as a single language's export is.
 */
function languageFolders(folder: string, only?: Locale): { locale: Locale; folder: string }[] {
  if (existsSync(path.join(folder, "index.json"))) {
    const { locale } = readContentFiles(folder);
    return only && only !== locale ? [] : [{ locale, folder }];
  }
  const found = existsSync(folder) ? readdirSync(folder).filter(isLocale) : [];
  return locales
    .filter((locale) => found.includes(locale) && (!only || only === locale))
    .map((locale) => ({ locale, folder: path.join(folder, locale) }));
}

/** Tells the instances sharing REDIS_URL to read what is published, and says whether they were told. */
async function tellRunningInstances(redisUrl: string | undefined): Promise<void> {
  const told = redisUrl && (await connectRedis()) && (await tellInstances());
  await closeRedis();
  console.log(
    told
      ? "The site's running instances show them now."
      : redisUrl
        ? "Redis did not answer: the running instances show them from their next start."
        : "A running site shows them from its next start (set REDIS_URL to tell running instances at once).",
  );
}

/** Runs the command the arguments give; returns the process's exit code. */
async function runContentCommand(args: string[]): Promise<number> {
  const command = argumentsSchema.safeParse(args);
  if (!command.success) {
    console.error(usage);
    return 2;
  }
  const [action, given, , only] = command.data;
  const folder = path.resolve(given);

  let stopEmbedded: (() => Promise<void>) | undefined;
  try {
    const settings = readSettings();
    let url: string;
    if (settings.database.kind === "server") url = settings.database.url;
    else {
      const embedded = (await startEmbeddedDatabase({ directory: settings.database.directory, quiet: true })) as {
        url: string;
        stop: () => Promise<void>;
      };
      stopEmbedded = embedded.stop;
      url = embedded.url;
    }
    const db = connect(url, { maxConnections: 1 });
    try {
      await migrateDatabase(db);
      // A database the site has never started on holds the repository's content, as the site would.
      await writeSearchEntriesAfterSeeding(db, await seedContent(db));
      if (action === "export") {
        if (existsSync(folder) && readdirSync(folder).length > 0)
          throw new Error(`${folder} is not empty: export into a new or empty folder`);
        for (const locale of only ? [only] : locales) {
          const published = await publishedContent(db, locale);
          const into = path.join(folder, locale);
          const written = writeContentFiles(into, published, locale);
          const images = await writeContentImageFiles(db, into, published);
          console.log(
            `Wrote ${written} documents${images > 0 ? ` and ${images} uploaded images` : ""} in ${languageNames[locale]} to ${into}.`,
          );
        }
      } else {
        const languages = languageFolders(folder, only);
        if (languages.length === 0) throw new Error(`${folder} holds no content${only ? ` in ${only}` : ""} (${locales.join(", ")}).`);
        // Every language's files read and checked before any is imported: a broken German file changes no English.
        const read = languages.map(({ locale, folder: from }) => {
          const files = readContentFiles(from);
          checkContent(files.byKind, locale);
          return { locale, from, byKind: files.byKind, images: files.images };
        });
        let imported = false;
        try {
          // English first: a translation's facts are its English document's, which must be there.
          for (const { locale, from, byKind, images } of read) {
            // First the images, by their hashes: what the documents name is there when they are published.
            await storeImportedImages(db, images);
            const counts = await importContent(db, byKind, "import", locale);
            imported = true;
            console.log(
              `Imported ${from} (${languageNames[locale]}): ${counts.created} new, ${counts.changed} changed and published, ${counts.unchanged} unchanged.`,
            );
          }
        } finally {
          // Running instances that share REDIS_URL read what is published now, as after a publish in the studio.
          if (imported) await tellRunningInstances(settings.redisUrl);
        }
      }
    } finally {
      await db.$client.end();
    }
    return 0;
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    return 1;
  } finally {
    await stopEmbedded?.();
  }
}

process.exitCode = await runContentCommand(process.argv.slice(2));
