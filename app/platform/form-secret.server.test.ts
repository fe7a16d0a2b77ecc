import { mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { keptFormSecret } from "./form-secret.server";

describe("keptFormSecret", () => {
  let folder: string;
  beforeEach(() => {
    folder = mkdtempSync(path.join(tmpdir(), "brightline-secret-"));
  });
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  it("makes a secret once, readable by its owner only, and gives the same one at every later start", () => {
    const data = path.join(folder, "data");
    const secret = keptFormSecret(data);
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(statSync(path.join(data, "form-secret")).mode & 0o777).toBe(0o600);
    expect(keptFormSecret(data)).toBe(secret);
    expect(keptFormSecret(path.join(folder, "other"))).not.toBe(secret);
  });

  it("takes the one already there, as an instance started a moment later does", () => {
    writeFileSync(path.join(folder, "form-secret"), "x".repeat(43) + "\n");
    expect(keptFormSecret(folder)).toBe("x".repeat(43));
  });

  it("stops the start, saying what to do, when the file holds no secret (emptied or edited by hand)", () => {
    writeFileSync(path.join(folder, "form-secret"), "\n");
    expect(() => keptFormSecret(folder)).toThrow(/form-secret holds no secret of at least 32 characters\. Delete it/);
  });
});
