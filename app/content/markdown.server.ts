import type { Element, Root } from "hast";
import { toString as textOf } from "mdast-util-to-string";
import rehypeAutolinkHeadings from "rehype-autolink-headings";
import rehypeHighlight from "rehype-highlight";
import rehypeRaw from "rehype-raw";
import rehypeSanitize from "rehype-sanitize";
import rehypeSlug from "rehype-slug";
import rehypeStringify from "rehype-stringify";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import { contentImageSrcSet, parsePictureAddress } from "~/content-images/image-variants";

/** Words a minute for reading time: a steady pace for technical prose. */
const WORDS_PER_MINUTE = 230;

export type RenderedMarkdown = {
  html: string;
  /** Whole minutes, at least one. */
  readingMinutes: number;
};

/*
 * Order matters. Raw HTML is parsed, then sanitised with GitHub's rules (no scripts, no event
 * handlers, no javascript: links), and only then do we add what we trust ourselves: a post's
 * heading ids and their anchor links, and the highlighter's classes.
 */
const sanitised = () =>
  unified().use(remarkParse).use(remarkGfm).use(remarkRehype, { allowDangerousHtml: true }).use(rehypeRaw).use(rehypeSanitize);

const processor = sanitised()
  .use(rehypeSlug)
  .use(rehypeAutolinkHeadings, {
    behavior: "append",
    test: ["h2", "h3"],
    properties: (heading: Element) => ({
      className: ["heading-anchor"],
      ariaLabel: `Link to this section: ${textOf(heading)}`,
    }),
    content: { type: "text", value: "#" },
  })
  .use(rehypeHighlight, { aliases: { typescript: ["tsx"], javascript: ["jsx"] } })
  .use(focusableScrollAreas)
  .use(studioPictures)
  .use(rehypeStringify);

/** A post's column (max-w-3xl), or the phone's width. */
const POST_COLUMN = "(min-width: 48rem) 48rem, 100vw";

/**
 * A studio image put into a post's text (issue 64, item 10) is drawn as a cover is: AVIF then
 * WebP at each width it is kept at, with its size (from its address, pictureAddress) so nothing
 * moves as it loads, and fetched only as it comes near. Added after the sanitiser: these are
 * our own attributes, not the author's.
 */
function studioPictures() {
  return (tree: Root) => {
    const visit = (node: Root | Element) => {
      node.children = node.children.map((child) => {
        if (child.type !== "element") return child;
        if (child.tagName !== "img") {
          visit(child);
          return child;
        }
        const picture = parsePictureAddress(String(child.properties.src ?? ""));
        if (!picture) return child;
        const img: Element = {
          ...child,
          properties: {
            ...child.properties,
            src: picture.src,
            srcSet: contentImageSrcSet(picture.src, "webp"),
            sizes: POST_COLUMN,
            ...(picture.width ? { width: picture.width, height: picture.height } : {}),
            loading: "lazy",
            decoding: "async",
          },
        };
        const avif: Element = {
          type: "element",
          tagName: "source",
          properties: { type: "image/avif", srcSet: contentImageSrcSet(picture.src, "avif"), sizes: POST_COLUMN },
          children: [],
        };
        return { type: "element", tagName: "picture", properties: {}, children: [avif, img] };
      });
    };
    visit(tree);
  };
}

/**
 * Code blocks and tables scroll sideways on narrow screens: keyboard users must reach them. A
 * table keeps its columns' width and scrolls inside a box of its own, a region named after its
 * header cells, rather than squeezing its words into a phone's width.
 */
function focusableScrollAreas() {
  return (tree: Root) => {
    const visit = (node: Root | Element) => {
      node.children = node.children.map((child) => {
        if (child.type !== "element") return child;
        if (child.tagName === "pre") child.properties.tabIndex = 0;
        if (child.tagName === "table") return scrollBox(child);
        visit(child);
        return child;
      });
    };
    visit(tree);
  };
}

function scrollBox(table: Element): Element {
  const headers: string[] = [];
  const collect = (node: Element) => {
    for (const child of node.children) {
      if (child.type !== "element") continue;
      if (child.tagName === "th") headers.push(textOf(child as never));
      else collect(child);
    }
  };
  collect(table);
  return {
    type: "element",
    tagName: "div",
    properties: { className: ["table-scroll"], role: "region", tabIndex: 0, ariaLabel: `Table: ${headers.join(", ") || "details"}` },
    children: [table],
  };
}

/**
 * A section's text: sanitised as a post is, its headings a level under the section's own (`##`
 * is an h3), with no ids of their own (the page's sections have theirs) and no highlighting (only
 * a post's page is styled for it).
 */
const sectionProcessor = sanitised().use(headingsUnderSection).use(focusableScrollAreas).use(rehypeStringify);

function headingsUnderSection() {
  return (tree: Root) => {
    const visit = (node: Root | Element) => {
      for (const child of node.children) {
        if (child.type !== "element") continue;
        const level = /^h([1-6])$/.exec(child.tagName)?.[1];
        if (level) child.tagName = `h${Math.min(6, Math.max(3, Number(level) + 1))}`;
        visit(child);
      }
    };
    visit(tree);
  };
}

/** Markdown to safe HTML, with linkable headings and highlighted code. */
export function renderMarkdown(markdown: string): RenderedMarkdown {
  const tree = processor.parse(markdown);
  const words = textOf(tree).split(/\s+/).filter(Boolean).length;
  const html = processor.stringify(processor.runSync(tree));
  return { html, readingMinutes: Math.max(1, Math.ceil(words / WORDS_PER_MINUTE)) };
}

/**
 * A field of a page written in Markdown, shown as a section's text under the section's heading
 * (a course's description, a case study's challenge and result), as safe HTML.
 */
export function renderSectionText(markdown: string): string {
  return sectionProcessor.processSync(markdown).toString();
}

/** The fewest characters a picture's words may have: as a cover's alt text (imageSchema). */
const FEWEST_PICTURE_WORDS = 3;

/**
 * Whether a text holds a picture without words for what it shows (`![](…)`, `![x][ref]`), as
 * Markdown reads it: one inside a code block is code, not a picture.
 */
export function hasWordlessPicture(markdown: string): boolean {
  const wordless = (node: { type: string; alt?: string | null; children?: unknown[] }): boolean =>
    ((node.type === "image" || node.type === "imageReference") && (node.alt ?? "").trim().length < FEWEST_PICTURE_WORDS) ||
    (node.children ?? []).some((child) => wordless(child as typeof node));
  return wordless(processor.parse(markdown));
}

/** Markdown's blocks, each of which ends a line of its plain text. */
const TEXT_BLOCKS = new Set(["paragraph", "heading", "listItem", "tableCell", "code", "blockquote", "thematicBreak"]);

/**
 * Markdown as the words a reader reads (for search, issue 68): its marks, links' addresses and
 * HTML gone, a link's words kept, each block on a line of its own. A picture's description says
 * what it shows, not what the text is about, and is left out (as search leaves out a cover's).
 */
export function markdownText(markdown: string): string {
  const parts: string[] = [];
  const walk = (node: { type: string; value?: string; children?: unknown[] }) => {
    if (node.type === "text" || node.type === "inlineCode" || node.type === "code") parts.push(node.value ?? "");
    else if (node.type === "break") parts.push(" ");
    for (const child of node.children ?? []) walk(child as typeof node);
    if (TEXT_BLOCKS.has(node.type)) parts.push("\n");
  };
  walk(processor.parse(markdown));
  return parts
    .join("")
    .split("\n")
    .map((line) => line.replace(/\s+/g, " ").trim())
    .filter(Boolean)
    .join("\n");
}
