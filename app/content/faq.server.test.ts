import { faqGroups } from "./faq-groups";
import { faq } from "./faq.server";
import { showRepositoryContent } from "~tests/support/repository-content";

// The shipped services, courses and posts, as a new site shows them from its first start (issue 62).
showRepositoryContent();

describe("faq", () => {
  it("has at least twelve questions, with at least three in each group", () => {
    expect(faq().length).toBeGreaterThanOrEqual(12);
    for (const group of faqGroups) {
      expect(faq().filter((entry) => entry.group === group.id).length, group.id).toBeGreaterThanOrEqual(3);
    }
  });

  it("lists the groups in the order the page shows them", () => {
    const order = faqGroups.map((group) => group.id);
    const seen = [...new Set(faq().map((entry) => entry.group))];
    expect(seen).toEqual(order);
  });

  it("gives every question a unique id", () => {
    const ids = faq().map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("writes real questions and plain-text answers", () => {
    for (const { id, question, answer } of faq()) {
      expect(question.endsWith("?"), id).toBe(true);
      for (const text of [question, answer]) {
        expect(text).not.toMatch(/\b(ok|lorem|ipsum|todo)\b/i);
        expect(text).not.toContain("!");
        expect(text).not.toMatch(/<[a-z]|\*\*|\]\(/i);
      }
      for (const paragraph of answer.split("\n\n")) {
        expect(paragraph.trim(), id).toBe(paragraph);
        expect(paragraph.length, id).toBeGreaterThan(0);
      }
    }
  });

  it("only ever gives the studio's contact address", () => {
    for (const { answer } of faq()) {
      for (const email of answer.match(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g) ?? []) {
        expect(email).toBe("hello@brightline.digital");
      }
    }
  });
});
