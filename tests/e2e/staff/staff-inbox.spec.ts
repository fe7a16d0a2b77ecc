import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { baseURL } from "../../../playwright.config";
import { FORMULA_START, spreadsheetRows } from "~tests/support/spreadsheet-rows";
import { axeOf } from "../support/axe";
import { expect, expectConsoleErrors, test } from "../support/fixtures";
import { sendLead } from "../support/leads";
import { admin, run, signedInAccount, staffSession } from "../support/staff";

/**
 * The staff inbox, as staff and others meet it. Staff access is given and taken with the real
 * command (`npm run admin`), against the suite's auth emulator.
 */

test.describe("the staff inbox", () => {
  test("sends visitors to sign in, and shows signed-in people who are not staff a 403, on every page, form and download", async ({
    page,
    consoleErrors,
  }) => {
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fadmin$/);

    await signedInAccount(page.request, "staff");
    for (const path of ["/admin", "/admin/to-do", "/admin/site-speed", "/admin/leads.csv", `/admin/leads/${crypto.randomUUID()}`]) {
      const response = await page.request.get(path);
      expect(response.status(), path).toBe(403);
    }
    const post = await page.request.post(`/admin/leads/${crypto.randomUUID()}`, {
      form: { intent: "erase", confirm: "yes" },
      headers: { Origin: baseURL },
    });
    expect(post.status()).toBe(403);
    await page.goto("/admin");
    await expect(page.getByRole("heading", { name: "This page isn't open to you" })).toBeVisible();
    await page.goto("/account");
    await expect(page.getByRole("heading", { name: "Password" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Open the staff inbox" })).toHaveCount(0);
    expectConsoleErrors(consoleErrors, /status of 403/);
  });

  test("lets staff find, work, export and erase leads; a revoke closes it at their next request", async ({ page, request }) => {
    // A lead's whole life and a revoke in one test: over 30 s when the machine is busy (two CI runs).
    test.setTimeout(60_000);
    const tag = crypto.randomUUID().slice(0, 8);
    const company = `Summit Walls ${tag}`;
    const first = await sendLead(request, { name: "Alex Honnold", email: `alex-${tag}@example.com`, company });
    // The security probe's message: each line after the first began a row of its own in the export.
    const second = await sendLead(request, {
      name: '=HYPERLINK("http://evil.test","x")',
      email: `lynn-${tag}@example.com`,
      company,
      message: "Call me back\r\n=1+1\r\n@SUM(A1)",
    });
    await sendLead(request, { name: "Spam Bot", email: `bot-${tag}@example.com`, company, website: "http://spam.test" });

    const email = await signedInAccount(page.request, "staff");
    expect(await admin("grant", email)).toBe(`${email} is staff: they can open /admin.`);
    expect(await admin("grant", email)).toBe(`Nothing to change: ${email} is staff already.`);

    // Staff find the inbox from their account page.
    await page.goto("/account");
    await page.getByRole("link", { name: "Open the staff inbox" }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await page.goto(`/admin?q=${encodeURIComponent(tag)}`);
    await expect(page.getByRole("heading", { name: "Leads", level: 1 })).toBeVisible();
    await expect(page.getByText("3 leads match this filter")).toBeVisible();
    const names = page.getByRole("listitem").getByRole("heading", { level: 2 });
    await expect(names).toHaveText(["Spam Bot", '=HYPERLINK("http://evil.test","x")', "Alex Honnold"]);

    await page.getByLabel("Status").selectOption("spam");
    await page.getByRole("button", { name: "Filter" }).click();
    await expect(names).toHaveText(["Spam Bot"]);
    await page.getByRole("link", { name: "Clear" }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByLabel("Status")).toHaveValue("");
    await page.getByLabel("Search name, email or company").fill(`alex-${tag}`);
    await page.getByRole("button", { name: "Filter" }).click();
    await expect(names).toHaveText(["Alex Honnold"]);
    // The row says what the lead is about: its budget and the opening of its message.
    const row = page.getByRole("listitem").filter({ has: page.getByRole("link", { name: "Alex Honnold" }) });
    await expect(row).toContainText("£25,000 to £50,000");
    await expect(row).toContainText("We need a new booking site for our climbing gyms.");

    await page.getByRole("link", { name: "Alex Honnold" }).click();
    await expect(page.getByRole("heading", { name: "Alex Honnold", level: 1 })).toBeVisible();
    await expect(page.getByText(first)).toBeVisible();
    await page.getByLabel("Move this lead to").selectOption("contacted");
    await page.getByRole("button", { name: "Change status" }).click();
    await expect(page.getByText("Status set to Contacted.")).toBeVisible();
    const history = page.getByRole("list", { name: "History, oldest first" });
    await expect(history).toContainText("Status New → Contacted");
    // The same status again changes nothing, and says so (issue 36, item 17).
    await page.getByLabel("Move this lead to").selectOption("contacted");
    await page.getByRole("button", { name: "Change status" }).click();
    await expect(page.getByText("The status is already Contacted: nothing changed.")).toBeVisible();
    await expect(history.getByText(/Status .* → Contacted/)).toHaveCount(1);
    await expect(history).toContainText(email);
    await page.getByLabel("Add a note").fill("Called Alex: wants a quote by Friday.\nBudget may grow.");
    await page.getByRole("button", { name: "Add note" }).click();
    await expect(history).toContainText("Called Alex: wants a quote by Friday.");
    await expect(page.getByLabel("Add a note")).toHaveValue("");
    // The inbox itself; the site header is checked by accessibility-in-both-themes.spec.ts.
    const axe = await axeOf(page).include("main").withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
    expect(axe.violations.filter((violation) => ["serious", "critical"].includes(violation.impact ?? ""))).toEqual([]);

    const csv = await page.request.get(`/admin/leads.csv?q=${encodeURIComponent(tag)}`);
    expect(csv.headers()["content-type"]).toBe("text/csv; charset=utf-8");
    expect(csv.headers()["content-disposition"]).toMatch(/^attachment; filename="brightline-leads-all-\d{4}-\d{2}-\d{2}\.csv"$/);
    const body = (await csv.body()).toString("utf8");
    expect(body.startsWith("\uFEFFReference,")).toBe(true);
    // Opened as a spreadsheet would: the header and one row a lead, no cell it would run.
    const rows = spreadsheetRows(body);
    expect(rows).toHaveLength(4);
    for (const cell of rows.flat()) expect(cell).not.toMatch(FORMULA_START);
    expect(rows.find((row) => row[0] === second)).toEqual(
      expect.arrayContaining([`'=HYPERLINK("http://evil.test","x")`, "Call me back\n=1+1\n@SUM(A1)"]),
    );
    expect(rows.find((row) => row[0] === first)?.slice(2, 4)).toEqual(["Contacted", "Alex Honnold"]);

    // Its two messages (to the studio, and the sender's acknowledgement) were written as files...
    const mailFolder = path.join(process.env.DATA_DIR!, "mail");
    const filesAbout = async (reference: string) => {
      const names = (await readdir(mailFolder).catch(() => [] as string[])).filter((name) => name.endsWith(".eml"));
      const texts = await Promise.all(
        names.map(async (name) => (await readFile(path.join(mailFolder, name), "utf8").catch(() => "")).includes(reference)),
      );
      return names.filter((_, index) => texts[index]);
    };
    await expect.poll(async () => (await filesAbout(first)).length).toBe(2);
    await page.getByLabel("The sender asked us to erase their details").check();
    await page.getByRole("button", { name: "Erase for good" }).click();
    await expect(page).toHaveURL(new RegExp(`/admin\\?erased=${first}$`));
    // ...and go with it.
    expect(await filesAbout(first)).toEqual([]);
    await expect(page.getByRole("status").filter({ hasText: `Lead ${first} was erased` })).toBeVisible();
    expect((await page.request.get(page.url().replace(/\/admin.*/, `/admin?q=alex-${tag}`))).ok()).toBe(true);
    await page.goto(`/admin?q=${encodeURIComponent(tag)}`);
    await expect(names).toHaveCount(2);

    expect(await admin("revoke", email)).toBe(`${email} is no longer staff: /admin answers them 403.`);
    expect((await page.request.get("/admin")).status()).toBe(403);
  });

  test("answers a search holding a NUL or other controls in the page, its data and the export, as what they are cleaned to", async ({
    request,
  }) => {
    const tag = crypto.randomUUID().slice(0, 8);
    const reference = await sendLead(request, { name: `Nul ${tag}`, email: `nul-${tag}@example.com` });
    await staffSession(request);
    for (const path of ["/admin?q=%00", "/admin.data?q=%00", `/admin?q=Nul%00%E2%80%AE%20${tag}`]) {
      const answer = await request.get(path);
      expect(answer.status(), path).toBe(200);
      if (path.includes(tag)) expect(await answer.text()).toContain(`Nul ${tag}`);
    }
    const csv = await request.get(`/admin/leads.csv?q=${tag}%00`);
    expect(csv.status()).toBe(200);
    const rows = spreadsheetRows((await csv.body()).toString("utf8"));
    expect(rows.map((row) => row[0])).toEqual(["Reference", reference]);
    expect((await request.get("/admin/leads.csv?q=a%00")).status()).toBe(200);
  });

  test("npm run admin finds the emulator of the site in the same folder, from DATA_DIR alone", async ({ request }) => {
    const email = await signedInAccount(request, "found-by-folder");
    // No emulator address, no ports: the site wrote where its emulator listens into its DATA_DIR.
    const command = ["node_modules/tsx/dist/cli.mjs", "scripts/admin.ts", "grant", email];
    const { stdout } = await run(process.execPath, command, { env: { PATH: process.env.PATH, DATA_DIR: process.env.DATA_DIR } });
    expect(stdout.trim()).toBe(`${email} is staff: they can open /admin.`);
    // Another folder has no site running: the command says so, and changes nothing there.
    const elsewhere = await run(process.execPath, command, { env: { PATH: process.env.PATH, DATA_DIR: ".e2e-data/no-site-here" } }).catch(
      (error: { stderr: string }) => error,
    );
    expect((elsewhere as { stderr: string }).stderr).toContain("No auth emulator of the site in");
  });

  test("says plainly when the command cannot do what was asked", async () => {
    await expect(admin("grant", "nobody-here@example.com")).rejects.toThrow(
      /No account uses nobody-here@example\.com: they must create one on the site first\./,
    );
    await expect(run(process.execPath, ["node_modules/tsx/dist/cli.mjs", "scripts/admin.ts", "promote", "x"])).rejects.toThrow(
      /Usage: npm run admin -- grant <email>/,
    );
  });
});
