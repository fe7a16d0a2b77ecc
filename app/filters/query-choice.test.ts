import { filterURL, queryChoice } from "./query-choice";

const levels = ["beginner", "advanced"] as const;
const params = (query: string) => new URLSearchParams(query);

describe("queryChoice", () => {
  it("is null with nothing asked, or an empty value", () => {
    expect(queryChoice(params(""), "level", levels)).toEqual({ value: null, unknown: null });
    expect(queryChoice(params("level=%20"), "level", levels)).toEqual({ value: null, unknown: null });
  });

  it("returns a known value", () => {
    expect(queryChoice(params("level=advanced"), "level", levels)).toEqual({ value: "advanced", unknown: null });
  });

  it("reports an unknown value, cut short when very long", () => {
    expect(queryChoice(params("level=expert"), "level", levels)).toEqual({ value: null, unknown: "expert" });
    const long = queryChoice(params(`level=${"x".repeat(200)}`), "level", levels);
    expect(long.value).toBeNull();
    expect(long.unknown).toBe(`${"x".repeat(60)}…`);
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
