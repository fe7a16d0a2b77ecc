import { z } from "zod";

/** The archive's format: a restore reads this one, and refuses any other with the reason. */
export const BACKUP_FORMAT = 1;

const sha256 = z.string().regex(/^[0-9a-f]{64}$/);
/** A path inside the archive: relative, with no way out of the folder it is unpacked in. */
const archivePath = z
  .string()
  .regex(/^[\w.-]+(?:\/[\w.-]+)*$/)
  .refine((value) => !value.split("/").includes(".."), "leaves the archive");

/** What `manifest.json` says: everything a restore checks before it writes anything (decision 70). */
export const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  takenAt: z.iso.datetime({ offset: true }),
  /** How far the database was migrated: a restore refuses a level the code has not reached. */
  migrations: z.object({ count: z.number().int().min(0), last: z.string().nullable() }),
  /** Each table's rows as read in the snapshot: a restore compares its own reading with these. */
  tables: z.array(z.object({ name: z.string().min(1), rows: z.number().int().min(0), sha256, file: archivePath })),
  /** Every file of the archive but this one, with its size and checksum. */
  files: z.array(z.object({ path: archivePath, bytes: z.number().int().min(0), sha256 })),
  /** Whether the identity provider's accounts are in `auth/` (the emulator's export), or kept elsewhere (a Firebase project). */
  accounts: z.enum(["included", "kept by the Firebase project", "none yet"]),
});

export type BackupManifest = z.infer<typeof manifestSchema>;

export const MANIFEST_FILE = "manifest.json";
