import { pictureAddress } from "~/content-images/image-variants";

/** A picture as Markdown: `![what it shows](address)`, its words' punctuation escaped, so they read as typed. */
export function pictureMarkdown(alt: string, image: { src: string; width: number; height: number }): string {
  const words = alt.replace(/\s+/g, " ").replace(/[!-/:-@[-`{-~]/g, "\\$&");
  return `![${words}](${pictureAddress(image.src, image.width, image.height)})`;
}

/**
 * `text` with `picture` as a paragraph of its own after the line `cursor` is on (a picture never
 * splits a line's words): a blank line before and after, and none doubled.
 */
export function withPictureAt(text: string, cursor: number, picture: string): string {
  const at = Math.min(Math.max(0, cursor), text.length);
  const lineEnd = text.indexOf("\n", at);
  const split = lineEnd === -1 ? text.length : lineEnd;
  const before = text.slice(0, split).replace(/\s+$/, "");
  // Blank lines after go; the next line's own indent (a code block's) stays.
  const after = text.slice(split).replace(/^(?:[ \t]*\n)+/, "");
  return `${before ? `${before}\n\n` : ""}${picture}\n${after ? `\n${after}` : ""}`;
}

/**
 * Where the editor's cursor was, as its hidden field sends it: a whole number within the text, or
 * the text's end when it sent none (no scripts, the editor not yet clicked, or not loaded).
 */
export function cursorIn(sent: unknown, length: number): number {
  return typeof sent === "string" && /^\d{1,7}$/.test(sent) ? Math.min(Number(sent), length) : length;
}
