import { chromium } from "@playwright/test";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--headless", "--no-sandbox"] });
const page = await browser.newPage();
await page.goto("http://127.0.0.1:4481/login");
await page.waitForLoadState("load");
await page.waitForTimeout(500);
console.log(
  await page.evaluate(() => {
    const [n] = performance.getEntriesByType("navigation");
    return JSON.stringify(
      {
        load: n.loadEventStart,
        res: performance.getEntriesByType("resource").map((e) => [new URL(e.name).pathname, Math.round(e.startTime)]),
      },
      null,
      0,
    );
  }),
);
await browser.close();
