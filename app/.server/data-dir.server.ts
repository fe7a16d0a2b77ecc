import path from "node:path";

/**
 * Where the site keeps files of its own (field data, today): `data/` in the directory it was
 * started from, as `npm start` and the npm scripts are. Asked here alone, so that a DATA_DIR
 * setting can take it over.
 */
export function dataDirectory(): string {
  return path.resolve("data");
}
