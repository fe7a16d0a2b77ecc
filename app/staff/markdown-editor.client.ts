import { m } from "~/i18n/paraglide/messages.js";
import { defaultKeymap, history, historyKeymap } from "@codemirror/commands";
import { markdownKeymap, markdownLanguage, pasteURLAsLink } from "@codemirror/lang-markdown";
import { HighlightStyle, LanguageSupport, syntaxHighlighting } from "@codemirror/language";
import { EditorState } from "@codemirror/state";
import { EditorView, keymap, placeholder as placeholderText, showPanel } from "@codemirror/view";
import { tags } from "@lezer/highlight";
import { markdownActions as actions, endListOnEmptyItem, pastedMarkdown } from "./markdown-commands";

/**
 * The studio's Markdown editor (issue 40): CodeMirror 6 over a field's own <textarea>, which
 * stays in the form, hidden, and takes every change, so the form sends what it always sent and
 * works as it did when this never loads. Headings, emphasis and lists are marked as they are
 * typed; Enter continues a list; the toolbar's buttons and Ctrl/Cmd+B, I and K write the
 * Markdown; a paste from a web page or a document keeps its links.
 */

const marks = HighlightStyle.define([
  { tag: tags.heading, fontWeight: "700", color: "var(--color-primary)" },
  { tag: tags.strong, fontWeight: "700" },
  { tag: tags.emphasis, fontStyle: "italic" },
  { tag: tags.link, textDecoration: "underline" },
  { tag: tags.url, color: "var(--color-secondary)" },
  { tag: tags.monospace, fontFamily: "var(--font-mono)" },
  { tag: [tags.processingInstruction, tags.meta, tags.contentSeparator], color: "color-mix(in oklab, currentColor 65%, transparent)" },
  { tag: tags.quote, fontStyle: "italic" },
]);

function pasteKeepingLinks(event: ClipboardEvent, view: EditorView): boolean {
  const converted = pastedMarkdown(event.clipboardData?.getData("text/html"));
  if (converted === undefined) return false;
  event.preventDefault();
  view.dispatch(view.state.replaceSelection(converted), { userEvent: "input.paste", scrollIntoView: true });
  return true;
}

const line = "1px solid color-mix(in oklab, var(--color-base-content) 20%, transparent)";

/** The editor drawn in the site's colours (both themes follow the system), in the field's place. */
const frame = EditorView.theme({
  "&": {
    border: line,
    borderRadius: "var(--radius-field)",
    backgroundColor: "var(--color-base-100)",
    color: "var(--color-base-content)",
    fontSize: "1rem",
  },
  "&.cm-focused": { outline: "3px solid var(--color-primary)", outlineOffset: "3px" },
  // It grows with its text, as the page scrolls: a box that scrolls by itself is one more place to get lost.
  ".cm-scroller": { fontFamily: "var(--font-mono)", lineHeight: "1.6", minHeight: "20rem" },
  ".cm-content": { padding: "0.75rem 0.5rem", caretColor: "var(--color-base-content)" },
  ".cm-cursor": { borderLeftColor: "var(--color-base-content)" },
  "&.cm-focused .cm-selectionBackground, .cm-selectionBackground, .cm-content ::selection": {
    backgroundColor: "color-mix(in oklab, var(--color-primary) 30%, transparent)",
  },
  ".cm-panels": { backgroundColor: "var(--color-base-200)", color: "var(--color-base-content)" },
  ".cm-panels.cm-panels-top": { borderBottom: line },
  ".cm-markdown-toolbar": { display: "flex", flexWrap: "wrap", gap: "0.25rem", padding: "0.25rem" },
});

const invalidFrame = EditorView.theme({ "&": { borderColor: "var(--color-error)" } });

export type MountedEditor = { destroy: () => void };

/**
 * Puts the editor in `holder`, in place of `textarea`, which it keeps up to date. The editor's
 * text box takes the field's id (an error summary's link leads to it), its label, description
 * and invalid state; the textarea gets them back if the editor goes. With `picture`, the text's
 * picture controls (markdown-field.tsx): the editor tells them where its cursor is, so the
 * picture goes in there, and its toolbar's Picture button chooses the file.
 */
