import { expect, expectConsoleErrors, test } from "../support/fixtures";
import { signedInAccount } from "../support/staff";

/**
 * The content studio in a browser (issue 40), as an editor: the studio and nothing else of the
 * staff pages, its list found by words and filtered without scripts, and a document's page with
 * where it stands and its history. Publishing across instances: tests/e2e/http-only/content-studio.spec.ts.
 */
test.describe("the content studio, as an editor", () => {
  test("the frame shows the studio only, and the other staff pages are refused", async ({ page, consoleErrors }) => {
    await signedInAccount(page.request, "editor", { editor: true });
    await page.goto("/account");
    await page.getByRole("link", { name: "Open the content studio" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Content");
    const staffNav = page.getByRole("navigation", { name: "Staff" });
    await expect(staffNav.getByRole("link")).toHaveText(["Content"]);
    await expect(staffNav.getByRole("link", { name: "Content" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("contentinfo")).toContainText(", an editor");

    for (const path of ["/admin", "/admin/cohorts", "/admin/site-speed"]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(403);
      await expect(page.getByRole("heading", { name: "This page isn't open to you" })).toBeVisible();
    }
    expectConsoleErrors(consoleErrors, /status of 403/);
  });

  test.describe("with scripts off", () => {
    test.use({ javaScriptEnabled: false });

    test("finds a document by its words and kind, and opens its page with its history", async ({ page }) => {
      await signedInAccount(page.request, "editor", { editor: true });
      await page.goto("/admin/content");
      await expect(page.getByRole("status")).toContainText("documents: every service, case study, course, post and page");

      await page.getByLabel("Search titles and addresses").fill("graphic");
      await page.getByLabel("Kind").selectOption({ label: "Service" });
      await page.getByRole("button", { name: "Filter" }).click();
      await expect(page).toHaveURL(/\/admin\/content\?q=graphic&kind=service&state=$/);
      await expect(page.getByRole("status")).toHaveText("1 document match this filter");
      await expect(page.getByRole("heading", { level: 2 })).toHaveText(["Graphic Design"]);

      await page.getByLabel("State").selectOption({ label: "Unpublished" });
      await page.getByRole("button", { name: "Filter" }).click();
      await expect(page.getByText("No document matches this filter.")).toBeVisible();
      await page.getByRole("link", { name: "Clear" }).click();

      await page.getByRole("link", { name: "Graphic Design" }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Graphic Design");
      await expect(page.getByText("Version 1 is published.")).toBeVisible();
      const history = page.getByRole("region", { name: "History" });
      await expect(history.getByRole("listitem")).toHaveText([/Version 1 \(published\).*by repository/]);
      await expect(page.getByRole("link", { name: "View on the site" })).toHaveAttribute("href", "/services/graphic-design");
      await expect(page.getByRole("button", { name: "Unpublish" })).toBeVisible();
    });

    test("adds a FAQ entry as a draft, is told what is missing first, previews nothing on the site, and deletes it", async ({
      page,
      consoleErrors,
    }) => {
      await signedInAccount(page.request, "editor", { editor: true });
      await page.goto("/admin/content");
      await page.getByRole("link", { name: "New document" }).click();
      await page.getByRole("link", { name: "FAQ entry" }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("New FAQ entry");

      const id = `a-question-${Date.now()}`;
      await page.getByLabel("Id").fill(id);
      await page.getByLabel("Question").fill("?");
      await page.getByRole("button", { name: "Create FAQ entry" }).first().click();
      const summary = page.getByRole("alert").filter({ hasText: "Nothing was created" });
      await expect(summary.getByRole("link")).toHaveText([/^question: /, /^answer: /, /^group: /]);
      // What was typed is kept.
      await expect(page.getByLabel("Id")).toHaveValue(id);

      await page.getByLabel("Question").fill("Can a question be added from the studio?");
      await page
        .getByLabel("Answer")
        .fill("Yes: an editor adds it as a draft, previews it on the FAQ page and publishes it when it reads well.");
      await page.getByLabel("Group").selectOption("services");
      await page.getByRole("button", { name: "Create FAQ entry" }).last().click();
      await expect(page.getByText("Created as version 1, a draft")).toBeVisible();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Can a question be added from the studio?");
      expect(await (await page.request.get("/faq")).text()).not.toContain("Can a question be added from the studio?");

      const deletion = page.getByRole("region", { name: "Delete" });
      await deletion.getByRole("button", { name: "Delete" }).click();
      await expect(page.getByText("Nothing was deleted: tick the box to say you mean it.")).toBeVisible();
      await deletion.getByLabel(/^Yes, delete/).check();
      await deletion.getByRole("button", { name: "Delete" }).click();
      await expect(page).toHaveURL(/\/admin\/content\?deleted=1$/);
      await expect(page.getByText("The document is deleted, with every version of it.")).toBeVisible();
      await page.getByLabel("Search titles and addresses").fill(id);
      await page.getByRole("button", { name: "Filter" }).click();
      await expect(page.getByText("No document matches this filter.")).toBeVisible();
      // The refused forms' answers, 400, as the browser logs them.
      expectConsoleErrors(consoleErrors, /status of 400/);
    });
  });
});
