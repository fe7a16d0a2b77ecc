/**
 * Where each language's pages live: English at the root, German under /de/ (decision 48). Read
 * by the route table at build time, so it imports nothing.
 */
export const routePrefixes = ["", "de"] as const;

/** The id of a page's route in a prefixed language: `de/routes/course`, beside English's `routes/course`. */
export function localizedRouteId(prefix: string, file: string): string {
  return `${prefix}/${file.replace(/\.tsx?$/, "")}`;
}