export function mountMarkdownEditor(holder: HTMLElement, textarea: HTMLTextAreaElement, picture?: HTMLElement): MountedEditor {
  const nonce = document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce ?? "";
  const id = textarea.id;
  const describedBy = textarea.getAttribute("aria-describedby");
  const label = document.querySelector<HTMLLabelElement>(`label[for="${CSS.escape(id)}"]`);
  if (label && !label.id) label.id = `${id}-label`;
  const invalid = textarea.getAttribute("aria-invalid") === "true";
  // Above the text, inside the editor's frame (a panel of the editor's): a group of buttons, each a tab stop.
  const toolbar = document.createElement("div");
  toolbar.setAttribute("role", "group");
  toolbar.setAttribute("aria-label", m.markdown_toolbar());
  toolbar.className = "cm-markdown-toolbar";

  // By their names' ends (pictureNames in app/content-store/content-fields.ts).
  const cursor = picture?.querySelector<HTMLInputElement>('input[name$=".cursor"]');
  const pictureFile = picture?.querySelector<HTMLInputElement>('input[name$=".picture"]');
  const pictureWords = picture?.querySelector<HTMLInputElement>('input[name$=".pictureAlt"]');
  // A file chosen from the toolbar: on to its words, below the text (far down, on a phone).
  const toWords = () => pictureWords?.focus();
  pictureFile?.addEventListener("change", toWords);

  const view = new EditorView({
    parent: holder,
    state: EditorState.create({
      doc: textarea.value,
      extensions: [
        EditorView.cspNonce.of(nonce),
        frame,
        invalid ? invalidFrame : [],
        showPanel.of(() => ({ dom: toolbar, top: true })),
        history(),
        // The language alone: markdown() adds HTML, CSS and JavaScript for code blocks, 300 KB more.
        new LanguageSupport(markdownLanguage),
        pasteURLAsLink,
        syntaxHighlighting(marks),
        EditorView.lineWrapping,
        placeholderText(textarea.placeholder),
        keymap.of([
          ...actions.filter((action) => action.key).map((action) => ({ key: action.key!, run: action.command })),
          { key: "Enter", run: endListOnEmptyItem },
          ...markdownKeymap,
          ...defaultKeymap,
          ...historyKeymap,
        ]),
        EditorView.domEventHandlers({ paste: pasteKeepingLinks }),
        EditorView.contentAttributes.of({
          ...(label ? { "aria-labelledby": label.id } : {}),
          ...(describedBy ? { "aria-describedby": describedBy } : {}),
          ...(invalid ? { "aria-invalid": "true" } : {}),
          "aria-multiline": "true",
          spellcheck: "true",
        }),
        EditorView.updateListener.of((update) => {
          if (cursor && (update.selectionSet || update.docChanged)) cursor.value = String(update.state.selection.main.head);
          if (!update.docChanged) return;
          textarea.value = update.state.doc.toString();
          // As typing into the textarea would: the form's autosave hears of it (use-autosave.ts).
          textarea.dispatchEvent(new Event("input", { bubbles: true }));
        }),
      ],
    }),
  });

  // A label's click focuses its control, which the editor's text box (not a form control) is not.
  const focusEditor = () => view.focus();
  label?.addEventListener("click", focusEditor);
  // At once, not when React next draws the field: never a moment with two boxes, or one without its label.
  textarea.removeAttribute("id");
  textarea.hidden = true;
  view.contentDOM.id = id;

  const addButton = (text: string, title: string, click: () => void) => {
    const button = document.createElement("button");
    button.type = "button";
    button.className = "btn btn-ghost btn-sm";
    button.textContent = text;
    button.title = title;
    button.addEventListener("click", click);
    toolbar.append(button);
  };
  for (const action of actions)
    addButton(
      action.label(),
      action.key ? `${action.label()} (${action.key.replace("Mod", navigator.platform.startsWith("Mac") ? "⌘" : "Ctrl")})` : action.label(),
      () => {
        action.command(view);
        view.focus();
      },
    );
  // The file is chosen where the cursor is; its words and the button that puts it in are below the text.
  if (pictureFile) addButton(m.studio_picture_toolbar(), m.studio_picture_legend(), () => pictureFile.click());
  return {
    destroy: () => {
      label?.removeEventListener("click", focusEditor);
      pictureFile?.removeEventListener("change", toWords);
      view.destroy();
      textarea.id = id;
      textarea.hidden = false;
    },
  };
}
