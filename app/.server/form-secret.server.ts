import { randomBytes } from "node:crypto";
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

const FILE_NAME = "form-secret";

function readSecret(file: string): string | undefined {
  try {
    return readFileSync(file, "utf8").trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
}

/**
 * The secret that signs the contact form's ids on a site with none configured (FORM_SECRETS):
 * made on the first start and kept in DATA_DIR/form-secret, readable by its owner only, so a
 * restart does not turn the forms open in visitors' browsers into spam. Instances that share
 * the folder share the secret: the file appears whole or not at all (written aside, then
 * linked into place, which fails if another got there first).
 */
export function keptFormSecret(dataDirectory: string): string {
  const file = path.join(dataDirectory, FILE_NAME);
  const kept = readSecret(file);
  if (kept) return kept;
  mkdirSync(dataDirectory, { recursive: true });
  const draft = path.join(dataDirectory, `${FILE_NAME}.${process.pid}.${randomBytes(4).toString("hex")}`);
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(draft, `${secret}\n`, { mode: 0o600 });
  try {
    linkSync(draft, file);
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    return readSecret(file)!;
  } finally {
    rmSync(draft, { force: true });
  }
}
