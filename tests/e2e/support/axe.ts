import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import type axe from "axe-core";

/**
 * axe's minified build: the rules and results of the readable one AxeBuilder puts in, in 650 KB
 * rather than 1.5 MB. Sending a script to a page costs more than compiling it: 650 KB that were
 * all one comment took 0.19 s of the machine's time, the minified build 0.20, the readable 0.30 (issue 63).
 */
const axeMinified = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** The name under which `axeOnCall` leaves axe in a document, to be put in when called. */
const axeLoader = "__axeOnCall";

/**
 * An init script for a tab that many tests take turns in (fixtures.ts): axe in every new document
 * as a function not called yet, which V8 only skims, so that a page load costs no more (0.19 s
 * against 0.21, alone) and axe is sent to the browser once a worker, not once a page. Putting it
 * into a page is then a call: 0.06 s of the machine's time, where sending the minified build took
 * 0.20 to 0.22 and the readable one 0.30 (issue 63).
 */
export const axeOnCall = `globalThis.${axeLoader} = function () {\n${axeMinified}\n};`;

export const colourSchemes = ["light", "dark"] as const;

export type AxeResult = Awaited<ReturnType<AxeBuilder["analyze"]>>["violations"][number];

/** Whether a frame's document shares the page's origin (a blank or srcdoc frame inherits it). */
function sameOrigin(frameURL: string, pageOrigin: string) {
  return !/^https?:/.test(frameURL) || new URL(frameURL).origin === pageOrigin;
}

/**
 * axe for the page as it is now, finding what AxeBuilder's default finds, at a third of the cost
 * (issue 38). Only violations are collected: passes and incomplete results are most of what
 * crosses to the test and no test reads them. And on a page whose frames all share its origin,
 * axe runs in the page itself (AxeBuilder's legacy mode): the default runs each frame apart and
 * joins the parts in a new blank page, a renderer process of its own per run, which only a
 * cross-origin frame needs.
 */
export function axeOf(page: Page): AxeBuilder {
  const pageOrigin = new URL(page.url()).origin;
  const oneOrigin = page.frames().every((frame) => sameOrigin(frame.url(), pageOrigin));
  return new AxeBuilder({ page }).setLegacyMode(oneOrigin).options({ resultTypes: ["violations"] });
}

/**
 * The axe rules whose outcome a page's colours decide: text against its background, and a link
 * told from the text around it. A theme that is CSS colours only (decision 2) can change these
 * and no others: what is on the page, its names, roles, order and sizes stay as they were.
 */
export const COLOUR_RULES = ["color-contrast", "color-contrast-enhanced", "link-in-text-block"] as const;

/**
 * axe's violations of `tags` (none: every rule) on the page as it is now. On a page with no
 * frames, axe is put into the document once (by a call where `axeOnCall` left it) and run there
 * as often as asked: AxeBuilder puts it in again on every run, 80 ms more each time (issue 38).
 * Any other page goes through `axeOf`. The same run either way: accessibility-in-both-themes.spec.ts
 * compares it with AxeBuilder's default.
 */
export async function axeViolations(page: Page, tags: string[], { coloursOnly = false } = {}): Promise<AxeResult[]> {
  if (page.frames().length > 1) {
    const builder = axeOf(page);
    // Every rule, colours or not: a page with frames is rare, and this only finds more.
    return (await (tags.length > 0 ? builder.withTags(tags) : builder).analyze()).violations;
  }
  const present = await page.evaluate((loader) => {
    const loadAxe = (window as unknown as Record<string, (() => void) | undefined>)[loader];
    if (!("axe" in window) && loadAxe) loadAxe();
    return "axe" in window;
  }, axeLoader);
  if (!present) await page.evaluate(axeMinified);
  const results = await page.evaluate(
    ({ runOnly, colourRules }) => {
      const { axe: inPage } = window as unknown as { axe: typeof axe };
      // The rules of the run but those about colours turned off, when only colours changed.
      const rules = colourRules
        ? Object.fromEntries(
            inPage
              .getRules()
              .filter(({ ruleId }) => !colourRules.includes(ruleId))
              .map(({ ruleId }) => [ruleId, { enabled: false }]),
          )
        : undefined;
      return inPage.run(document, { ...(runOnly ? { runOnly } : {}), ...(rules ? { rules } : {}), resultTypes: ["violations"] });
    },
    {
      runOnly: tags.length > 0 ? ({ type: "tag", values: tags } as const) : undefined,
      colourRules: coloursOnly ? ([...COLOUR_RULES] as string[]) : undefined,
    },
  );
  return results.violations as AxeResult[];
}

/**
 * The axe violations `only` keeps on the page as it is now, in each theme in turn: the
 * dark theme is CSS only (decision 2), so one load serves both. The second theme changes only
 * colours, so only the colour rules run again in it: every other rule would find in it what it
 * found in the first, and they were about 40% of a run's time (issue 63). Links and buttons
 * ease into a theme's colours; axe must see where they end, not a colour halfway.
 */
export async function violationsInBothThemes(page: Page, tags: string[], only: (violation: AxeResult) => boolean): Promise<string[]> {
  const found: string[] = [];
  for (const colorScheme of colourSchemes) {
    await page.emulateMedia({ colorScheme });
    // Each transition, and each animation that ends (a menu's rise as it opens), is taken to its
    // end at once rather than waited for (a fifth of a second a theme): half-way, its text is
    // paler than it will be. A spinner's animation never ends, and is left alone.
    await page.evaluate(() => {
      for (const animation of document.getAnimations())
        if (animation instanceof CSSTransition || animation.effect?.getComputedTiming().iterations !== Infinity) animation.finish();
    });
    const coloursOnly = colorScheme !== colourSchemes[0];
    for (const violation of (await axeViolations(page, tags, { coloursOnly })).filter(only)) {
      found.push(`${colorScheme}: ${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
    }
  }
  return found;
}
