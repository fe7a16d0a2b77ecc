// Browser tests run in Debian's Chromium. Install it when missing and we are root;
// otherwise say in one line what to install.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

if (!existsSync(chromiumPath)) {
  if (process.getuid?.() !== 0) {
    console.error(`Chromium is missing at ${chromiumPath}: install it with "sudo apt-get install -y chromium", then run the tests again.`);
    process.exit(1);
  }
  console.log("Chromium is missing: installing Debian's chromium package...");
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
  execFileSync("apt-get", ["install", "-y", "-qq", "chromium", "fonts-noto-core"], {
    stdio: "inherit",
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
}
