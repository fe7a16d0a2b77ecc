/**
 * The XML the site writes (the RSS feeds, the sitemap) goes through here, so that whatever a
 * document says it stays text: no title can end a section early, open an element or make the
 * whole file unreadable (issue 61, point 1).
 */

/**
 * Characters XML 1.0 cannot carry at all, not even as a reference: the C0 controls but tab, line
 * feed and carriage return, half of a UTF-16 pair without the other half, U+FFFE and U+FFFF. A
 * parser stops at the first one, and a feed reader shows nothing of the file.
 */
const NOT_IN_XML =
  // eslint-disable-next-line no-control-regex -- finding control characters is the point.
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

const REFERENCES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

/**
 * Text as XML carries it, in an element or an attribute: what XML cannot carry dropped, and the
 * five characters that mean markup written as references. Never a CDATA section: one cannot hold
 * `]]>`, which is how a post's title rewrote the feed.
 */
export function xmlText(value: string): string {
  return value.replace(NOT_IN_XML, "").replace(/[&<>"']/g, (char) => REFERENCES[char]!);
}

/** An element: its name, its attributes, and its children, each text or an element. */
export type XmlElement = { name: string; attributes: Record<string, string>; children: (XmlElement | string)[] };

/** An element to write; children that are `undefined` are left out (an optional part). */
export function element(
  name: string,
  attributes: Record<string, string> = {},
  ...children: (XmlElement | string | undefined)[]
): XmlElement {
  return { name, attributes, children: children.filter((child) => child !== undefined) };
}

function written(node: XmlElement, depth: number): string {
  const indent = "  ".repeat(depth);
  const attributes = Object.entries(node.attributes)
    .map(([name, value]) => ` ${name}="${xmlText(value)}"`)
    .join("");
  if (node.children.length === 0) return `${indent}<${node.name}${attributes}/>`;
  // An element of text alone stays on one line: its text is exactly what it holds.
  if (node.children.every((child) => typeof child === "string"))
    return `${indent}<${node.name}${attributes}>${node.children.map((child) => xmlText(child as string)).join("")}</${node.name}>`;
  const inner = node.children.map((child) =>
    typeof child === "string" ? `${"  ".repeat(depth + 1)}${xmlText(child)}` : written(child, depth + 1),
  );
  return `${indent}<${node.name}${attributes}>\n${inner.join("\n")}\n${indent}</${node.name}>`;
}

/** A whole document: the declaration, then the root element, indented two spaces a level. */
export function xmlDocument(root: XmlElement): string {
  return `<?xml version="1.0" encoding="utf-8"?>\n${written(root, 0)}\n`;
}
