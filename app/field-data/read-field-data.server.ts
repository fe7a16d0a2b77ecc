import { m } from "~/i18n/paraglide/messages.js";
import { createClient } from "redis";
import { settings } from "~/platform/settings.server";
import { type FieldSummary, summarise } from "./field-summary";
import { redisVitalsStore } from "./redis-vitals-store.server";
import { readVitalsDirectory, vitalsDirectory } from "./vitals-files.server";

export type FieldData = {
  /** Where the counts were read: Redis's host, or the folder of the instances' files. */
  source: string;
  rows: FieldSummary[];
  /** Files that could not be read, each in one line; their counts are left out. */
  problems: string[];
};

/**
 * The field data of every instance, from outside the site: from Redis when REDIS_URL is set
 * (the instances count there), otherwise from the files each instance saves its counts to,
 * whether it is running or stopped. Throws when Redis cannot be reached.
 */
export async function readFieldData({
  redisUrl = settings().redisUrl,
  directory = vitalsDirectory(),
  namespace,
}: { redisUrl?: string; directory?: string; namespace?: string } = {}): Promise<FieldData> {
  if (!redisUrl) {
    const { histograms, problems } = readVitalsDirectory(directory);
    return { source: directory, rows: summarise(histograms), problems };
  }
  // A client of its own, unlike the site's (redis.server.ts): it waits for the connection, and
  // fails at once rather than retrying when there is none.
  const client = createClient({ url: redisUrl, socket: { connectTimeout: 2_000, reconnectStrategy: false } });
  // connect() rejects with the same error: that is the one reported.
  client.on("error", () => {});
  await client.connect();
  try {
    const histograms = await redisVitalsStore({ namespace, redis: () => client }).read();
    return { source: m.speed_source_redis({ host: new URL(redisUrl).host }), rows: summarise(histograms), problems: [] };
  } finally {
    await client.close();
  }
}
