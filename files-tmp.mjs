import { chromium } from "@playwright/test";
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import path from "node:path";
const [base, clientDir, p] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--headless", "--no-sandbox"] });
const page = await browser.newPage();
await page.goto(base + p);
await page.waitForLoadState("load");
const first = await page.evaluate(() =>
  performance
    .getEntriesByType("resource")
    .map((e) => new URL(e.name).pathname)
    .filter((x) => x.startsWith("/assets/") && x.endsWith(".js")),
);
for (const s of [...new Set(first)].sort())
  console.log(s.replace(/-[\w-]{8}\.js$/, ""), gzipSync(readFileSync(path.join(clientDir, s)), { level: 9 }).length);
await browser.close();
