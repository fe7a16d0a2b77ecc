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

  // Storing 520 leads with their mail takes about 5 s on the embedded database of a busy 2-core
  // machine, the default limit itself: the limit is for the export, not for filling the table.
  it("streams an export of more leads than one batch", { timeout: 30_000 }, async () => {
    const tag = crypto.randomUUID();
    // Forty at a time: all 520 at once wait on the database's connections past their limit on a busy machine.
    for (let stored = 0; stored < 520; stored += 40) {
      await Promise.all(Array.from({ length: 40 }, () => storeLead(test.db(), aLead({ company: `Co ${tag}` }))));
    }
    expect(spreadsheetRows(await readAll(leadsCsv(test.db(), { q: tag })))).toHaveLength(521);
  });
});
