import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { dropAccountChangeNotice, takeAccountChangeNotices } from "./change-notices.server";

describe("account change notices between npm run admin and the site in the same folder", () => {
  let folder: string;
  beforeEach(() => {
    folder = mkdtempSync(path.join(tmpdir(), "change-notices-"));
  });
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  it("hands the site each account named, once, and tells the command it was taken", async () => {
    const taken: string[] = [];
    const stop = takeAccountChangeNotices(folder, async (uid) => {
      taken.push(uid);
    });
    try {
      // Any character a uid may hold, a slash included.
      expect(await dropAccountChangeNotice(folder, "uid/with.odd+chars")).toBe(true);
      expect(await dropAccountChangeNotice(folder, "second")).toBe(true);
      expect(taken).toEqual(["uid/with.odd+chars", "second"]);
      expect(readdirSync(path.join(folder, "account-changes"))).toEqual([]);
    } finally {
      stop();
    }
    expect(existsSync(path.join(folder, "account-changes")), "a stopped site leaves no folder to drop into").toBe(false);
  });

  it("tells the command at once when no site runs from the folder, and when one does not take it in time", async () => {
    const started = Date.now();
    expect(await dropAccountChangeNotice(folder, "nobody-watching")).toBe(false);
    expect(Date.now() - started).toBeLessThan(1_000);

    const stop = takeAccountChangeNotices(folder, () => new Promise(() => {}));
    try {
      expect(await dropAccountChangeNotice(folder, "stuck", 300)).toBe(false);
    } finally {
      stop();
    }
  });

  it("clears notices left while no site was running, without counting them: it kept no copies then", async () => {
    mkdirSync(path.join(folder, "account-changes"));
    writeFileSync(path.join(folder, "account-changes", Buffer.from("left-behind").toString("base64url")), "");
    const take = vi.fn(async () => undefined);
    const stop = takeAccountChangeNotices(folder, take);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(readdirSync(path.join(folder, "account-changes"))).toEqual([]);
    stop();
    expect(take).not.toHaveBeenCalled();
  });
});
