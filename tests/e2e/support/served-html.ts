import type { APIRequestContext } from "@playwright/test";
import { JSDOM } from "jsdom";

/**
 * A page's HTML as the server sends it, parsed and never run: what a search engine reads first.
 * The SEO checks of a page's head read it here rather than in a browser tab, which costs a page
 * load and a renderer's work for markup the server wrote (issue 63).
 */
export async function servedDocument(request: APIRequestContext, path: string): Promise<{ status: number; document: Document }> {
  const response = await request.get(path);
  return { status: response.status(), document: new JSDOM(await response.text()).window.document };
}

/** Every JSON-LD block in a document, parsed. */
export function structuredDataIn(document: Document): Record<string, unknown>[] {
  return [...document.querySelectorAll('script[type="application/ld+json"]')].map(
    (block) => JSON.parse(block.textContent ?? "") as Record<string, unknown>,
  );
}
