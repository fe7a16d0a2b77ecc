// @ts-check
// Debian's packages that the tests and the benchmark need: installed when we are root,
// otherwise named in one line with the command that installs them.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";

const installed = (name) =>
  spawnSync("dpkg-query", ["--show", "--showformat=${Status}", name], { encoding: "utf8" }).stdout === "install ok installed";

/**
 * Installs those of `packages` that are missing, or returns their names when we are not
 * root (`purpose` says who needs them, in the message).
 * @param {string[]} packages
 * @param {string} purpose
 * @returns {string[]} what is still missing
 */
export function ensureDebianPackages(packages, purpose) {
  const missing = packages.filter((name) => !installed(name));
  if (missing.length === 0) return [];
  if (process.getuid?.() !== 0) {
    console.error(`${purpose} need ${missing.join(", ")}: install with "sudo apt-get install -y ${missing.join(" ")}".`);
    return missing;
  }
  console.log(`Installing Debian's ${missing.join(", ")} for ${purpose.toLowerCase()}...`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  // Another run on this machine may be installing too: wait for its lock, don't fail on it.
  const wait = ["-o", "DPkg::Lock::Timeout=180"];
  execFileSync("apt-get", [...wait, "update", "-qq"], { stdio: "inherit", env });
  withoutServiceStarts(() => execFileSync("apt-get", [...wait, "install", "-y", "-qq", ...missing], { stdio: "inherit", env }));
  if (missing.includes("nginx")) stopSystemNginx();
  return [];
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
