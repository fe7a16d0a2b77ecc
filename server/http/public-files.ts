import { readdirSync } from "node:fs";
import path from "node:path";

/** The addresses of the files in public/ as the build copied them (the assets apart), such as /favicon.svg. */
export function listPublicFiles(directory: string): Set<string> {
  const entries = readdirSync(directory, { recursive: true, withFileTypes: true });
  return new Set(
    entries
      .filter((entry) => entry.isFile())
      .map((entry) => "/" + path.relative(directory, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
      // The compressed copies are sent in place of their originals, never by their own names.
      .filter((address) => !address.startsWith("/assets/") && !/\.(br|gz)$/.test(address)),
  );
}
