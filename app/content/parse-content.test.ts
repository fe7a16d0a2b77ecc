import { assertReferences, assertUniqueSlugs, parseContent } from "./parse-content";
import { serviceSchema } from "./schema";

const FILE = "app/content/example.ts";

const goodService = {
  slug: "graphic-design",
  name: "Graphic Design",
  summary: "Identity systems and campaign art that hold together across every touchpoint.",
  image: { src: "/images/services/graphic-design.svg", alt: "A design canvas", width: 480, height: 320 },
  intro:
    "Identity work for organisations that have outgrown their first logo: a research-led brand platform, a visual system built from it, and guidelines a team can use without us in the room.",
  included: ["Brand platform and naming review", "Logo suite and colour system", "Type and layout rules", "Guidelines as a website"],
  process: [
    { title: "Discovery", text: "Interviews with leaders and customers, and an audit of every place the brand appears." },
    { title: "Concepts", text: "Three routes, each shown on real applications, narrowed to one with the people who will use it." },
    { title: "System", text: "The chosen route worked into a full system, tested on print, screen and motion before handover." },
  ],
  engagement: "Most identity projects take six to eight weeks, from discovery to guidelines.",
};

function messageOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
  throw new Error("expected the call to throw");
}

describe("parseContent", () => {
  it("returns the parsed entries when they are valid", () => {
    expect(parseContent(FILE, serviceSchema, [goodService])).toEqual([goodService]);
  });

  it("names the file, the entry's slug and the field path of a broken entry", () => {
    const message = messageOf(() =>
      parseContent(FILE, serviceSchema, [goodService, { ...goodService, slug: "broken-entry", summary: "Short" }]),
    );
    expect(message).toContain(FILE);
    expect(message).toContain('"broken-entry"');
    expect(message).toContain("summary");
  });

  it("names nested field paths", () => {
    const message = messageOf(() => parseContent(FILE, serviceSchema, [{ ...goodService, image: { ...goodService.image, width: -1 } }]));
    expect(message).toContain('"graphic-design"');
    expect(message).toContain("image.width");
  });

  it("falls back to the entry's index when it has no slug", () => {
    const message = messageOf(() => parseContent(FILE, serviceSchema, [goodService, { name: "No slug" }]));
    expect(message).toContain(`${FILE}: entry #1`);
  });
});

describe("assertUniqueSlugs", () => {
  it("accepts unique slugs", () => {
    expect(() => assertUniqueSlugs(FILE, [{ slug: "a" }, { slug: "b" }])).not.toThrow();
  });

  it("throws on a duplicate slug, naming the file and the slug", () => {
    expect(() => assertUniqueSlugs(FILE, [{ slug: "a" }, { slug: "b" }, { slug: "a" }])).toThrow(`${FILE}: slug "a" is used twice`);
  });
});

describe("assertReferences", () => {
  const courses = [
    { slug: "ui-basics", instructors: ["maya"] },
    { slug: "react-apps", instructors: ["tom", "nobody"] },
  ];
  const exists = (slug: string) => ["maya", "tom"].includes(slug);

  it("accepts references to existing entries", () => {
    expect(() => assertReferences(FILE, "course", courses.slice(0, 1), "instructor", (course) => course.instructors, exists)).not.toThrow();
  });

  it("names the file, the entry and the unknown reference", () => {
    expect(() => assertReferences(FILE, "course", courses, "instructor", (course) => course.instructors, exists)).toThrow(
      `${FILE}: course "react-apps" names unknown instructor "nobody"`,
    );
  });
});
