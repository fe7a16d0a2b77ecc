import type { AddressInfo } from "node:net";
import express from "express";
import { readSettings } from "~/platform/settings.server";
import { giveRequestFacts } from "./request-facts";
import { identityFrameOrigins, identityOrigins, securityHeaders, sharedPagePolicy } from "./security-headers";

async function headersFor(env: NodeJS.ProcessEnv, options?: { development?: boolean }, path = "/"): Promise<Headers> {
  const app = express();
  app.use(giveRequestFacts, securityHeaders(readSettings(env), options));
  app.get(path, (_req, res) => res.send("ok"));
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  try {
    return (await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`)).headers;
  } finally {
    server.close();
  }
}

describe("securityHeaders", () => {
  it("sends HSTS only when SITE_URL is https, where browsers honour it", async () => {
    expect((await headersFor({ SITE_URL: "https://brightline.digital" })).get("strict-transport-security")).toBe(
      "max-age=63072000; includeSubDomains",
    );
    expect((await headersFor({ SITE_URL: "http://localhost:3000" })).has("strict-transport-security")).toBe(false);
  });

  it("lets the browser connect only to the site and the identity provider in use", async () => {
    const policy = (await headersFor({ FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9099" })).get("content-security-policy");
    expect(policy).toContain("connect-src 'self' http://127.0.0.1:9099;");
    expect(
      identityOrigins(
        readSettings({
          FIREBASE_PROJECT_ID: "brightline-prod",
          FIREBASE_API_KEY: "AIzaSyExample",
          FORM_SECRETS: "s".repeat(32),
          SITE_URL: "https://brightline.digital",
        }).identity,
      ),
    ).toEqual(["https://identitytoolkit.googleapis.com", "https://securetoken.googleapis.com"]);
    expect(identityOrigins(readSettings({}).identity)).toEqual([]);
  });

  it("lets the sign-in SDK frame the identity provider, and only the sign-in pages keep a link to the windows they open", async () => {
    const emulator = await headersFor({ FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9099" });
    const policy = emulator.get("content-security-policy");
    expect(policy).toContain("frame-src 'self' http://127.0.0.1:9099;");
    expect(emulator.get("cross-origin-opener-policy")).toBe("same-origin");
    const loginPolicy = await headersFor({ FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9099" }, {}, "/login");
    expect(loginPolicy.get("cross-origin-opener-policy")).toBe("same-origin-allow-popups");
    const project = readSettings({
      FIREBASE_PROJECT_ID: "brightline-prod",
      FIREBASE_API_KEY: "AIzaSyExample",
      FIREBASE_AUTH_DOMAIN: "accounts.brightline.digital",
      FORM_SECRETS: "s".repeat(32),
      SITE_URL: "https://brightline.digital",
    }).identity;
    expect(identityFrameOrigins(project)).toEqual([
      "https://accounts.brightline.digital",
      "https://www.google.com",
      "https://recaptcha.google.com",
    ]);
    // Without an identity provider nothing is framed or loaded for it.
    expect((await headersFor({})).get("content-security-policy")).toContain("frame-src 'self';");
  });

  it("gives each response a nonce of its own", async () => {
    const nonce = async () => /'nonce-([^']+)'/.exec((await headersFor({})).get("content-security-policy") ?? "")?.[1];
    const [first, second] = [await nonce(), await nonce()];
    expect(first).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(second).not.toBe(first);
  });

  it("leaves the policy out under `npm run dev`, where Vite injects its own scripts", async () => {
    const headers = await headersFor({}, { development: true });
    expect(headers.has("content-security-policy")).toBe(false);
    expect(headers.get("x-frame-options")).toBe("DENY");
  });
});

describe("sharedPagePolicy", () => {
  it("allows a shared page's scripts by hash and 'self' instead of a nonce, leaving every other directive", () => {
    const policy = "default-src 'self';script-src 'nonce-abc==' 'strict-dynamic';object-src 'none';base-uri 'self'";
    expect(sharedPagePolicy(policy, ["'sha256-one='", "'sha256-two='"])).toBe(
      "default-src 'self';script-src 'self' 'sha256-one=' 'sha256-two=';object-src 'none';base-uri 'self'",
    );
  });

  it("takes the response's nonce out of style-src too: every visitor of a kept page would know it", () => {
    const policy = "default-src 'self';script-src 'nonce-abc==' 'strict-dynamic';style-src 'self' 'nonce-abc=='";
    const shared = sharedPagePolicy(policy, ["'sha256-one='"]);
    expect(shared).not.toContain("abc==");
    expect(shared).toBe("default-src 'self';script-src 'self' 'sha256-one=';style-src 'self'");
  });
});
