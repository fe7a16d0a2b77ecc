import { m } from "~/i18n/paraglide/messages.js";
import { readWhenShown } from "./read-when-shown";
import { inLocale } from "./request-locale.server";

describe("a table of words read when shown", () => {
  it("reads each entry in the language of the request reading it, not the one that made the table", () => {
    const words = inLocale("en-GB", () => readWhenShown({ draft: m.studio_state_draft, published: m.studio_state_published }));
    expect(inLocale("en-GB", () => ({ ...words }))).toEqual({ draft: "Draft changes", published: "Published" });
    expect(inLocale("de", () => words.published)).toBe("Veröffentlicht");
    expect(Object.keys(words)).toEqual(["draft", "published"]);
  });
});
