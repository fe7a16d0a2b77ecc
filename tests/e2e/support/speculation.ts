import type { Page } from "@playwright/test";

/**
 * Empties the speculation rules of every page this tab loads. Chromium prerenders a link's page
 * as the pointer rests on it (decision 24), out of Playwright's sight: a test that counts the
 * document requests a click makes would count none. The script stays, so that a page that
 * hydrates finds what the server rendered; its nonce still vouches for it (a page kept by the
 * cache, allowed by hash, would have it refused: use this on personal pages).
 */
export async function withoutPrerendering(page: Page): Promise<void> {
  await page.route(
    (url) => !url.pathname.startsWith("/assets/"),
    async (route) => {
      if (route.request().resourceType() !== "document") return route.fallback();
      const response = await route.fetch();
      const html = (await response.text()).replace(/(<script type="speculationrules"[^>]*>)[\s\S]*?(<\/script>)/, '$1{"prerender":[]}$2');
      await route.fulfill({ response, body: html });
    },
  );
}
