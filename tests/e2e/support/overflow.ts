import type { Page } from "@playwright/test";

export type Overflow = {
  problem: "sticks out of the screen" | "is cut off";
  /** Tag, id and classes of the element, and the start of its text. */
  element: string;
  /** How far it reaches, in CSS pixels from the left edge of the screen. */
  left: number;
  right: number;
};

/**
 * What on the page is wider than the screen: elements that reach past either edge (the
 * outermost of each, which is the one to fix), text that runs past the screen's edge, and
 * text that runs past the edge of a box that clips it. Content inside a box that scrolls sideways on purpose (a code block, a wide
 * table) is fine as long as that box fits; visually hidden text (`sr-only`) is ignored.
 */
export function findOverflow(page: Page): Promise<Overflow[]> {
  return page.evaluate(() => {
    const screenWidth = document.documentElement.clientWidth;
    const found: Overflow[] = [];

    const describe = (element: Element) => {
      const id = element.id ? `#${element.id}` : "";
      const classes = [...element.classList]
        .slice(0, 4)
        .map((name) => `.${name}`)
        .join("");
      const text = (element.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 50);
      return `<${element.tagName.toLowerCase()}${id}${classes}>${text ? ` "${text}"` : ""}`;
    };
    const sticksOut = (rect: DOMRect) => rect.width > 0 && (rect.left < -0.5 || rect.right > screenWidth + 0.5);
    /** The nearest box from `start` outwards that clips or scrolls its content sideways, if any. */
    const clippingBox = (start: Element | null) => {
      for (let box = start; box && box !== document.documentElement; box = box.parentElement) {
        if (getComputedStyle(box).overflowX !== "visible") return box;
      }
      return null;
    };
    const shown = (element: Element) => element.getClientRects().length > 0 && getComputedStyle(element).visibility !== "hidden";

    for (const element of document.body.querySelectorAll("*")) {
      if (!shown(element) || !sticksOut(element.getBoundingClientRect())) continue;
      // Held in by a box that clips or scrolls: that box is checked in its own right.
      if (clippingBox(element.parentElement)) continue;
      const parent = element.parentElement;
      if (parent && parent !== document.body && sticksOut(parent.getBoundingClientRect())) continue;
      const rect = element.getBoundingClientRect();
      found.push({ problem: "sticks out of the screen", element: describe(element), left: rect.left, right: rect.right });
    }

    // Text can run past the edge of a box that itself fits: a long word, an address.
    const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = texts.nextNode(); node; node = texts.nextNode()) {
      const element = node.parentElement;
      if (!element || !node.textContent?.trim() || !shown(element)) continue;
      const box = clippingBox(element);
      const boxStyle = box ? getComputedStyle(box) : null;
      if (boxStyle && (boxStyle.overflowX === "auto" || boxStyle.overflowX === "scroll")) continue;
      const limit = box ? box.getBoundingClientRect() : { left: 0, right: screenWidth, width: screenWidth, height: Infinity };
      // Visually hidden text for screen readers lives in a 1 px clipped box.
      if (limit.width <= 1 || limit.height <= 1) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const textRect = range.getBoundingClientRect();
      if (textRect.width > 0 && (textRect.left < limit.left - 0.5 || textRect.right > limit.right + 0.5)) {
        found.push({
          problem: box ? "is cut off" : "sticks out of the screen",
          element: describe(element),
          left: textRect.left,
          right: textRect.right,
        });
      }
    }

    const pageOverflow = document.documentElement.scrollWidth - screenWidth;
    if (pageOverflow > 0 && !found.some(({ problem }) => problem === "sticks out of the screen")) {
      found.push({
        problem: "sticks out of the screen",
        element: `the page itself (${pageOverflow} px wider)`,
        left: 0,
        right: screenWidth + pageOverflow,
      });
    }
    return found;
  });
}

/** One line per problem, for a test's failure message. */
export function describeOverflow(overflow: Overflow[]): string[] {
  return overflow.map(({ problem, element, left, right }) => `${element} ${problem} (from ${Math.round(left)} to ${Math.round(right)} px)`);
}
