import { settings } from "./settings.server";

/**
 * Where the site keeps files of its own (the embedded database, field data, mail written to
 * files): DATA_DIR, or `data/` in the directory it was started from, as `npm start` and the npm
 * scripts are.
 */
export function dataDirectory(): string {
  return settings().dataDirectory;
}
