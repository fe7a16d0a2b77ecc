// Renders the default sharing image (public/images/og-default.png, 1200x630) from HTML in
// Chromium. Run it again after changing the brand colours or the tagline.
import { readFileSync } from "node:fs";
import { chromium } from "@playwright/test";

const hero = readFileSync(new URL("../public/images/hero.svg", import.meta.url), "utf8");
const html = `<!doctype html><html><body style="margin:0">
<div style="width:1200px;height:630px;box-sizing:border-box;padding:72px;display:flex;align-items:center;gap:48px;
  background:radial-gradient(900px 500px at 90% -10%,#3D5AFE33,transparent),#F7F8FC;font-family:'Noto Sans',system-ui,sans-serif;color:#0F172A">
  <div style="flex:1">
    <div style="display:flex;align-items:center;gap:14px;font-size:30px;font-weight:800">
      <svg width="52" height="52" viewBox="0 0 32 32"><rect width="32" height="32" rx="9" fill="#3D5AFE"/><path d="M9 22.5 16 9.5l7 13" fill="none" stroke="#fff" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/><circle cx="16" cy="19.5" r="2.6" fill="#FF6A3D"/></svg>
      Brightline <span style="color:#3D5AFE">Digital</span></div>
    <div style="margin-top:36px;font-size:64px;line-height:1.05;font-weight:800;letter-spacing:-0.03em">Build stunning websites <span style="color:#3D5AFE">&amp;</span> apps</div>
    <div style="margin-top:24px;font-size:26px;line-height:1.4;color:#334155">Design and engineering for ambitious digital products</div>
  </div>
  <div style="width:420px">${hero.replace(/width="640" height="560"/, 'width="420" height="368"')}</div>
</div></body></html>`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--headless", "--no-sandbox", "--disable-gpu"],
});
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
await page.setContent(html);
await page.screenshot({ path: "public/images/og-default.png" });
await browser.close();
console.log("public/images/og-default.png");
