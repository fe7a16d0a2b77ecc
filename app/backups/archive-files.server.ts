import { createHash } from "node:crypto";
import { createReadStream, readdirSync, statSync } from "node:fs";
import path from "node:path";

/** A file's SHA-256, read as a stream: an archive's tables may be larger than memory should hold. */
export async function fileSha256(file: string): Promise<string> {
  const hash = createHash("sha256");
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest("hex");
}

/** Every file under `folder`, as paths relative to `root` with forward slashes. */
export function filesUnder(root: string, folder: string): string[] {
  return readdirSync(path.join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${folder}/${entry.name}`;
    if (entry.isDirectory()) return filesUnder(root, relative);
    return entry.isFile() ? [relative] : [];
  });
}

/** What the manifest says of one file of the archive. */
export async function describeFile(root: string, relative: string): Promise<{ path: string; bytes: number; sha256: string }> {
  const file = path.join(root, relative);
  return { path: relative, bytes: statSync(file).size, sha256: await fileSha256(file) };
}

/** A size as people read it: "840 KB", "12.3 MB". */
export function readableSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
