import { expect, expectConsoleErrors, test } from "../support/fixtures";

/** Every content page answers 200 with its own heading. */
const contentPages: [path: string, heading: string | RegExp][] = [
  ["/courses", "Learn the way we work"],
  ["/courses/ui-design-foundations", "UI Design Foundations"],
  ["/courses/react-router-full-stack-apps", "Full-stack Apps with React Router 7"],
  ["/about-us", "Designers and engineers in one room"],
  ["/blog", "Notes from the studio"],
  ["/blog/keeping-pages-under-a-javascript-budget", "How we keep every page under 120 KB of JavaScript"],
  ["/faq", "Questions we're often asked"],
  ["/services/graphic-design", "Graphic Design"],
  ["/services/e-commerce", "E-commerce"],
];

test.describe("content pages", () => {
  for (const [path, heading] of contentPages) {
    test(`${path} answers 200 with its heading`, async ({ visitorTab: page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    });
  }

  for (const path of ["/courses/no-such-course", "/blog/no-such-post", "/services/no-such-service", "/blog?page=99", "/blog?page=two"]) {
    test(`${path} is the not-found page with status 404`, async ({ visitorTab: page, consoleErrors }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("We couldn't find that page");
      expectConsoleErrors(consoleErrors, /404/);
    });
  }
});

test.describe("courses", () => {
  test("the catalogue lists at least six courses with their facts, server-rendered", async ({ page }) => {
    const html = await (await page.request.get("/courses")).text();
    expect(html.match(/href="\/courses\/[a-z0-9-]+"/g)?.length ?? 0).toBeGreaterThanOrEqual(6);
    await page.goto("/courses");
    const cards = page.locator("main article");
    expect(await cards.count()).toBeGreaterThanOrEqual(6);
    for (const card of await cards.all()) {
      await expect(card.getByText(/^(Beginner|Intermediate|Advanced)$/)).toBeVisible();
      await expect(card.getByText(/^(Free|£[\d,]+)$/)).toBeVisible();
      // A range where a course's cohorts differ: "4–6 weeks, 2.5–3 hours a week".
      await expect(card.getByText(/^[\d.–]+ weeks?, [\d.–]+ hours? a week$/)).toBeVisible();
      await expect(card.getByText(/\d+ lessons with [A-Z]/)).toBeVisible();
      await expect(card.getByRole("list", { name: "Topics" }).getByRole("listitem").first()).toBeVisible();
    }
  });

  test("filters by level and topic from the links, keeping the other filter", async ({ page }) => {
    await page.goto("/courses");
    const all = await page.locator("main article").count();
    await page.getByRole("navigation", { name: "Filter courses by level" }).getByRole("link", { name: "Intermediate" }).click();
    await expect(page).toHaveURL("/courses?level=intermediate");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Intermediate courses");
    const intermediate = await page.locator("main article").count();
    expect(intermediate).toBeGreaterThan(0);
    expect(intermediate).toBeLessThan(all);
    for (const card of await page.locator("main article").all()) await expect(card).toContainText("Intermediate");

    await page.getByRole("navigation", { name: "Filter courses by topic" }).getByRole("link", { name: "React" }).click();
    await expect(page).toHaveURL("/courses?level=intermediate&topic=react");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Intermediate React courses");
    for (const card of await page.locator("main article").all()) {
      await expect(card).toContainText("Intermediate");
      await expect(card.getByRole("list", { name: "Topics" })).toContainText("React");
    }
    await expect(page.getByRole("navigation", { name: "Filter courses by topic" }).getByRole("link", { name: "React" })).toHaveAttribute(
      "aria-current",
      "page",
    );
  });

  test("an unknown level or topic is a 404 that says so, without repeating it, shows every course and is kept by no one", async ({
    page,
    consoleErrors,
  }) => {
    const response = await page.goto("/courses?level=zq-expert&topic=zq-knitting");
    expect(response?.status()).toBe(404);
    expect(response?.headers()["cache-control"]).toBe("no-store");
    await expect(page.getByRole("status").filter({ hasText: "That level filter isn't one we know" })).toHaveText(
      "That level filter isn't one we know, so courses of every level are shown.",
    );
    await expect(page.getByRole("status").filter({ hasText: "That topic filter isn't one we know" })).toHaveText(
      "That topic filter isn't one we know, so courses on every topic are shown.",
    );
    expect(await response!.text()).not.toContain("zq-");
    await expect(page.getByRole("main")).not.toContainText("zq-");
    expect(await page.locator("main article").count()).toBeGreaterThanOrEqual(6);
    expectConsoleErrors(consoleErrors, /status of 404/);
  });

  test("a course page shows its syllabus, outcomes, instructor and questions", async ({ page }) => {
    await page.goto("/courses/react-router-full-stack-apps");
    const syllabus = page.getByRole("region", { name: "Syllabus" });
    expect(await syllabus.getByRole("heading", { level: 3 }).count()).toBeGreaterThanOrEqual(3);
    await expect(syllabus.getByRole("heading", { level: 3 }).first()).toHaveText(/^Module 1\. /);
    expect(await syllabus.locator("li li").count()).toBeGreaterThanOrEqual(8);
    expect(await page.getByRole("region", { name: "What you will learn" }).getByRole("listitem").count()).toBeGreaterThanOrEqual(4);
    await expect(page.getByRole("region", { name: "Your instructor" })).toContainText("Tom Lindqvist");
    // Its upcoming cohorts (the samples a site on its own machine starts with), each with its booking step.
    const cohorts = page.getByRole("region", { name: "Book a place" }).getByRole("list", { name: "Upcoming cohorts" });
    await expect(
      cohorts
        .getByRole("listitem")
        .first()
        .getByRole("link", { name: /^Book a seat/ }),
    ).toHaveAttribute("href", /^\/courses\/react-router-full-stack-apps\/book\/[0-9a-f-]{36}\?shown=\d+$/);
    const questions = page.getByRole("region", { name: "Questions about this course" });
    expect(await questions.locator("details").count()).toBeGreaterThanOrEqual(2);
  });
});

test.describe("blog", () => {
  test("lists six posts a page, newest first, and pages through the rest", async ({ page }) => {
    await page.goto("/blog");
    const dates = async () => page.locator("main article time").evaluateAll((times) => times.map((time) => time.getAttribute("datetime")!));
    const first = await dates();
    expect(first).toHaveLength(6);
    expect(first).toEqual([...first].sort().reverse());

    const pages = page.getByRole("navigation", { name: "Pages of articles" });
    await expect(pages.getByRole("link", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
    await pages.getByRole("link", { name: "Older" }).click();
    await expect(page).toHaveURL("/blog?page=2");
    // The address changes as the navigation commits; the new list renders right after it.
    await expect(pages.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
    const second = await dates();
    expect(second.length).toBeGreaterThan(0);
    expect(second.every((date) => date < first.at(-1)!)).toBe(true);
  });

  test("filters by tag", async ({ page, consoleErrors }) => {
    await page.goto("/blog");
    await page.getByRole("navigation", { name: "Filter articles by tag" }).getByRole("link", { name: "Performance" }).click();
    await expect(page).toHaveURL("/blog?tag=performance");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Performance articles");
    const cards = page.locator("main article");
    expect(await cards.count()).toBeGreaterThanOrEqual(2);
    for (const card of await cards.all()) await expect(card.getByRole("list", { name: "Tags" })).toContainText("Performance");

    const unknown = await page.goto("/blog?tag=zq-gardening");
    expect(unknown?.status()).toBe(404);
    await expect(page.getByRole("status")).toHaveText("That tag filter isn't one we know, so here are all our articles.");
    expect(await unknown!.text()).not.toContain("zq-gardening");
    await expect(page.getByRole("main")).not.toContainText("zq-gardening");
    await expect(page.locator("main article")).toHaveCount(6);
    expectConsoleErrors(consoleErrors, /status of 404/);
  });

  test("a post has its author, date, reading time, highlighted code, linkable headings and neighbours", async ({ page }) => {
    await page.goto("/blog/keeping-pages-under-a-javascript-budget");
    const article = page.getByRole("article");
    await expect(article).toContainText("Tom Lindqvist");
    await expect(article.locator("time")).toHaveAttribute("datetime", "2026-10-28");
    await expect(article).toContainText(/\d+ min read/);
    expect(await article.locator("pre code.hljs span[class^='hljs-']").count()).toBeGreaterThan(5);

    const heading = article.getByRole("heading", { level: 2 }).first();
    const id = await heading.getAttribute("id");
    expect(id).toMatch(/^[a-z0-9-]+$/);
    const anchor = heading.getByRole("link", { name: /^Link to this section: / });
    await expect(anchor).toHaveAttribute("href", `#${id}`);
    await anchor.click();
    await expect(page).toHaveURL(`/blog/keeping-pages-under-a-javascript-budget#${id}`);
    await expect(heading).toBeInViewport();

    const more = page.getByRole("navigation", { name: "More articles" });
    await expect(more.getByRole("link", { name: /Next article/ })).toHaveCount(0);
    await more.getByRole("link", { name: /Previous article/ }).click();
    await expect(page).toHaveURL(/\/blog\/sanitising-user-and-cms-content$/);
    await expect(page.getByRole("navigation", { name: "More articles" }).getByRole("link", { name: /Next article/ })).toHaveAttribute(
      "href",
      "/blog/keeping-pages-under-a-javascript-budget",
    );
  });

  test("a post whose Markdown holds <script> and onerror= renders them as inert text", async ({ page }) => {
    const dialogs: string[] = [];
    page.on("dialog", async (dialog) => {
      dialogs.push(dialog.message());
      await dialog.dismiss();
    });
    await page.goto("/blog/sanitising-user-and-cms-content");
    const article = page.getByRole("article");
    // The hostile markup is there to read, as code...
    await expect(article.locator("pre").filter({ hasText: 'onerror="alert(1)"' })).toBeVisible();
    await expect(article.locator("pre").filter({ hasText: "<script>" }).first()).toBeVisible();
    // ...and nowhere as live markup.
    expect(await article.locator("script, [onerror], [onload], [onclick], iframe").count()).toBe(0);
    expect(await page.locator("img[src='x']").count()).toBe(0);
    expect(dialogs).toEqual([]);
  });

  test("the RSS feed is well-formed RSS 2.0 with every post", async ({ page, request }) => {
    const response = await request.get("/blog/rss.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("application/rss+xml; charset=utf-8");
    const xml = await response.text();
    await page.goto("/blog");
    const feed = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, "application/xml");
      return {
        error: doc.querySelector("parsererror")?.textContent ?? null,
        version: doc.documentElement.getAttribute("version"),
        items: [...doc.querySelectorAll("channel > item")].map((item) => new URL(item.querySelector("link")!.textContent!).pathname),
        posts: [...document.querySelectorAll("main article h2 a")].map((link) => link.getAttribute("href")),
      };
    }, xml);
    expect(feed.error).toBeNull();
    expect(feed.version).toBe("2.0");
    expect(feed.items.length).toBeGreaterThanOrEqual(6);
    // The blog's first page is the feed's first six items.
    expect(feed.items.slice(0, 6)).toEqual(feed.posts);
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute("href", "/blog/rss.xml");
  });
});

test.describe("FAQ", () => {
  test("has at least twelve questions in four groups, as an accordion that works by keyboard", async ({ page }) => {
    await page.goto("/faq");
    for (const group of ["Services", "Pricing", "Courses", "Accounts"]) {
      await expect(page.getByRole("main").getByRole("heading", { level: 2, name: group })).toBeVisible();
    }
    const questions = page.locator("main details");
    expect(await questions.count()).toBeGreaterThanOrEqual(12);

    const first = questions.first();
    const answer = first.locator("p").first();
    await expect(answer).toBeHidden();
    await first.locator("summary").focus();
    await page.keyboard.press("Enter");
    await expect(answer).toBeVisible();
    await page.keyboard.press("Space");
    await expect(answer).toBeHidden();
  });

  test("a link to a question opens it and shows it, on arrival and from the page, with no script of ours", async ({ page }) => {
    await page.goto("/faq#how-do-i-reset-my-password");
    // The id is on the answer: the browser opens the closed details element around a link's target.
    const answer = page.locator("#how-do-i-reset-my-password");
    const question = page.locator("details", { has: answer });
    await expect(question).toHaveAttribute("open", "");
    await expect(answer).toBeInViewport();
    await expect(question.locator("summary")).toBeInViewport();
    await expect(question).toContainText("Forgot your password?");

    const other = page.locator("details", { has: page.locator("#do-i-get-a-certificate") });
    await expect(other).not.toHaveAttribute("open", "");
    await page.evaluate(() => (window.location.hash = "do-i-get-a-certificate"));
    await expect(other).toHaveAttribute("open", "");
    await expect(other.getByRole("link", { name: /^Link to this question/ })).toHaveAttribute("href", "#do-i-get-a-certificate");
  });
});

test.describe("service pages", () => {
  test("show what is included, how it runs, related case studies and a call to action", async ({ page }) => {
    await page.goto("/services/ux-ui");
    expect(await page.getByRole("region", { name: "What's included" }).getByRole("listitem").count()).toBeGreaterThanOrEqual(4);
    expect(await page.getByRole("region", { name: "How it runs" }).getByRole("listitem").count()).toBeGreaterThanOrEqual(3);
    const related = page.getByRole("region", { name: "UX/UI case studies" }).locator("article");
    expect(await related.count()).toBeGreaterThanOrEqual(1);
    for (const card of await related.all()) await expect(card.getByRole("list", { name: "Services" })).toContainText("UX/UI");
    await expect(page.getByRole("link", { name: "Start a project like this" })).toHaveAttribute("href", "/contact?service=ux-ui");
    await expect(page.getByRole("main").getByRole("link", { name: "View Projects" })).toHaveAttribute("href", "/projects?service=ux-ui");
  });

  test("are linked from the home page's cards and the footer", async ({ page }) => {
    await page.goto("/");
    await page
      .getByRole("region", { name: "Services we can help you with" })
      .getByRole("link", { name: "Chart Design", exact: true })
      .click();
    await expect(page).toHaveURL("/services/chart-design");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Chart Design");
    await page
      .getByRole("contentinfo")
      .getByRole("navigation", { name: "Services" })
      .getByRole("link", { name: "App Development" })
      .click();
    await expect(page).toHaveURL("/services/app-development");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("App Development");
  });
});
