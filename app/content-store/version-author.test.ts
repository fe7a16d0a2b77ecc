import { inLocale } from "~/i18n/request-locale.server";
import { versionAuthor } from "./version-author";

describe("who saved a version of a document", () => {
  it("is a member of staff's email, or the way the files came in, in the page's language", () => {
    expect(inLocale("en-GB", () => versionAuthor("ada@brightline.digital"))).toBe("by ada@brightline.digital");
    expect(inLocale("en-GB", () => versionAuthor("repository"))).toBe("from the site's files");
    expect(inLocale("de", () => versionAuthor("repository"))).toBe("aus den Dateien der Website");
    expect(inLocale("de", () => versionAuthor("import"))).toBe("per Import");
    expect(inLocale("de", () => versionAuthor("ada@brightline.digital"))).toBe("von ada@brightline.digital");
  });
});
