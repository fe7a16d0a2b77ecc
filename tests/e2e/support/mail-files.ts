import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { simpleParser } from "mailparser";

/** The mail sent to `email` so far, as the site writes it without SMTP (.eml files in DATA_DIR/mail, or a site instance's `folder`). */
export async function mailTo(email: string, folder = path.join(process.env.DATA_DIR!, "mail")) {
  const names = (await readdir(folder).catch(() => [])).filter((name) => name.endsWith(".eml"));
  const messages = await Promise.all(names.map(async (name) => simpleParser(await readFile(path.join(folder, name)))));
  return messages.filter((message) => JSON.stringify(message.to).includes(email));
}
