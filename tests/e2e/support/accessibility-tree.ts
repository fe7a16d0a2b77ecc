import type { Locator, Page } from "@playwright/test";

/**
 * Whether Chromium tells assistive technology that this element is expanded, read from its
 * accessibility tree: a popover's button carries no aria-expanded attribute (the browser
 * computes the state), and Playwright's own checks read only the attribute.
 */
export async function accessibleExpanded(page: Page, element: Locator): Promise<boolean | undefined> {
  const probe = `probe-${Math.random().toString(36).slice(2)}`;
  await element.evaluate((node, value) => node.setAttribute("data-ax-probe", value), probe);
  const session = await page.context().newCDPSession(page);
  try {
    const { result } = await session.send("Runtime.evaluate", { expression: `document.querySelector('[data-ax-probe="${probe}"]')` });
    const { nodes } = await session.send("Accessibility.getPartialAXTree", { objectId: result.objectId!, fetchRelatives: false });
    const expanded = nodes[0]?.properties?.find((property) => property.name === "expanded");
    return expanded === undefined ? undefined : Boolean(expanded.value.value);
  } finally {
    await session.detach();
    await element.evaluate((node) => node.removeAttribute("data-ax-probe"));
  }
}
