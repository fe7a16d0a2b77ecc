import { m } from "~/i18n/paraglide/messages.js";
import { EditorSelection, type StateCommand } from "@codemirror/state";
import TurndownService from "turndown";

/**
 * What the studio's Markdown editor writes (markdown-editor.client.ts): its toolbar's commands,
 * on the editor's state alone, and a paste of formatted text turned into Markdown.
 */

/** Wraps each selection in `mark` (`**` for bold), or takes the marks off one that has them. An empty selection gets the pair, with the cursor between. */
export function wrap(mark: string): StateCommand {
  return ({ state, dispatch }) => {
    const change = state.changeByRange((range) => {
      const text = state.sliceDoc(range.from, range.to);
      const marked = text.length >= mark.length * 2 && text.startsWith(mark) && text.endsWith(mark);
      const insert = marked ? text.slice(mark.length, -mark.length) : `${mark}${text}${mark}`;
      const selection = range.empty
        ? EditorSelection.cursor(range.from + mark.length)
        : EditorSelection.range(range.from, range.from + insert.length);
      return { changes: { from: range.from, to: range.to, insert }, range: selection };
    });
    dispatch(state.update(change, { userEvent: "input" }));
    return true;
  };
}

/** A heading's or a list's marker at the start of a line. */
const LINE_MARKER = /^(#{1,6} |[-*+] |\d+\. )/;

/**
 * Gives every selected line the marker `prefix` makes (`## `, `- `, `1. `), in place of any
 * other, or takes it off when every line has it already (`present`).
 */
export function markLines(prefix: (index: number) => string, present: RegExp): StateCommand {
  return ({ state, dispatch }) => {
    const lines = new Map<number, { from: number; text: string }>();
    for (const range of state.selection.ranges) {
      // Lines selected whole end at the start of the next (Shift+Down, a triple click): that one is not meant.
      const end = range.to > range.from && state.doc.lineAt(range.to).from === range.to ? range.to - 1 : range.to;
      for (let at = range.from; at <= end;) {
        const line = state.doc.lineAt(at);
        lines.set(line.from, line);
        at = line.to + 1;
      }
    }
    const selected = [...lines.values()];
    const unmark = selected.every((line) => present.test(line.text));
    const changes = state.changes(
      selected.map((line, index) => ({
        from: line.from,
        to: line.from + (LINE_MARKER.exec(line.text)?.[0].length ?? 0),
        insert: unmark ? "" : prefix(index),
      })),
    );
    // A cursor at a line's start goes after its new marker, where the words are typed: kept
    // before it, "## " would land after what is typed next.
    dispatch(state.update({ changes, selection: state.selection.map(changes, 1), userEvent: "input" }));
    return true;
  };
}

/** A list item with nothing after its marker, at the list's own level. */
const EMPTY_ITEM = /^([-*+]|\d+[.)]) ?$/;

/**
 * Enter on an empty item ends the list with a blank line after it. Markdown's own Enter only
 * takes the marker off, and the words typed next join the last item on the published page (a
 * line straight after a list item continues it).
 */
export const endListOnEmptyItem: StateCommand = ({ state, dispatch }) => {
  const { main } = state.selection;
  if (state.selection.ranges.length > 1 || !main.empty) return false;
  const line = state.doc.lineAt(main.head);
  if (line.number === 1 || !EMPTY_ITEM.test(line.text) || !LINE_MARKER.test(state.doc.line(line.number - 1).text)) return false;
  dispatch(
    state.update({
      changes: { from: line.from, to: line.to, insert: "\n" },
      selection: EditorSelection.cursor(line.from + 1),
      userEvent: "input",
    }),
  );
  return true;
};

/** Makes each selection a link's words (or "link text"), with the address selected to type over. */
export const insertLink: StateCommand = ({ state, dispatch }) => {
  const change = state.changeByRange((range) => {
    const words = state.sliceDoc(range.from, range.to) || "link text";
    const insert = `[${words}](https://)`;
    const address = range.from + words.length + 3;
    return { changes: { from: range.from, to: range.to, insert }, range: EditorSelection.range(address, address + "https://".length) };
  });
  dispatch(state.update(change, { userEvent: "input" }));
  return true;
};

/** The toolbar's buttons, in order: each one's words (a message, read when the toolbar is drawn), what it does, and its shortcut. */
export const markdownActions: { id: string; label: () => string; command: StateCommand; key?: string }[] = [
  { id: "heading", label: m.markdown_heading, command: markLines(() => "## ", /^## /) },
  { id: "subheading", label: m.markdown_subheading, command: markLines(() => "### ", /^### /) },
  { id: "bold", label: m.markdown_bold, command: wrap("**"), key: "Mod-b" },
  { id: "italic", label: m.markdown_italic, command: wrap("*"), key: "Mod-i" },
  { id: "link", label: m.markdown_link, command: insertLink, key: "Mod-k" },
  { id: "list", label: m.markdown_list, command: markLines(() => "- ", /^- /) },
  { id: "numbered-list", label: m.markdown_numbered_list, command: markLines((index) => `${index + 1}. `, /^\d+\. /) },
];

const turndown = new TurndownService({ headingStyle: "atx", bulletListMarker: "-", codeBlockStyle: "fenced", emDelimiter: "*" });
// What the site's Markdown would drop or refuse anyway: scripts, styles, frames, other sites' images.
turndown.remove(["script", "style", "iframe", "img"]);
// A list item as the site's posts write one (`- One`, `2. Two`), not turndown's `-   One`.
turndown.addRule("listItem", {
  filter: "li",
  replacement(content, node) {
    const list = node.parentNode as HTMLElement | null;
    const place = list ? Array.prototype.indexOf.call(list.children, node) : 0;
    const prefix = list?.nodeName === "OL" ? `${Number(list.getAttribute("start") ?? 1) + place}. ` : "- ";
    const text = content
      .replace(/^\n+/, "")
      .replace(/\n+$/, "\n")
      .replace(/\n/g, `\n${" ".repeat(prefix.length)}`);
    return `${prefix}${text}${node.nextSibling && !text.endsWith("\n") ? "\n" : ""}`;
  },
});

/**
 * Formatted text pasted from a web page or a document, as Markdown with its links kept; undefined
 * when it has no link to keep (the editor then pastes the plain text, as a textarea would).
 */
export function pastedMarkdown(html: string | undefined): string | undefined {
  if (!html || !/<a\s/i.test(html)) return undefined;
  return turndown.turndown(html).trim() || undefined;
}
