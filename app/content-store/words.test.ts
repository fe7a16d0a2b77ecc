import { z } from "zod";
import { factsIn, listsOutOfStep, withWords, wordsOf, wordsSchema } from "./words";

/** A course-like document: facts and words, nested in objects and lists. */
const words = ["title", "cover.alt", "outcomes", "modules[].title", "modules[].lessons[].title"] as const;
const english = {
  slug: "forms",
  title: "Accessible forms",
  price: 340,
  cover: { src: "/images/courses/forms.svg", alt: "A form", width: 960, height: 540 },
  outcomes: ["Label every field", "Say what went wrong"],
  modules: [
    { title: "Labels", lessons: [{ title: "Why labels", minutes: 12 }] },
    {
      title: "Errors",
      lessons: [
        { title: "Timing", minutes: 9 },
        { title: "Wording", minutes: 15 },
      ],
    },
  ],
};
const german = {
  title: "Barrierefreie Formulare",
  cover: { alt: "Ein Formular" },
  outcomes: ["Jedes Feld beschriften", "Sagen, was fehlt", "Fokus richtig setzen"],
  modules: [
    { title: "Labels", lessons: [{ title: "Warum Labels" }] },
    { title: "Fehler", lessons: [{ title: "Timing" }, { title: "Formulierung" }] },
  ],
};

describe("a document's words and facts (issue 62)", () => {
  it("takes a document's words and leaves its facts out", () => {
    expect(wordsOf(words, english)).toEqual({
      title: "Accessible forms",
      cover: { alt: "A form" },
      outcomes: english.outcomes,
      modules: [
        { title: "Labels", lessons: [{ title: "Why labels" }] },
        { title: "Errors", lessons: [{ title: "Timing" }, { title: "Wording" }] },
      ],
    });
    expect(wordsOf(words, german)).toEqual(german);
  });

  it("shows a translation's words over English's facts: a list of words as the translation has it, a list with facts as long as English's", () => {
    const shown = withWords(words, english, german) as typeof english;
    expect(shown.price).toBe(340);
    expect(shown.cover).toEqual({ ...english.cover, alt: "Ein Formular" });
    expect(shown.outcomes).toHaveLength(3);
    expect(shown.modules[1]!.lessons).toEqual([
      { title: "Timing", minutes: 9 },
      { title: "Formulierung", minutes: 15 },
    ]);
    // English added a lesson since: the lessons' words would stand beside the wrong minutes, so that list stays English's.
    const longer = {
      ...english,
      modules: [
        english.modules[0]!,
        { ...english.modules[1]!, lessons: [...english.modules[1]!.lessons, { title: "Summaries", minutes: 7 }] },
      ],
    };
    expect((withWords(words, longer, german) as typeof english).modules[1]!.lessons).toEqual(longer.modules[1]!.lessons);
    expect((withWords(words, longer, german) as typeof english).modules[0]!.lessons).toEqual([{ title: "Warum Labels", minutes: 12 }]);
    expect(listsOutOfStep(words, longer, german)).toEqual(["modules.1.lessons: has 2 items, its English document 3"]);
    expect(listsOutOfStep(words, english, german)).toEqual([]);
  });

  it("names every fact a translation holds, by its path", () => {
    expect(factsIn(words, german)).toEqual([]);
    expect(
      factsIn(words, {
        ...german,
        price: 290,
        cover: { alt: "x", src: "/images/other.svg" },
        modules: [{ title: "a", lessons: [{ title: "b", minutes: 1 }] }],
      }),
    ).toEqual(["cover.src", "modules.0.lessons.0.minutes", "price"]);
  });

  it("refuses a word path that names no field of the schema", () => {
    expect(() => wordsSchema(["title", "subtitle"], z.object({ title: z.string() }))).toThrow(/subtitle/);
  });

  it("checks a translation's words as the whole schema checks them, and takes no fact", () => {
    const schema = z.object({
      slug: z.string(),
      title: z.string().min(5),
      price: z.number(),
      cover: z.object({ src: z.string(), alt: z.string().min(3), width: z.number(), height: z.number() }),
      outcomes: z.array(z.string()).min(2),
      modules: z.array(z.object({ title: z.string(), lessons: z.array(z.object({ title: z.string(), minutes: z.number() })) })).min(2),
    });
    const translation = wordsSchema(words, schema);
    expect(translation.parse(german)).toEqual(german);
    expect(translation.safeParse({ ...german, title: "Kurz" }).success).toBe(false);
    expect(translation.safeParse({ ...german, modules: [german.modules[0]] }).success).toBe(false);
    expect(translation.safeParse({ ...german, price: 290 }).success).toBe(false);
    expect(Object.keys((z.toJSONSchema(translation) as { properties: object }).properties)).toEqual([
      "title",
      "cover",
      "outcomes",
      "modules",
    ]);
  });
});
