// @ts-check
// The browser tests need a few of Debian's packages. Install the missing ones when we are
// root; otherwise say in one line what to install.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";

const packages = [
  // The browser the tests drive (Playwright cannot download its own here).
  "chromium",
  // Liberation Sans has Arial's metrics: the typefaces' size-matched fallback on Linux, which
  // the late-font layout-shift test measures.
  "fonts-liberation",
  // The reverse proxy of the production set-up (deploy/nginx/brightline.conf): a browser test
  // runs the site behind it, over TLS with a certificate openssl makes at test time.
  "nginx",
  "openssl",
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
  // Another test run on this machine may be installing too: wait for its lock, don't fail on it.
  const wait = ["-o", "DPkg::Lock::Timeout=180"];
  execFileSync("apt-get", [...wait, "update", "-qq"], { stdio: "inherit", env });
  withoutServiceStarts(() => execFileSync("apt-get", [...wait, "install", "-y", "-qq", ...missing], { stdio: "inherit", env }));
  if (missing.includes("nginx")) stopSystemNginx();
}

/**
 * Debian's nginx package starts a system nginx on port 80 as it installs, which the tests do
 * not want (they run their own, on high ports) and which may clash with whatever else listens
 * there. A policy-rc.d that answers 101 ("action forbidden") stops package scripts from starting
 * services, through invoke-rc.d and deb-systemd-invoke alike. An existing one is the machine's
 * own policy (Docker's images ship one that forbids every start) and is left as it is.
 */
function withoutServiceStarts(install) {
  const policy = "/usr/sbin/policy-rc.d";
  if (existsSync(policy)) return install();
  writeFileSync(policy, "#!/bin/sh\n# Written by scripts/ensure-test-packages.mjs while it installs; removed after.\nexit 101\n", {
    mode: 0o755,
  });
  try {
    return install();
  } finally {
    rmSync(policy, { force: true });
  }
}

/**
 * Where the machine's own policy lets package scripts start services, the install will have
 * started a system nginx; nginx was not installed before, so that one is ours to stop.
 */
function stopSystemNginx() {
  const pidFile = "/run/nginx.pid";
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, "utf8").trim());
  if (!Number.isInteger(pid) || pid <= 0) return;
  try {
    process.kill(pid, "SIGQUIT");
    console.log(`Stopped the system nginx (pid ${pid}) that installing the package started.`);
  } catch {
    // Not running any more.
  }
}
