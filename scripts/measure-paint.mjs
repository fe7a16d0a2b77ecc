// `npm run measure:paint`: first and largest contentful paint, layout shift and the LCP
// element for each page, at a phone and a desktop width, against a running site (npm start).
// Prints figures; it asserts nothing, because timings vary from run to run.
import { chromium } from "@playwright/test";

const baseURL = process.env.BASE_URL ?? "http://127.0.0.1:3000";
const paths = process.argv.slice(2).length ? process.argv.slice(2) : ["/", "/projects", "/projects/northwind-mobile-banking"];
const runs = Number(process.env.RUNS ?? 5);

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
});
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

console.log(`median of ${runs} cold loads each, from ${baseURL}`);
for (const width of [375, 1280]) {
  for (const path of paths) {
    const samples = [];
    for (let run = 0; run < runs; run += 1) {
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      await page.goto(baseURL + path, { waitUntil: "networkidle" });
      samples.push(
        await page.evaluate(
          () =>
            new Promise((resolve) => {
              const result = { fcp: 0, lcp: 0, cls: 0, element: "" };
              result.fcp = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0;
              new PerformanceObserver((list) => {
                const last = list.getEntries().at(-1);
                result.lcp = last.startTime;
                result.element = last.element ? last.element.tagName.toLowerCase() + (last.element.id ? `#${last.element.id}` : "") : "";
              }).observe({ type: "largest-contentful-paint", buffered: true });
              new PerformanceObserver((list) => {
                for (const entry of list.getEntries()) if (!entry.hadRecentInput) result.cls += entry.value;
              }).observe({ type: "layout-shift", buffered: true });
              setTimeout(() => resolve(result), 300);
            }),
        ),
      );
      await context.close();
    }
    const fcp = median(samples.map((s) => s.fcp)).toFixed(0);
    const lcp = median(samples.map((s) => s.lcp)).toFixed(0);
    const cls = Math.max(...samples.map((s) => s.cls)).toFixed(3);
    console.log(`${String(width).padStart(4)} px  ${path.padEnd(40)} FCP ${fcp} ms  LCP ${lcp} ms (${samples[0].element})  CLS max ${cls}`);
  }
}
await browser.close();
