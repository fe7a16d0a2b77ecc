// @ts-expect-error: a plain JavaScript module, run by `npm start` before anything is built
import { nodeSupportWarning } from "./node-support.mjs";

const day = (iso: string) => new Date(`${iso}T12:00:00Z`);

describe("nodeSupportWarning", () => {
  it("says nothing on a supported LTS version", () => {
    expect(nodeSupportWarning("24.21.0", day("2026-11-24"))).toBeNull();
    expect(nodeSupportWarning("22.12.0", day("2026-11-24"))).toBeNull();
  });

  it("names the version and its end of life once it has passed", () => {
    const warning = nodeSupportWarning("20.20.2", day("2026-11-24"));
    expect(warning).toContain("Node 20.20.2 reached its end of life on 2026-04-30");
    expect(warning).toContain("use Node 24 LTS");
    expect(warning).not.toContain("\n");
  });

  it("warns from the end-of-life date on, not before", () => {
    expect(nodeSupportWarning("20.19.0", day("2026-04-29"))).toBeNull();
    expect(nodeSupportWarning("20.19.0", day("2026-04-30"))).not.toBeNull();
  });

  it("warns on an odd release, which is never long-term supported", () => {
    expect(nodeSupportWarning("25.1.0", day("2026-01-10"))).toMatch(/not a long-term support release/);
    expect(nodeSupportWarning("23.0.0", day("2025-01-10"))).toMatch(/not a long-term support release/);
  });

  it("says an old LTS version older than the table is past its end of life", () => {
    expect(nodeSupportWarning("16.20.2", day("2026-11-24"))).toMatch(/^Warning: Node 16\.20\.2 reached its end of life/);
  });

  it("trusts an even version newer than the table", () => {
    expect(nodeSupportWarning("28.0.0", day("2028-06-01"))).toBeNull();
  });
});
