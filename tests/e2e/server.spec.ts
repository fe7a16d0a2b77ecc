import { expect, publicPages, test } from "./fixtures";

test.describe("production server", () => {
  test("answers the health check", async ({ request }) => {
    const response = await request.get("/healthz");
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ status: "ok" });
    expect(response.headers()["cache-control"]).toBe("no-store");
  });

  test("compresses pages and caches hashed assets for good", async ({ request }) => {
    const page = await request.get("/", { headers: { "Accept-Encoding": "gzip" } });
    expect(page.headers()["content-encoding"]).toBe("gzip");
    expect(page.headers()["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    const html = await page.text();
    const asset = html.match(/\/assets\/[\w.-]+\.js/)?.[0];
    expect(asset).toBeTruthy();
    const response = await request.get(asset!);
    expect(response.status()).toBe(200);
    expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  test("does not announce the framework", async ({ request }) => {
    const response = await request.get("/");
    expect(response.headers()["x-powered-by"]).toBeUndefined();
  });
});

test.describe("page metadata", () => {
  for (const path of publicPages) {
    test(`${path} has a title, a description and a sharing image that exists`, async ({ page, request }) => {
      await page.goto(path);
      await expect(page).toHaveTitle(/Brightline Digital/);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{50,}/);
      const image = await page.locator('meta[property="og:image"]').getAttribute("content");
      const response = await request.get(new URL(image!).pathname);
      expect(response.status(), "og:image").toBe(200);
      expect(response.headers()["content-type"]).toBe("image/png");
    });
  }

  test("no two pages share a title", async ({ request }) => {
    const titles = await Promise.all(
      publicPages.map(async (path) => /<title>([^<]*)<\/title>/.exec(await (await request.get(path)).text())?.[1]),
    );
    expect(titles.every(Boolean), `titles: ${titles.join(" | ")}`).toBe(true);
    expect(new Set(titles).size).toBe(publicPages.length);
  });
});
