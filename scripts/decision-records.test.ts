import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * Decision records keep one format, the template's (docs/decisions/template.md), and the index
 * (docs/decisions/README.md) lists each of them, with its status and date.
 */
const folder = fileURLToPath(new URL("../docs/decisions/", import.meta.url));
const SECTIONS = ["## Context", "## Decision", "## Alternatives", "## Consequences"];

type Record = { file: string; number: number; title: string; status: string; date: string };

/** What is wrong with a record's format, if anything; and what it says of itself. */
export function readRecord(file: string, text: string): { record?: Record; problems: string[] } {
  const problems: string[] = [];
  const title = /^# (\d+)\. (.+)\n\n- Status: (.+)\n- Date: (\d{4}-\d{2}-\d{2})\n(?:- Relations: .+\n)?\n## /.exec(text);
  if (!title) problems.push(`${file}: starts with "# N. Title", then "- Status:", "- Date:" and an optional "- Relations:"`);
  const headings = text.split("\n").filter((line) => line.startsWith("## "));
  const order = SECTIONS.map((section) => headings.indexOf(section));
  if (order.some((at, index) => at !== index)) problems.push(`${file}: has ${SECTIONS.join(", ")}, in that order, first`);
  if (title && Number(title[1]) !== Number(file.slice(0, 4))) problems.push(`${file}: its title's number is not its file's`);
  if (!title) return { problems };
  const status = /^[a-z]+/.exec(title[3] ?? "")?.[0] ?? "";
  return { problems, record: { file, number: Number(title[1]), title: title[2]!, status, date: title[4]! } };
}

describe("decision records", () => {
  const files = readdirSync(folder).filter((file) => /^\d{4}-.+\.md$/.test(file));
  const read = files.map((file) => readRecord(file, readFileSync(join(folder, file), "utf8")));

  it("all follow the template", () => {
    expect(files.length).toBeGreaterThan(30);
    expect(read.flatMap(({ problems }) => problems)).toEqual([]);
    expect(
      readRecord(
        "0000-template.md",
        readFileSync(join(folder, "template.md"), "utf8").replace("# NN.", "# 0.").replace("YYYY-MM-DD", "2026-01-01"),
      ).problems,
    ).toEqual([]);
  });

  it("are numbered one after another", () => {
    expect(read.map(({ record }) => record?.number)).toEqual(files.map((_, index) => index + 1));
  });

  it("are each listed in the index, with their title, status and date", () => {
    const index = readFileSync(join(folder, "README.md"), "utf8");
    const missing = read
      .map(({ record }) => record!)
      .filter((record) => !index.includes(`| ${record.number} | [${record.title}](${record.file}) | ${record.status} | ${record.date} |`))
      .map((record) => record.file);
    expect(missing).toEqual([]);
  });

  it("fail the format when a section is missing or the status is not a list item", () => {
    const good =
      "# 3. A thing\n\n- Status: accepted\n- Date: 2026-11-27\n\n## Context\n\n## Decision\n\n## Alternatives\n\n## Consequences\n";
    expect(readRecord("0003-a-thing.md", good)).toEqual({
      problems: [],
      record: { file: "0003-a-thing.md", number: 3, title: "A thing", status: "accepted", date: "2026-11-27" },
    });
    expect(readRecord("0003-a-thing.md", good.replace("## Alternatives\n\n", "")).problems).toHaveLength(1);
    expect(
      readRecord("0003-a-thing.md", good.replace("- Status: accepted\n- Date: 2026-11-27", "Status: accepted. Date: 2026-11-27.")).problems,
    ).toHaveLength(1);
  });
});
