import { filterURL, queryChoice, readFilters } from "./query-choice";

const levels = ["beginner", "advanced"] as const;
const params = (query: string) => new URLSearchParams(query);

describe("queryChoice", () => {
  it("is null with nothing asked, or an empty value", () => {
    expect(queryChoice(params(""), "level", levels)).toEqual({ value: null, unknown: false });
    expect(queryChoice(params("level=%20"), "level", levels)).toEqual({ value: null, unknown: false });
  });

  it("returns a known value, without the spaces around it", () => {
    expect(queryChoice(params("level=advanced"), "level", levels)).toEqual({ value: "advanced", unknown: false });
    expect(queryChoice(params("level=%20advanced%20"), "level", levels)).toEqual({ value: "advanced", unknown: false });
  });

  it("reports an unknown value without keeping it, however long", () => {
    expect(queryChoice(params("level=expert"), "level", levels)).toEqual({ value: null, unknown: true });
    expect(queryChoice(params(`level=${"x".repeat(200)}`), "level", levels)).toEqual({ value: null, unknown: true });
  });

  it("is case-sensitive: a value must be one of the known ones exactly", () => {
    expect(queryChoice(params("level=Advanced"), "level", levels)).toEqual({ value: null, unknown: true });
  });
});

describe("filterURL", () => {
  it("builds the query from the filters that are set, in order", () => {
    expect(filterURL("/courses", { level: "beginner", topic: "react" })).toBe("/courses?level=beginner&topic=react");
    expect(filterURL("/courses", { level: null, topic: "react" })).toBe("/courses?topic=react");
    expect(filterURL("/courses", { level: null, topic: null })).toBe("/courses");
  });

  it("encodes values", () => {
    expect(filterURL("/blog", { tag: "a&b" })).toBe("/blog?tag=a%26b");
  });
});

describe("readFilters", () => {
  const wording = (noun: string) => ({
    label: `Filter by ${noun}`,
    all: `Every ${noun}`,
    unknownNotice: `That ${noun} filter isn't one we know.`,
  });
  const specs = {
    colour: {
      ...wording("colour"),
      choices: [
        { id: "red", label: "Red" },
        { id: "blue", label: "Blue" },
      ],
    },
    size: { ...wording("size"), choices: [{ id: "s", label: "Small" }] },
  } as const;
  const read = (query: string) => readFilters("/shop", params(query), specs);

  it("reads each filter and links its choices, the chosen one marked", () => {
    const { colour, size } = read("colour=blue");
    expect(colour).toEqual({
      value: "blue",
      unknown: false,
      label: "Filter by colour",
      unknownNotice: "That colour filter isn't one we know.",
      allURL: "/shop",
      options: [
        { label: "Every colour", to: "/shop", active: false },
        { label: "Red", to: "/shop?colour=red", active: false },
        { label: "Blue", to: "/shop?colour=blue", active: true },
      ],
    });
    expect(size.value).toBeNull();
    expect(size.options).toEqual([
      { label: "Every size", to: "/shop?colour=blue", active: true },
      { label: "Small", to: "/shop?colour=blue&size=s", active: false },
    ]);
  });

  it("keeps the other filters in every link, and nothing else from the query", () => {
    const { colour } = read("size=s&page=3&utm=x");
    expect(colour.options.map((option) => option.to)).toEqual(["/shop?size=s", "/shop?colour=red&size=s", "/shop?colour=blue&size=s"]);
    expect(colour.allURL).toBe("/shop?size=s");
  });

  it("reports an unknown value, marks 'all' as chosen and links nothing of what was typed", () => {
    const typed = '"><script>alert("zq-typed")</script>';
    const { colour } = read(new URLSearchParams({ colour: typed }).toString());
    expect(colour.value).toBeNull();
    expect(colour.unknown).toBe(true);
    expect(colour.options[0]!.active).toBe(true);
    expect(JSON.stringify(colour)).not.toContain("zq-typed");
  });
});
