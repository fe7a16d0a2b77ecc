import { chromium } from "@playwright/test";
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import path from "node:path";
const [base, clientDir, ...paths] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--headless", "--no-sandbox"] });
for (const p of paths) {
  const page = await browser.newPage();
  await page.goto(base + p);
  await page.waitForLoadState("load");
  const first = await page.evaluate(() => {
    const [nav] = performance.getEntriesByType("navigation");
    return performance
      .getEntriesByType("resource")
      .filter((e) => e.startTime <= nav.loadEventStart)
      .map((e) => new URL(e.name).pathname)
      .filter((x) => x.startsWith("/assets/") && x.endsWith(".js"));
  });
  const bytes = [...new Set(first)].reduce((sum, s) => sum + gzipSync(readFileSync(path.join(clientDir, s)), { level: 9 }).length, 0);
  console.log(`${p}\t${(bytes / 1024).toFixed(1)} KB\t${bytes}`);
  await page.close();
}
await browser.close();
