import { createClient } from "redis";
import { settings } from "./settings.server";

export type RedisClient = ReturnType<typeof createClient>;

let client: RedisClient | undefined;
let lastComplaint = 0;

/**
 * A connection to Redis for what instances share, opened on first use, or undefined without
 * REDIS_URL. Commands fail at once while it is down (no queue building up behind a dead
 * server): callers then do without it, and it reconnects in the background.
 */
export function redisClient(url = settings().redisUrl): RedisClient | undefined {
  if (!url) return undefined;
  if (!client) {
    client = createClient({
      url,
      disableOfflineQueue: true,
      socket: { connectTimeout: 2_000, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 5_000) },
    });
    client.on("error", (error: unknown) => {
      // A server that is down says so on every reconnection attempt: say it once a minute.
      if (Date.now() - lastComplaint < 60_000) return;
      lastComplaint = Date.now();
      console.error(`Redis at ${new URL(url).host} is unavailable; going on without it:`, error);
    });
    client.connect().catch(() => {
      // Reported by the error listener; the client keeps trying.
    });
  }
  return client;
}

/**
 * Opens the connection at the start and waits for it a moment: commands sent before it is
 * ready fail at once, so without this an instance's first requests would count apart from the
 * others' (the limits' in-memory fallback). True once ready; false without Redis or after
 * `timeoutMs`, when the site starts anyway and Redis joins when it answers.
 */
export async function connectRedis(timeoutMs = 3_000): Promise<boolean> {
  const redis = redisClient();
  if (!redis) return false;
  if (redis.isReady) return true;
  let timer: NodeJS.Timeout | undefined;
  const ready = await Promise.race([
    new Promise<boolean>((resolve) => redis.once("ready", () => resolve(true))),
    new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs))),
  ]);
  clearTimeout(timer);
  return ready;
}

/** Closes the connection, for tests and a clean shutdown. */
export async function closeRedis(): Promise<void> {
  const closing = client;
  client = undefined;
  if (closing?.isOpen) await closing.close();
}
