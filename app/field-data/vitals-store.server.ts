import { settings } from "~/platform/settings.server";
import { memoryVitalsStore } from "./memory-vitals-store.server";
import { redisVitalsStore } from "./redis-vitals-store.server";
import { instanceFile } from "./vitals-files.server";
import type { VitalsStore } from "./vitals-store-type";

let store: VitalsStore | undefined;

/**
 * The site's store: Redis when REDIS_URL is set, so that instances add up; otherwise this
 * process, saved to data/vitals/instance-<PORT>.json a few seconds after each change and when
 * the process exits.
 */
export function vitalsStore(): VitalsStore {
  if (!store) {
    const { redisUrl, port } = settings();
    if (redisUrl) {
      store = redisVitalsStore();
    } else {
      const memory = memoryVitalsStore({ file: instanceFile(port) });
      process.once("exit", () => memory.save());
      store = memory;
    }
  }
  return store;
}
