import { existsSync, mkdirSync, readdirSync, rmSync, watch, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * How `npm run admin` tells a site running from the same folder (DATA_DIR) that it changed an
 * account, when there is no Redis between them: it drops an empty file named by the account
 * into DATA_DIR/account-changes, and the site, watching that folder, counts the change at once
 * (noteAccountChanged) and removes the file, which tells the command it was taken.
 */
const FOLDER = "account-changes";

const folderOf = (dataDirectory: string) => path.join(dataDirectory, FOLDER);
/** A uid may hold any character: the file's name is its base64url, which a file system takes. */
const fileName = (uid: string) => Buffer.from(uid).toString("base64url");
const uidOf = (name: string) => (/^[\w-]{1,200}$/.test(name) ? Buffer.from(name, "base64url").toString() : undefined);

/**
 * Watches DATA_DIR for notices of account changes, calling `take` with each account's uid
 * before removing its notice. Returns the function that stops watching (and removes the folder).
 */
export function takeAccountChangeNotices(dataDirectory: string, take: (uid: string) => Promise<unknown>): () => void {
  const folder = folderOf(dataDirectory);
  mkdirSync(folder, { recursive: true });
  const underWay = new Set<string>();
  const handle = (name: string) => {
    const uid = uidOf(name);
    const file = path.join(folder, name);
    if (!uid || underWay.has(name) || !existsSync(file)) return;
    underWay.add(name);
    void take(uid)
      .catch((error: unknown) => console.error("Could not count an account change from npm run admin:", error))
      .finally(() => {
        rmSync(file, { force: true });
        underWay.delete(name);
      });
  };
  const watcher = watch(folder, (_event, name) => {
    if (name) handle(name);
  });
  watcher.on("error", (error) => console.error("Stopped watching for account changes from npm run admin:", error));
  // Notices left while the site was down need nothing: it kept no copies then.
  for (const name of readdirSync(folder)) rmSync(path.join(folder, name), { force: true });
  return () => {
    watcher.close();
    // No site is watching: a command finds no folder, and says so at once.
    rmSync(folder, { recursive: true, force: true });
  };
}

/**
 * Tells the site running from `dataDirectory`, if one is, that `uid`'s account changed: true
 * once it took the notice (within `timeoutMs`), false when none did (the notice is removed).
 */
export async function dropAccountChangeNotice(dataDirectory: string, uid: string, timeoutMs = 3_000): Promise<boolean> {
  const folder = folderOf(dataDirectory);
  if (!existsSync(folder)) return false;
  const file = path.join(folder, fileName(uid));
  writeFileSync(file, "");
  for (const started = Date.now(); Date.now() - started < timeoutMs;) {
    if (!existsSync(file)) return true;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  rmSync(file, { force: true });
  return false;
}
