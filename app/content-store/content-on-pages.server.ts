import { redisClient, type RedisClient } from "~/platform/redis.server";
import { database, type Database, isUnavailable } from "~/database/database.server";
import { contentKinds } from "~/database/schema.server";
import { baseLocale, type Locale, locales } from "~/i18n/locale";
import {
  type ContentByKind,
  publishedContent,
  publishedTranslations,
  seedContent,
  writeSearchEntriesAfterSeeding,
} from "./content-documents.server";
import { readMovedDocuments, showMovedDocuments } from "./moved-documents.server";
import { pagesShowingChanges } from "./pages-showing.server";
import { publishDue } from "./content-publishing.server";
import { showPublishedContent } from "./published-content.server";

/**
 * Keeps this instance's pages on what the content store has published (issue 40): read at the
 * start (and again until the database answers), again whenever a document is published here
 * or, through Redis, on another instance, and when a scheduled version falls due. Each time the
 * page cache forgets exactly the pages that show what changed.
 */

/** The Redis channel instances tell each other on: its message is empty, the store has the news. */
const CHANNEL = "brightline:content-published";
/** How often an instance looks for scheduled versions that fell due, and tries a failed read again. */
const TICK_MS = 1_000;

/** What the pages show now in each language: nothing until the store's is read. */
let shown = Object.fromEntries(locales.map((locale) => [locale, nothing()])) as Record<Locale, ContentByKind>;
let shownFromStore = false;
/** Told the addresses of pages whose content changed (the web server's page cache forgets them). */
let pagesChanged: (paths: readonly string[]) => void = () => undefined;
/** One read at a time, in order: a later publish is never overtaken by an earlier read. */
let reading: Promise<void> = Promise.resolve();
let readAgain = false;
/**
 * A change published here that the other instances were not told of (Redis was away): told at
 * the first tick Redis takes it. Their own connections never broke, so nothing else would tell them.
 */
let untold = false;

function nothing(): ContentByKind {
  return Object.fromEntries(contentKinds.map((kind) => [kind, []])) as unknown as ContentByKind;
}

/**
 * Reads what is published and puts it on this instance's pages; resolves once it is there (or
 * refused, with the reason logged: the pages then keep what they showed). Calls that come while
 * a read is under way share one more read after it.
 */
export function showStoreContent(db?: Database): Promise<void> {
  if (readAgain) return reading;
  readAgain = true;
  // After the read before it, whether that one worked or not (its own caller heard how it went).
  reading = reading
    .catch(() => undefined)
    .then(async () => {
      readAgain = false;
      const source = db ?? (await database());
      const english = await publishedContent(source);
      const translations = await publishedTranslations(source);
      const movedDocuments = await readMovedDocuments(source);
      const problems = showPublishedContent(english, translations);
      // Read: a refused set waits for a publish that mends it, not for the next tick.
      shownFromStore = true;
      if (problems.length > 0) {
        console.error(`The published content cannot be shown, so the pages keep what they show:\n- ${problems.join("\n- ")}`);
        return;
      }
      showMovedDocuments(movedDocuments);
      const before = shown;
      shown = Object.fromEntries(
        locales.map((locale) => [locale, locale === baseLocale ? english : translations[locale]!]),
      ) as typeof shown;
      const paths = [...new Set(locales.flatMap((locale) => pagesShowingChanges(before[locale], shown[locale])))].sort();
      if (paths.length > 0) pagesChanged(paths);
    });
  return reading;
}

/**
 * After a change to what is published has committed: this instance's pages show it before this
 * resolves, and every other instance sharing REDIS_URL is told. While Redis is away they are
 * told at the first tick it answers again (and an instance whose own connection broke reads
 * again when it comes back).
 */
export async function contentPublished(db?: Database): Promise<void> {
  await showStoreContent(db);
  if (redisClient() && !(await tellInstances())) untold = true;
}

/**
 * Tells every instance sharing REDIS_URL to read what is published (from here, or from
 * `npm run content -- import`). False without Redis, or when it did not take the message.
 */
export async function tellInstances(): Promise<boolean> {
  const redis = redisClient();
  if (!redis?.isReady) return false;
  return redis.publish(CHANNEL, "").then(
    () => true,
    () => false,
  );
}

async function seedAndShow(given?: Database): Promise<void> {
  const db = given ?? (await database());
  try {
    const seeded = await seedContent(db);
    if (seeded > 0) console.log(`Content: ${seeded} documents imported from the repository.`);
    // What was given is found by search, as is a site seeded before search (decision 71).
    await writeSearchEntriesAfterSeeding(db, seeded);
  } catch (error) {
    if (isUnavailable(error)) throw error;
    // A broken or missing file of the repository's: the pages show what the store has all the same.
    console.error("The repository's content could not be given to the database; the pages show what it has:", error);
  }
  await showStoreContent(db);
}

let timer: NodeJS.Timeout | undefined;
let subscriber: RedisClient | undefined;

/**
 * Starts following the store: the repository's content given to it the first time in each
 * language (decision 55) and the first read now, or each second until the database answers; scheduled versions
 * published when due; other instances' news heard through Redis. Returns a function that stops it all.
 */
export async function followPublishedContent(options: { pagesChanged: (paths: readonly string[]) => void }): Promise<() => Promise<void>> {
  pagesChanged = options.pagesChanged;
  await seedAndShow().catch((error: unknown) => {
    console.error("The published content could not be read at the start; the pages show none until it can:", error);
  });
  let ticking = false;
  timer = setInterval(() => {
    if (ticking) return;
    ticking = true;
    void tick().finally(() => (ticking = false));
  }, TICK_MS);
  timer.unref();
  subscriber = await subscribe();
  return async () => {
    clearInterval(timer);
    timer = undefined;
    untold = false;
    pagesChanged = () => undefined;
    const closing = subscriber;
    subscriber = undefined;
    if (closing?.isOpen) await closing.close();
  };
}

async function tick(): Promise<void> {
  if (untold && (await tellInstances())) untold = false;
  try {
    const db = await database();
    if (!shownFromStore) await seedAndShow(db);
    const published = { count: 0 };
    try {
      await publishDue(db, new Date(), published);
    } finally {
      // Those that went out before a failure are shown and told of all the same.
      if (published.count > 0) await contentPublished(db);
    }
  } catch (error) {
    // The database is away: the next tick tries again, and the pages keep what they show.
    if (!isUnavailable(error)) console.error("Following the published content failed; trying again in a second:", error);
  }
}

/** A second connection of its own: a subscribed Redis connection can do nothing else. */
async function subscribe(): Promise<RedisClient | undefined> {
  const redis = redisClient();
  if (!redis) return undefined;
  const listener = redis.duplicate();
  listener.on("error", () => {
    // The main connection reports Redis being away; this one reconnects by itself.
  });
  // Connected again after a gap: news sent meanwhile was lost, so read what is published now.
  let connectedBefore = false;
  listener.on("ready", () => {
    if (connectedBefore) void showStoreContent().catch(() => undefined);
    connectedBefore = true;
  });
  const heard = () =>
    void showStoreContent().catch((error: unknown) => console.error("Another instance published content, which could not be read:", error));
  // Redis away at the start does not hold the start up: the client keeps trying, and once it is
  // connected it subscribes (and subscribes again after every reconnection by itself).
  const subscribed = listener
    .connect()
    .then(() => listener.subscribe(CHANNEL, heard))
    .then(() => true)
    .catch(() => false);
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([subscribed, new Promise((resolve) => (timer = setTimeout(resolve, 3_000)))]);
  clearTimeout(timer);
  return listener;
}
