// @ts-check
// The browser tests need a few of Debian's packages. Install the missing ones when we are
// root; otherwise say in one line what to install.
import { execFileSync, spawnSync } from "node:child_process";

const packages = [
  // The browser the tests drive (Playwright cannot download its own here).
  "chromium",
  // Liberation Sans has Arial's metrics: the typefaces' size-matched fallback on Linux, which
  // the late-font layout-shift test measures.
  "fonts-liberation",
];

const installed = (name) =>
  spawnSync("dpkg-query", ["--show", "--showformat=${Status}", name], { encoding: "utf8" }).stdout === "install ok installed";
const missing = packages.filter((name) => !installed(name));

if (missing.length > 0) {
  if (process.getuid?.() !== 0) {
    console.error(
      `The browser tests need ${missing.join(", ")}: install with "sudo apt-get install -y ${missing.join(" ")}", then run the tests again.`,
    );
    process.exit(1);
  }
  console.log(`Installing Debian's ${missing.join(", ")} for the browser tests...`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  execFileSync("apt-get", ["install", "-y", "-qq", ...missing], { stdio: "inherit", env });
}
