import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { useTestSettings } from "~tests/support/test-settings";
import { mailFileName, removeMailFiles } from "./mail-files.server";

describe("mail kept as files", () => {
  const folder = mkdtempSync(path.join(tmpdir(), "brightline-mail-"));
  useTestSettings(() => ({ DATA_DIR: folder, SMTP_URL: "" }));

  it("names a message after its Message-ID, so the files of an outbox row are found again and erased, and no other", async () => {
    const mailFolder = path.join(folder, "mail");
    const [erased, kept] = [crypto.randomUUID(), crypto.randomUUID()];
    mkdirSync(mailFolder, { recursive: true });
    const names = [mailFileName(`<${erased}@brightline.digital>`), mailFileName(`<${kept}@brightline.digital>`)];
    for (const name of names) writeFileSync(path.join(mailFolder, name), "From: a@b.c\r\n\r\nHello");
    expect(names[0]).toMatch(new RegExp(`^\\d{4}-\\d\\d-\\d\\dT\\d\\d-\\d\\d-\\d\\d\\.\\d{3}Z-${erased}@brightline\\.digital\\.eml$`));

    expect(await removeMailFiles([erased])).toBe(1);
    expect(readdirSync(mailFolder)).toEqual([names[1]]);
    expect(await removeMailFiles([erased])).toBe(0);
  });
});
