import sharp from "sharp";
import { expect, expectConsoleErrors, test } from "../support/fixtures";
import { signedInAccount } from "../support/staff";

/**
 * The content studio in a browser (issue 40), as an editor: the studio and nothing else of the
 * staff pages, its list found by words and filtered without scripts, and a document's page with
 * where it stands and its history. Publishing across instances: tests/e2e/http-only/content-studio-two-instances.spec.ts.
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

    for (const path of ["/admin", "/admin/to-do", "/admin/people", "/admin/cohorts", "/admin/site-speed"]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(403);
      await expect(page.getByRole("heading", { name: "This page isn't open to you" })).toBeVisible();
    }
    expectConsoleErrors(consoleErrors, /status of 403/);
  });

  test("adds a team member with an uploaded portrait, previews it at the page's widths, and the image is kept for good", async ({
    page,
    consoleErrors,
  }) => {
    await signedInAccount(page.request, "editor", { editor: true });
    await page.goto("/admin/content/new?kind=team");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("New team member");
    const slug = `a-new-colleague-${Date.now()}`;
    await page.getByLabel("Slug", { exact: true }).fill(slug);
    await page.getByLabel("Name", { exact: true }).fill("Ada Newcomer");
    await page.getByLabel("Role", { exact: true }).fill("Designer");
    await page
      .getByLabel("Bio", { exact: true })
      .fill("Ada joined the studio this autumn from a product team, and draws the interfaces our clients' customers use every day.");
    const portrait = page.getByRole("group", { name: "Portrait" });
    await portrait.getByLabel("Alt", { exact: true }).fill("Ada Newcomer, smiling, in the studio");

    // A script named as a picture: refused beside the upload, with what was typed kept.
    const upload = portrait.getByLabel("Upload a new image (optional)");
    await upload.setInputFiles({ name: "portrait.png", mimeType: "image/png", buffer: Buffer.from("<script>alert(1)</script>") });
    await page.getByRole("button", { name: "Create team member" }).first().click();
    await expect(upload).toHaveAccessibleDescription(/^That file is not an image we can use, whatever its name says/);
    await expect(page.getByLabel("Name", { exact: true })).toHaveValue("Ada Newcomer");

    // A camera's photo, turned a quarter and carrying where it was taken.
    const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: "#c85028" } })
      .jpeg()
      .withExif({ IFD0: { Make: "Phonecam" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "51/1 27/1 0/1" } })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    await upload.setInputFiles({ name: "ada.jpg", mimeType: "image/jpeg", buffer: photo });
    await page.getByRole("button", { name: "Create team member" }).last().click();
    await expect(page.getByText("Created as version 1, a draft")).toBeVisible();

    await page
      .getByRole("link", { name: /^Preview/ })
      .first()
      .click();
    const image = page.getByRole("img", { name: "Ada Newcomer, smiling, in the studio" });
    await expect(image).toHaveAttribute("width", "900");
    await expect(image).toHaveAttribute("height", "1200");
    const src = (await image.getAttribute("src"))!;
    const hash = /^\/content-images\/([0-9a-f]{32})-900\.webp$/.exec(src)?.[1];
    expect(hash, src).toBeDefined();
    // AVIF first, at each width kept: 480 and the upload's own 900.
    await expect(page.locator(`picture:has(img[src="${src}"]) source[type="image/avif"]`)).toHaveAttribute(
      "srcset",
      `/content-images/${hash}-480.avif 480w, /content-images/${hash}-900.avif 900w`,
    );

    const served = await page.request.get(`/content-images/${hash}-480.avif`);
    expect(served.status()).toBe(200);
    expect(served.headers()["content-type"]).toBe("image/avif");
    expect(served.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    const kept = await sharp(await served.body()).metadata();
    expect(kept).toMatchObject({ format: "heif", width: 480, height: 640 });
    expect(kept.exif).toBeUndefined();
    expect((await page.request.get(`/content-images/${hash}-481.avif`)).status()).toBe(404);
    expectConsoleErrors(consoleErrors, /status of 400/);
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
      await expect(page).toHaveURL(/\/admin\/content\?q=graphic&kind=service&state=&translation=$/);
      await expect(page.getByRole("status")).toHaveText("1 document matches this filter");
      await expect(page.getByRole("heading", { level: 2 })).toHaveText(["Services (1 document)"]);
      await expect(page.getByRole("heading", { level: 3 })).toHaveText(["Graphic Design"]);

      await page.getByLabel("State").selectOption({ label: "Unpublished" });
      await page.getByRole("button", { name: "Filter" }).click();
      await expect(page.getByText("No document matches this filter.")).toBeVisible();
      await page.getByRole("link", { name: "Clear" }).click();

      await page.getByRole("link", { name: "Graphic Design" }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Graphic Design");
      await expect(page.getByText("Version 1 is published.")).toBeVisible();
      const history = page.getByRole("region", { name: "History" });
      await expect(history.getByRole("listitem")).toHaveText([/Version 1 \(published\).*from the site's files/]);
      await expect(page.getByRole("link", { name: "View on the site" })).toHaveAttribute("href", "/services/graphic-design");
      await expect(page.getByRole("button", { name: "Unpublish" })).toBeVisible();
    });

    test("refuses a file that is not an image beside its field, and saves nothing", async ({ page, consoleErrors }) => {
      await signedInAccount(page.request, "editor", { editor: true });
      await page.goto("/admin/content?q=web-performance-budgets");
      await page.getByRole("link", { name: "Web Performance Budgets" }).click();
      const documentPage = page.url();
      await page.goto(`${documentPage}/edit`);
      const upload = page.getByRole("group", { name: "Cover" }).getByLabel("Upload a new image (optional)");
      await upload.setInputFiles({ name: "cover.webp", mimeType: "image/webp", buffer: Buffer.from("%PDF-1.7\n1 0 obj\n") });
      await page.getByRole("button", { name: "Save draft" }).first().click();
      await expect(page.getByRole("alert").filter({ hasText: "Nothing was saved" }).getByRole("link")).toHaveText([
        /^Cover: That file is not an image we can use/,
      ]);
      await expect(upload).toHaveAttribute("aria-invalid", "true");
      await page.goto(documentPage);
      await expect(page.getByText("Version 1 is published.")).toBeVisible();
      expectConsoleErrors(consoleErrors, /status of 400/);
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
      // Each refusal in words, by the field's label, with the count where there is a limit (issue 64, item 9).
      await expect(summary.getByRole("link")).toHaveText([
        "Question: Write at least 10 characters: this has 1.",
        "Answer: Fill this in.",
        "Group: Choose one of the options.",
      ]);
      // What was typed is kept.
      await expect(page.getByLabel("Id")).toHaveValue(id);

      // Without scripts, the question's length as sent, read with the field (the German
      // studio's test sees it counted as it is typed).
      await expect(page.locator("#field-question-count")).toHaveText("1 of 10 to 140 characters");
      await expect(page.getByLabel("Question")).toHaveAccessibleDescription(/1 of 10 to 140 characters$/);
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
      await expect(deletion.getByLabel(/^Yes, delete/)).toHaveAccessibleDescription("Tick this box to delete it.");
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
