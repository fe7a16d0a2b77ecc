import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import type { AccountUser } from "~/entry.server";
import { asDataScriptText, personalPage, type Placeholders, type StandInRender, templateFrom } from "./personal-template";

const SECRET = "5ec7e7";
const placeholders = (variant: "a" | "b"): Placeholders => ({
  uid: `${variant}${SECRET}uid`,
  email: `${variant}${SECRET}email`,
  displayName: `${variant}${SECRET}name`,
  photoURL: `${variant}${SECRET}photo`,
});

/** A page as the app would render it for a stand-in: the corner in the bar, the details in the data script. */
function render(
  variant: "a" | "b",
  options: { title?: (p: Placeholders) => string; banner?: string; corners?: number } = {},
): StandInRender {
  const p = placeholders(variant);
  const nonce = `nonce${variant}`;
  const requestId = `request-${variant}`;
  const corner = `<div class="corner"><a href="/account" aria-label="Your account: ${p.email}">${variant.toUpperCase()}</a></div>`;
  const data = `[{\\"user\\":1,\\"requestId\\":2},{\\"uid\\":\\"${p.uid}\\",\\"email\\":\\"${p.email}\\"},\\"${requestId}\\"]`;
  const html =
    `<!DOCTYPE html><html><head><title>${options.title?.(p) ?? "Brightline"}</title>` +
    `<script nonce="${nonce}">guard()</script></head><body><header>${corner.repeat(options.corners ?? 1)}</header>` +
    `<main>${options.banner ?? "Hello"}</main>` +
    `<script nonce="${nonce}">window.__reactRouterContext.streamController.enqueue("${data}");</script></body></html>`;
  return { html, nonce, requestId, corner, placeholders: p };
}

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

describe("a data script's text", () => {
  const values = [
    'Zoë "Q" O\'Neil',
    "a\\b",
    "</script><script>alert(1)</script>",
    "Tom & Jerry > 2",
    "line\u2028break\u2029",
    "😀 日本語",
    "tab\tnew\nline",
  ];

  it.each(values)("reads back as the value, with nothing that could end or break the script: %j", (value) => {
    const written = asDataScriptText(value);
    expect(written).not.toMatch(/[<>&\u2028\u2029]/);
    // The browser reads the script's string, then the data stream reads the JSON string inside it.
    const inStream = JSON.parse(`"${written}"`) as string;
    expect(JSON.parse(`"${inStream}"`)).toBe(value);
  });
});

describe("a template from two stand-ins' pages", () => {
  it("is made when the pages differ only in the corner, the details in the data and the request id", () => {
    const template = templateFrom(render("a"), render("b"), SECRET);
    expect(template).not.toBeNull();
    expect(template!.before).not.toContain("nonce");
    expect(template!.before + template!.after).toContain(placeholders("a").uid);
  });

  it("is not made when a detail shows outside the data (here in the title)", () => {
    const title = (p: Placeholders) => `Welcome ${p.displayName}`;
    expect(templateFrom(render("a", { title }), render("b", { title }), SECRET)).toBeNull();
  });

  it("is not made when the pages differ anywhere else (here a banner with the stand-in's initial)", () => {
    expect(templateFrom(render("a", { banner: "Hi A" }), render("b", { banner: "Hi B" }), SECRET)).toBeNull();
  });

  it("is not made when part of a placeholder shows even in the data (here the name without its first letter)", () => {
    const a = render("a");
    const b = render("b");
    // In the data the keys read \"requestId\": insert the name's tail as one more string before it.
    const leak = (page: StandInRender) => ({
      ...page,
      html: page.html.replace('\\"requestId', `\\"${page.placeholders.displayName.slice(1)}\\",\\"requestId`),
    });
    expect(templateFrom(leak(a), leak(b), SECRET)).toBeNull();
  });

  it("is not made when the corner is not there exactly once", () => {
    expect(templateFrom(render("a", { corners: 2 }), render("b", { corners: 2 }), SECRET)).toBeNull();
    expect(templateFrom(render("a", { corners: 0 }), render("b", { corners: 0 }), SECRET)).toBeNull();
  });
});

describe("a visitor's copy", () => {
  const template = templateFrom(render("a"), render("b"), SECRET)!;
  const visitor: AccountUser = { uid: "u-42", email: 'zoë"<b>@example.com', displayName: null, photoURL: null, emailVerified: true };
  const corner = `<div class="corner">Z</div>`;
  // As helmet writes it.
  const policy = "default-src 'self';script-src 'nonce-abc' 'strict-dynamic';object-src 'none'";

  const copy = (who: AccountUser) => personalPage(template, { visitor: who, corner, requestId: "request-copy" }, policy);

  it("has the visitor's corner and details, its own request id, and no placeholder", () => {
    const { html } = copy(visitor);
    expect(html).toContain(`<header>${corner}</header>`);
    expect(html).toContain(asDataScriptText(visitor.email!));
    expect(html).toContain(`\\"uid\\":\\"u-42\\"`);
    expect(html).not.toContain(SECRET);
    expect(html).toContain(`\\"request-copy\\"`);
    expect(html).not.toContain("request-a");
  });

  it("allows exactly its own inline scripts by hash", () => {
    const { html, policy: sent } = copy(visitor);
    const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]!);
    expect(scripts).toHaveLength(2);
    expect(sent).toBe(`default-src 'self';script-src 'self' ${scripts.map(sha256).join(" ")};object-src 'none'`);
  });

  it("refuses a visitor who lacks a detail the page has a placeholder for", () => {
    expect(() => copy({ ...visitor, email: null })).toThrow(/another shape/);
  });
});
