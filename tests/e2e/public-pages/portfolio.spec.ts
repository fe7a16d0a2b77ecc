import { expect, expectConsoleErrors, test } from "../support/fixtures";

test.describe("portfolio", () => {
  test("lists at least nine case studies, server-rendered", async ({ request }) => {
    const response = await request.get("/projects");
    const html = await response.text();
    expect(response.status()).toBe(200);
    expect(html.match(/href="\/projects\/[a-z0-9-]+"/g)?.length ?? 0).toBeGreaterThanOrEqual(9);
    expect(html.match(/<article/g)?.length ?? 0).toBeGreaterThanOrEqual(9);
  });

  test("filters by service from the query and from the filter links", async ({ visitorTab: page }) => {
    await page.goto("/projects");
    const all = await page.locator("main article").count();
    await page.getByRole("navigation", { name: "Filter projects by service" }).getByRole("link", { name: "E-commerce" }).click();
    await expect(page).toHaveURL("/projects?service=e-commerce");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("E-commerce projects");
    const filtered = page.locator("main article");
    const count = await filtered.count();
    expect(count).toBeGreaterThanOrEqual(2);
    expect(count).toBeLessThan(all);
    for (const card of await filtered.all()) {
      await expect(card.getByRole("list", { name: "Services" })).toContainText("E-commerce");
    }
    await expect(page.getByRole("link", { name: "E-commerce" }).first()).toHaveAttribute("aria-current", "page");
  });

  test("an unknown service is a 404 that says so without repeating it, shows every project and is kept by no one", async ({
    page,
    consoleErrors,
  }) => {
    const typed = '<script>alert("zq-typed")</script>';
    const response = await page.goto(`/projects?service=${encodeURIComponent(typed)}`);
    expect(response?.status()).toBe(404);
    expect(response?.headers()["cache-control"]).toBe("no-store");
    await expect(page.getByRole("status")).toHaveText("That service filter isn't one we know, so here are all our projects.");
    // What the visitor typed is nowhere in the page, not even escaped.
    expect(await response!.text()).not.toContain("zq-typed");
    await expect(page.getByRole("main")).not.toContainText("zq-typed");
    await expect(
      page.getByRole("navigation", { name: "Filter projects by service" }).getByRole("link", { name: "All projects" }),
    ).toHaveAttribute("aria-current", "page");
    const direct = await page.request.get("/projects");
    const total = (await direct.text()).match(/<article/g)?.length ?? 0;
    await expect(page.locator("main article")).toHaveCount(total);
    expectConsoleErrors(consoleErrors, /status of 404/);
  });

  test("a case study shows its story, services, results and gallery", async ({ visitorTab: page }) => {
    await page.goto("/projects");
    const first = page.locator("main article").first();
    const title = (await first.getByRole("heading").textContent())!.trim();
    await first.getByRole("link", { name: title }).click();
    await expect(page).toHaveURL(/\/projects\/[a-z0-9-]+$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    for (const heading of ["The challenge", "Our approach", "The result", "Services used", "Gallery"]) {
      await expect(page.getByRole("heading", { name: heading, level: 2 })).toBeVisible();
    }
    expect(await page.locator("main dd").count()).toBeGreaterThanOrEqual(2);
    expect(await page.locator("main figure img").count()).toBeGreaterThanOrEqual(2);
    await expect(page).toHaveTitle(`${title} | Brightline Digital`);
  });

  test("an unknown case study is a 404", async ({ visitorTab: page, consoleErrors }) => {
    const response = await page.goto("/projects/no-such-project");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("We couldn't find that page");
    await expect(page.getByRole("main")).toContainText("/projects/no-such-project");
    await expect(page).toHaveTitle("Page not found | Brightline Digital");
    // The root's boundary renders inside the site's shell.
    await expect(page.getByRole("banner")).toBeVisible();
    expectConsoleErrors(consoleErrors, /404/);
  });
});
