// What `npm run content` does (scripts/content.ts loads it through Vite, as the app's modules
// need: the posts are bundled files).
import path from "node:path";
import { z } from "zod";
import { readSettings } from "../app/.server/settings.server";
import { DEFAULT_LOCALE, importContent, publishedContent, seedContent } from "../app/content-store/content-documents.server";
import { readContentFiles, writeContentFiles } from "../app/content-store/content-files.server";
import { storeImportedImages, writeContentImageFiles } from "../app/content-store/content-image-files.server";
import { tellInstances } from "../app/content-store/content-on-pages.server";
import { closeRedis, connectRedis } from "../app/.server/redis.server";
import { connect } from "../app/database/database.server";
import { migrateDatabase } from "../app/database/migrate.server";
// @ts-expect-error: plain JavaScript, shared with `npm start`
import { startEmbeddedDatabase } from "./embedded-database.mjs";

export const usage = "Usage: npm run content -- export <folder>   or   npm run content -- import <folder>";

/** Runs the command the arguments give; returns the process's exit code. */
export async function runContentCommand(args: string[]): Promise<number> {
  const command = z.tuple([z.enum(["export", "import"]), z.string().min(1)]).safeParse(args);
  if (!command.success) {
    console.error(usage);
    return 2;
  }
  const [action, given] = command.data;
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
      await seedContent(db);
      if (action === "export") {
        const published = await publishedContent(db);
        const written = writeContentFiles(folder, published, DEFAULT_LOCALE);
        const images = await writeContentImageFiles(db, folder, published);
        console.log(`Wrote ${written} documents${images > 0 ? ` and ${images} uploaded images` : ""} to ${folder}.`);
      } else {
        const { locale, byKind, images } = readContentFiles(folder);
        if (locale !== DEFAULT_LOCALE) throw new Error(`${folder} holds ${locale} content; this site has ${DEFAULT_LOCALE} only.`);
        // First the images, by their hashes: what the documents name is there when they are published.
        await storeImportedImages(db, images);
        const counts = await importContent(db, byKind);
        // Running instances that share REDIS_URL read what is published now, as after a publish in the studio.
        const told = settings.redisUrl && (await connectRedis()) && (await tellInstances());
        await closeRedis();
        console.log(
          `Imported ${folder}: ${counts.created} new, ${counts.changed} changed and published, ${counts.unchanged} unchanged. ` +
            (told
              ? "The site's running instances show them now."
              : settings.redisUrl
                ? "Redis did not answer: the running instances show them from their next start."
                : "A running site shows them from its next start (set REDIS_URL to tell running instances at once)."),
        );
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
