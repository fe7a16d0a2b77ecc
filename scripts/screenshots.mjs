// `npm run screenshots [path ...]`: full-page screenshots of a running site at 375, 768 and
// 1280 px in the light and dark themes, written to screenshots/ for a person to look at.
// Start the site first (npm start); BASE_URL overrides http://127.0.0.1:3000.
import { mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";

const baseURL = process.env.BASE_URL ?? "http://127.0.0.1:3000";
const paths = process.argv.slice(2).length ? process.argv.slice(2) : ["/", "/projects"];
const widths = (process.env.WIDTHS ?? "375,768,1280").split(",").map(Number);
const schemes = (process.env.SCHEMES ?? "light,dark").split(",");

mkdirSync("screenshots", { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
});
for (const colorScheme of schemes) {
  for (const width of widths) {
    const page = await browser.newPage({ viewport: { width, height: 900 }, colorScheme });
    for (const path of paths) {
      await page.goto(baseURL + path, { waitUntil: "networkidle" });
      const name = path.replace(/[^a-z0-9]+/gi, "_").replace(/^_|_$/g, "") || "home";
      const file = `screenshots/${name}-${width}-${colorScheme}.png`;
      await page.screenshot({ path: file, fullPage: process.env.FULL !== "0" });
      console.log(file);
    }
    await page.close();
  }
}
await browser.close();
