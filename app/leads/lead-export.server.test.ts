import { aLead } from "~tests/support/a-lead";
import { readAll } from "~tests/support/read-stream";
import { FORMULA_START, spreadsheetRows } from "~tests/support/spreadsheet-rows";
import { testDatabaseKinds, useTestDatabase } from "~tests/support/test-databases";
import { leadsCsv } from "./lead-export.server";
import { cleanText } from "~/platform/clean-text.server";
import { leadReference, storeLead } from "./lead-store.server";

describe.each(testDatabaseKinds)("the leads export on %s", (kind) => {
  const test = useTestDatabase(kind);

  it("opens cleanly in a spreadsheet: BOM, CRLF between records, formulas made text", async () => {
    const tag = crypto.randomUUID();
    await storeLead(test.db(), aLead({ name: '=HYPERLINK("http://evil.test","Click")', company: `+Evil ${tag}` }));
    const person = await storeLead(
      test.db(),
      aLead({ name: "Zoë Ünal", message: `Two lines,\nand "quotes", ${tag}.`, company: `@Home ${tag}` }),
    );
    const csv = await readAll(leadsCsv(test.db(), { q: tag }));
    expect(
      csv.startsWith("\uFEFFReference,Received (UTC),Status,Name,Email,Company,Interested in,Budget,Timeline,Message,Spam reason\r\n"),
    ).toBe(true);
    expect(csv.endsWith("\r\n")).toBe(true);
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.test"",""Click"")"`);
    expect(csv).toContain(`'+Evil ${tag}`);
    expect(csv).toContain(`${leadReference(person.id)},`);
    expect(csv).toContain(`"Two lines,\nand ""quotes"", ${tag}."`);
    expect(csv).toContain(`'@Home ${tag}`);
  });

  it("keeps a multi-line message in one cell, so no line of it starts a row of its own or runs as a formula", async () => {
    const tag = crypto.randomUUID();
    // What the contact form stores (its cleaning turns CRLF and a lone CR into LF): the
    // security probe's message, and ordinary ones that a bare LF used to split across rows.
    const messages = [
      "Call me back\n=1+1\n@SUM(A1)",
      "Call me back\r\n=1+1\r\n@SUM(A1)",
      "First line\r-2+3\rthird line",
      "Hello,\n+44 117 496 0000 is my number\n-- Sam",
      "A plain message\nover two lines",
      `Quotes "inside"\n=HYPERLINK("http://evil.test")`,
    ].map((message) => cleanText(`${message} ${tag}`, { multiline: true }));
    const stored = [];
    for (const message of messages) stored.push(await storeLead(test.db(), aLead({ name: `Row ${tag}`, company: `Co ${tag}`, message })));

    const rows = spreadsheetRows(await readAll(leadsCsv(test.db(), { q: tag })));
    // The header, then one row a lead: as many rows as the filter finds.
    expect(rows).toHaveLength(stored.length + 1);
    for (const row of rows) for (const cell of row) expect(cell).not.toMatch(FORMULA_START);
    const message = rows[0]!.indexOf("Message");
    expect(
      rows
        .slice(1)
        .map((row) => row[message])
        .sort(),
    ).toEqual([...messages].sort());
    expect(
      rows
        .slice(1)
        .map((row) => row[0])
        .sort(),
    ).toEqual(stored.map((lead) => leadReference(lead.id)).sort());
  });

  // Batches of 5, not the site's 500: 12 leads cross two boundaries, where 520 stored with their
  // mail took 5 s of a busy machine to cross one (issue 63).
  it("streams an export of more leads than one batch", async () => {
    const tag = crypto.randomUUID();
    await Promise.all(Array.from({ length: 12 }, () => storeLead(test.db(), aLead({ company: `Co ${tag}` }))));
    const rows = spreadsheetRows(await readAll(leadsCsv(test.db(), { q: tag }, 5)));
    expect(rows).toHaveLength(13);
    // Each lead once: a batch's boundary neither repeats nor skips one.
    expect(new Set(rows.slice(1).map((row) => row[0])).size).toBe(12);
  });
});
