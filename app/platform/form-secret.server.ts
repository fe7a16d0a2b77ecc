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
  const kept = readSecret(file) ?? makeSecret(dataDirectory, file);
  if (kept.length < 32) {
    throw new Error(
      `${file} holds no secret of at least 32 characters. Delete it and the next start makes a new one (contact forms open in browsers then count as spam), or set FORM_SECRETS.`,
    );
  }
  return kept;
}

/** A new secret in `file`, or the one another instance put there first. */
function makeSecret(dataDirectory: string, file: string): string {
  mkdirSync(dataDirectory, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  const draft = path.join(dataDirectory, `${FILE_NAME}.${process.pid}.${randomBytes(4).toString("hex")}`);
  writeFileSync(draft, `${secret}\n`, { mode: 0o600 });
  try {
    linkSync(draft, file);
    return secret;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "EEXIST") return readSecret(file) ?? "";
    // A file system without hard links: create it exclusively instead (another start may read it half written, a moment earlier).
    if (code !== "EPERM" && code !== "ENOTSUP" && code !== "EOPNOTSUPP") throw error;
    try {
      writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: "wx" });
      return secret;
    } catch (second) {
      if ((second as NodeJS.ErrnoException).code === "EEXIST") return readSecret(file) ?? "";
      throw second;
    }
  } finally {
    rmSync(draft, { force: true });
  }
}
