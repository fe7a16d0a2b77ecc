import { createHash } from "node:crypto";

/** A script element with its attributes and text, as React writes them (no `>` inside attribute values). */
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const SRC = /\ssrc\s*=/i;
const TYPE = /\stype\s*=\s*["']?([^"'\s>]+)/i;
/** The types a browser runs or acts on (speculation rules need script-src too); anything else (JSON-LD, say) is data. */
const SCRIPT_TYPES = new Set(["", "module", "text/javascript", "application/javascript", "speculationrules"]);

/**
 * The CSP hash source ('sha256-…') of every inline script a browser would run in this HTML,
 * in document order, without repeats. A script's text is hashed exactly as written: for
 * script elements the browser hashes the raw text between the tags.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = "", text = ""] of html.matchAll(SCRIPT)) {
    if (SRC.test(attributes)) continue;
    const type = (TYPE.exec(attributes)?.[1] ?? "").toLowerCase();
    if (!SCRIPT_TYPES.has(type)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

/** The HTML without this nonce on any element: a page kept for many visitors carries none. */
export function withoutNonce(html: string, nonce: string): string {
  return html.split(` nonce="${nonce}"`).join("");
}
