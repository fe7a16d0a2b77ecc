import { readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

/**
 * Where the site in a folder runs its auth emulator, written to DATA_DIR when `npm start` starts
 * one and removed when it stops: so `npm run admin` finds the emulator of the site in the same
 * folder, whatever ports it was given, and never another copy's.
 */
const FILE = "auth-emulator.json";

const hostAndPort = z.string().regex(/^[\w.-]+:\d{1,5}$/);
/** `hub`: the emulators' hub, which exports the accounts on demand (a backup asks it: decision 70). */
const locatorSchema = z.object({ host: hostAndPort, hub: hostAndPort.optional(), projectId: z.string().min(1) });
export type EmulatorLocation = z.infer<typeof locatorSchema>;

export function writeEmulatorLocation(dataDirectory: string, location: EmulatorLocation): void {
  writeFileSync(path.join(dataDirectory, FILE), `${JSON.stringify(location)}\n`);
}

export function removeEmulatorLocation(dataDirectory: string): void {
  rmSync(path.join(dataDirectory, FILE), { force: true });
}

/** The emulator the site in `dataDirectory` said it runs, if the file is there and well formed. */
export function readEmulatorLocation(dataDirectory: string): EmulatorLocation | undefined {
  try {
    return locatorSchema.parse(JSON.parse(readFileSync(path.join(dataDirectory, FILE), "utf8")));
  } catch {
    return undefined;
  }
}
