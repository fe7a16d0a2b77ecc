import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { extract } from "tar";
import { fileSha256 } from "./archive-files.server";
import { BACKUP_FORMAT, MANIFEST_FILE, manifestSchema, type BackupManifest } from "./backup-manifest.server";
import { codeMigrations } from "./migration-level.server";

/** A backup a restore will not use, and why, in words for the person who ran it. Nothing was written. */
export class BackupRefusedError extends Error {
  override name = "BackupRefusedError";
}

export type UnpackedArchive = { folder: string; manifest: BackupManifest; cleanUp: () => void };

/**
 * Unpacks an archive into a temporary folder and checks all of it before a restore writes
 * anything: the manifest's format and schema level, and every file's size and checksum. A
 * truncated, tampered or foreign archive is refused with what is wrong.
 */
export async function unpackArchive(file: string, migrationsFolder?: string): Promise<UnpackedArchive> {
  if (!existsSync(file) || !statSync(file).isFile()) throw new BackupRefusedError(`There is no archive at ${file}.`);
  const folder = mkdtempSync(path.join(tmpdir(), "brightline-restore-"));
  const cleanUp = () => rmSync(folder, { recursive: true, force: true });
  try {
    // Plain files and folders alone: a link could point a restore's copy anywhere on the machine.
    const unpacked: string[] = [];
    const refused: string[] = [];
    try {
      // strict: a damaged header or a file cut short is an error, not a warning.
      await extract({
        file,
        cwd: folder,
        strict: true,
        filter: (entryPath, entry) => {
          const type = "type" in entry ? entry.type : entry.isFile() ? "File" : "Directory";
          if (type === "File") unpacked.push(entryPath.replace(/^\.\//, ""));
          else if (type !== "Directory") refused.push(entryPath);
          return type === "File" || type === "Directory";
        },
      });
    } catch (error) {
      throw new BackupRefusedError(`${file} is not a whole archive (${error instanceof Error ? error.message : String(error)}).`);
    }
    if (refused.length > 0)
      throw new BackupRefusedError(`The archive holds ${refused[0]}, which is no plain file: it is not a backup of this site.`);
    const manifest = readManifest(folder);
    const listed = new Set([MANIFEST_FILE, ...manifest.files.map((entry) => entry.path)]);
    const stray = unpacked.find((entryPath) => !listed.has(entryPath));
    if (stray) throw new BackupRefusedError(`The archive holds ${stray}, which its manifest does not list: it was changed.`);
    for (const entry of manifest.files) {
      const unpacked = path.join(folder, entry.path);
      if (!existsSync(unpacked))
        throw new BackupRefusedError(`The archive lacks ${entry.path}, which its manifest lists: it is incomplete.`);
      if (statSync(unpacked).size !== entry.bytes || (await fileSha256(unpacked)) !== entry.sha256)
        throw new BackupRefusedError(
          `${entry.path} in the archive is not what its manifest says (size or checksum): it was changed or damaged.`,
        );
    }
    const unlisted = manifest.tables.find((table) => !listed.has(table.file));
    if (unlisted) throw new BackupRefusedError(`The manifest names ${unlisted.file} for ${unlisted.name} without its checksum.`);
    checkLevel(manifest, codeMigrations(migrationsFolder));
    return { folder, manifest, cleanUp };
  } catch (error) {
    cleanUp();
    throw error;
  }
}

function readManifest(folder: string): BackupManifest {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(path.join(folder, MANIFEST_FILE), "utf8"));
  } catch {
    throw new BackupRefusedError(`The archive has no readable ${MANIFEST_FILE}: it is not a backup of this site.`);
  }
  const format = (raw as { format?: unknown } | null)?.format;
  if (typeof format === "number" && format > BACKUP_FORMAT)
    throw new BackupRefusedError(
      `The archive is in format ${format}, newer than this code reads (${BACKUP_FORMAT}): update the site first.`,
    );
  const parsed = manifestSchema.safeParse(raw);
  if (!parsed.success)
    throw new BackupRefusedError(`The archive's ${MANIFEST_FILE} is not valid: ${parsed.error.issues[0]?.message ?? "unreadable"}.`);
  return parsed.data;
}

/** Refuses an archive from a schema the code has not reached, or from another line of migrations. */
function checkLevel(manifest: BackupManifest, migrations: string[]): void {
  const { count, last } = manifest.migrations;
  if (count > migrations.length)
    throw new BackupRefusedError(
      `The archive comes from a newer version of the site (${count} migrations, the last ${last}); this code has ${migrations.length}. Update the site, then restore.`,
    );
  if (count > 0 && migrations[count - 1] !== last)
    throw new BackupRefusedError(
      `The archive's migration ${count} is ${last}, where this code's is ${migrations[count - 1]}: it comes from another site's code.`,
    );
}
