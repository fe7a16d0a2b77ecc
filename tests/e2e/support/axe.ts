import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

export const colourSchemes = ["light", "dark"] as const;

export type AxeResult = Awaited<ReturnType<AxeBuilder["analyze"]>>["violations"][number];

/**
 * The axe violations `only` keeps on the page as it is now, in each theme in turn: the
 * dark theme is CSS only (decision 2), so one load serves both. Links and buttons ease into a
 * theme's colours; axe must see where they end, not a colour halfway.
 */
export async function violationsInBothThemes(page: Page, tags: string[], only: (violation: AxeResult) => boolean): Promise<string[]> {
  const found: string[] = [];
  for (const colorScheme of colourSchemes) {
    await page.emulateMedia({ colorScheme });
    // Transitions only: a spinner's animation never ends, and a cancelled one rejects. And only
    // on what is drawn: inside a closed <details> Chromium skips the content (content-visibility:
    // hidden), so its transitions do not advance and their end is a minute or more away.
    await page.evaluate(() =>
      Promise.allSettled(
        document
          .getAnimations()
          .filter((animation) => animation instanceof CSSTransition)
          .filter((animation) => (animation.effect as KeyframeEffect | null)?.target?.checkVisibility() ?? false)
          .map((animation) => animation.finished),
      ),
    );
    const axe = new AxeBuilder({ page });
    // No tags is every rule.
    const results = await (tags.length > 0 ? axe.withTags(tags) : axe).analyze();
    for (const violation of results.violations.filter(only)) {
      found.push(`${colorScheme}: ${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
    }
  }
  return found;
}
