// @ts-check
// The browser tests need a few of Debian's packages. Install the missing ones when we are
// root; otherwise say in one line what to install.
import { ensureDebianPackages } from "./debian-packages.mjs";

const packages = [
  // The browser the tests drive (Playwright cannot download its own here): Chromium's
  // headless shell, which Playwright runs by default where it downloads its own. Lighthouse
  // and the screenshot scripts use the full browser, which they install themselves.
  "chromium-headless-shell",
  // Liberation Sans has Arial's metrics: the typefaces' size-matched fallback on Linux, which
  // the late-font layout-shift test measures.
  "fonts-liberation",
  // The reverse proxy of the production set-up (deploy/nginx/brightline.conf): a browser test
  // runs the site behind it, over TLS with a certificate openssl makes at test time.
  "nginx",
  "openssl",
];

if (ensureDebianPackages(packages, "The browser tests").length > 0) process.exit(1);
