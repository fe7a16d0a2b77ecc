import { EditorSelection, EditorState, type StateCommand } from "@codemirror/state";
import { endListOnEmptyItem, insertLink, markdownActions, markLines, pastedMarkdown, wrap } from "./markdown-commands";

/** Runs `command` on `doc` with the selection from `from` to `to`: the text and selection after. */
function run(command: StateCommand, doc: string, from: number, to = from) {
  let state = EditorState.create({
    doc,
    selection: EditorSelection.range(from, to),
    extensions: EditorState.allowMultipleSelections.of(true),
  });
  command({ state, dispatch: (transaction) => (state = transaction.state) });
  const { from: start, to: end } = state.selection.main;
  return { text: state.doc.toString(), selected: state.sliceDoc(start, end), cursor: start };
}

describe("the Markdown editor's commands (issue 40)", () => {
  it("makes the selection bold, and bold again takes it off; an empty selection gets the marks with the cursor between", () => {
    expect(run(wrap("**"), "make this bold", 5, 9)).toEqual({ text: "make **this** bold", selected: "**this**", cursor: 5 });
    expect(run(wrap("**"), "make **this** bold", 5, 13).text).toBe("make this bold");
    expect(run(wrap("*"), "ab", 1)).toEqual({ text: "a**b", selected: "", cursor: 2 });
  });

  it("turns lines into a heading or a list, replacing another marker, and back", () => {
    const heading = markdownActions.find((action) => action.id === "heading")!.command;
    expect(run(heading, "Title\nbody", 2).text).toBe("## Title\nbody");
    expect(run(heading, "### Title", 2).text).toBe("## Title");
    expect(run(heading, "## Title", 2).text).toBe("Title");

    const numbered = markLines((index) => `${index + 1}. `, /^\d+\. /);
    expect(run(numbered, "one\n- two\nthree", 0, 14).text).toBe("1. one\n2. two\n3. three");
    expect(run(numbered, "1. one\n2. two", 0, 12).text).toBe("one\ntwo");
    // Two lines selected whole, to the start of the third: the third is left as it is.
    expect(run(numbered, "one\ntwo\nthree", 0, 8).text).toBe("1. one\n2. two\nthree");
  });

  it("on an empty line, puts the marker before the cursor, where the words are typed (issue 64, item 8)", () => {
    const heading = markdownActions.find((action) => action.id === "heading")!.command;
    const list = markdownActions.find((action) => action.id === "list")!.command;
    expect(run(heading, "", 0)).toEqual({ text: "## ", selected: "", cursor: 3 });
    expect(run(list, "Intro\n\nafter", 6)).toEqual({ text: "Intro\n- \nafter", selected: "", cursor: 8 });
    // Taking a heading off leaves the cursor where the words start.
    expect(run(heading, "## Title", 3)).toEqual({ text: "Title", selected: "", cursor: 0 });
  });

  it("ends a list at an empty item with a blank line, so the next words are a paragraph of their own (issue 64, item 8)", () => {
    expect(run(endListOnEmptyItem, "- one\n- two\n- ", 14)).toEqual({ text: "- one\n- two\n\n", selected: "", cursor: 13 });
    expect(run(endListOnEmptyItem, "1. one\n2. ", 10).text).toBe("1. one\n\n");
    // Anything else is Markdown's own Enter: an item with words, a lone dash, a nested item.
    expect(run(endListOnEmptyItem, "- one", 5).text).toBe("- one");
    expect(run(endListOnEmptyItem, "text\n- ", 7).text).toBe("text\n- ");
    expect(run(endListOnEmptyItem, "- one\n  - ", 10).text).toBe("- one\n  - ");
  });

  it("makes a link of the selection with the address selected to type over", () => {
    expect(run(insertLink, "see the guide", 8, 13)).toEqual({ text: "see the [guide](https://)", selected: "https://", cursor: 16 });
    expect(run(insertLink, "", 0).text).toBe("[link text](https://)");
  });

  it("pastes a web page's text as Markdown with its links, and leaves a paste with no link to the plain text", () => {
    const html =
      '<p>Read <a href="https://brightline.digital/blog">our blog</a> and <b>subscribe</b>.</p><script>alert(1)</script><ul><li>One</li><li>Two</li></ul><ol start="3"><li>Three</li></ol>';
    expect(pastedMarkdown(html)).toBe("Read [our blog](https://brightline.digital/blog) and **subscribe**.\n\n- One\n- Two\n\n3. Three");
    expect(pastedMarkdown("<p>No links here</p>")).toBeUndefined();
    expect(pastedMarkdown(undefined)).toBeUndefined();
  });
});
