import { createHash } from "node:crypto";
import { inlineScriptHashes, withoutNonce } from "./inline-scripts";

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

describe("inlineScriptHashes", () => {
  it("hashes each inline script a browser would run, exactly as written, once", () => {
    const guard = "(function(k){sessionStorage.getItem(k)})('retry');";
    const context = 'window.__reactRouterContext = {"title":"Café \\u003c/script>"};';
    const html = [
      `<head><script>${guard}</script>`,
      `<script type="application/ld+json">{"@type":"Organization"}</script>`,
      `<script src="/assets/entry.js"></script>`,
      `</head><body><script>${context}</script>`,
      `<script type="module" async="">import "/assets/entry.js";</script>`,
      `<script>${guard}</script></body>`,
    ].join("\n");
    expect(inlineScriptHashes(html)).toEqual([sha256(guard), sha256(context), sha256('import "/assets/entry.js";')]);
  });

  it("finds nothing in a page without inline scripts", () => {
    expect(inlineScriptHashes('<p>Hello</p><script src="/a.js"></script>')).toEqual([]);
  });
});

describe("withoutNonce", () => {
  it("removes this nonce from every element, and nothing else", () => {
    const html = '<script nonce="abc+/=">x</script><link nonce="abc+/=" rel="modulepreload"/><p>nonce="abc+/="</p>';
    expect(withoutNonce(html, "abc+/=")).toBe('<script>x</script><link rel="modulepreload"/><p>nonce="abc+/="</p>');
  });
});
