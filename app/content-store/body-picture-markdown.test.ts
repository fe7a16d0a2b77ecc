import { describe, expect, it } from "vitest";
import { parsePictureAddress } from "~/content-images/image-variants";
import { cursorIn, pictureMarkdown, withPictureAt } from "./body-picture-markdown";

const image = { src: `/content-images/${"a".repeat(32)}-960.webp`, width: 960, height: 640 };

describe("a picture put into a Markdown text", () => {
  it("is written with its words and its size, brackets in the words escaped", () => {
    const markdown = pictureMarkdown("The [new]  team, Q&A *live*", image);
    expect(markdown).toBe(`![The \\[new\\] team\\, Q\\&A \\*live\\*](${image.src}#960x640)`);
    const address = /\]\((.+)\)$/.exec(markdown)![1]!;
    expect(parsePictureAddress(address)).toEqual({ src: image.src, width: 960, height: 640 });
  });

  it("goes after the line the cursor is on, as a paragraph of its own", () => {
    const text = "First line of words\nsecond line.\n\nNext paragraph.";
    // The cursor in the middle of "First".
    expect(withPictureAt(text, 3, "![x](y)")).toBe("First line of words\n\n![x](y)\n\nsecond line.\n\nNext paragraph.");
    expect(withPictureAt(text, text.indexOf("second") + 2, "![x](y)")).toBe(
      "First line of words\nsecond line.\n\n![x](y)\n\nNext paragraph.",
    );
  });

  it("goes at the end when the cursor is there, or is out of the text, and alone into an empty text", () => {
    expect(withPictureAt("Words.\n\n", 999, "![x](y)")).toBe("Words.\n\n![x](y)\n");
    expect(withPictureAt("Words.", -4, "![x](y)")).toBe("Words.\n\n![x](y)\n");
    expect(withPictureAt("", 0, "![x](y)")).toBe("![x](y)\n");
  });

  it("keeps the next line's indent, as a code block has it", () => {
    expect(withPictureAt("Intro:\n\n    code();", 2, "![x](y)")).toBe("Intro:\n\n![x](y)\n\n    code();");
  });
});

describe("the cursor a form sends", () => {
  it("is where the picture goes, or the text's end when none was sent", () => {
    expect(cursorIn("12", 40)).toBe(12);
    expect(cursorIn("400", 40)).toBe(40);
    // Without scripts, or before the editor was clicked, the field is sent empty: the end, not the start.
    expect(cursorIn("", 40)).toBe(40);
    expect(cursorIn(null, 40)).toBe(40);
    expect(cursorIn("-3", 40)).toBe(40);
    expect(cursorIn("1e3", 40)).toBe(40);
  });
});

describe("a picture's address in a text", () => {
  it("is one of the studio's images, with or without its size", () => {
    expect(parsePictureAddress(`${image.src}#960x640`)).toEqual({ src: image.src, width: 960, height: 640 });
    expect(parsePictureAddress(image.src)).toEqual({ src: image.src });
    expect(parsePictureAddress(`${image.src}#big`)).toEqual({ src: image.src });
    expect(parsePictureAddress("https://example.com/cat.webp#10x10")).toBeUndefined();
  });
});
