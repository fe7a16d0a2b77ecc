import { publicFileExists, svgSize } from "~tests/support/svg-size";
import { courseLevels, courseTopics } from "./course-taxonomy";
import { courses, findCourse } from "./courses.server";
import { showRepositoryContent } from "~tests/support/repository-content";

// The shipped services, courses and posts, as a new site shows them from its first start (issue 62).
showRepositoryContent();

/** Every string anywhere inside a value, however deeply nested. */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (typeof value === "object" && value !== null) return Object.values(value).flatMap(strings);
  return [];
}

describe("courses", () => {
  it("lists at least six courses", () => {
    expect(courses().length).toBeGreaterThanOrEqual(6);
  });

  it("ships an existing SVG cover for every course with the declared size", () => {
    for (const { slug, cover } of courses()) {
      expect(cover.src).toBe(`/images/courses/${slug}.svg`);
      expect(publicFileExists(cover.src), cover.src).toBe(true);
      expect(svgSize(cover.src), cover.src).toEqual({ width: cover.width, height: cover.height });
      expect(cover.alt.length, slug).toBeGreaterThanOrEqual(20);
    }
  });

  it("covers every level and at least five topics", () => {
    const levels = new Set(courses().map((course) => course.level));
    expect([...levels].sort()).toEqual(courseLevels.map((level) => level.id).sort());

    const topics = new Set(courses().flatMap((course) => course.topics));
    expect(topics.size).toBeGreaterThanOrEqual(5);
    for (const topic of topics) {
      expect(courseTopics.map((known) => known.id)).toContain(topic);
    }
  });

  it("has at least one free course and at least three paid ones", () => {
    expect(courses().filter((course) => course.price === 0).length).toBeGreaterThanOrEqual(1);
    expect(courses().filter((course) => course.price > 0).length).toBeGreaterThanOrEqual(3);
  });

  it("gives every course at least eight lessons", () => {
    for (const { slug, modules } of courses()) {
      const lessons = modules.reduce((total, module) => total + module.lessons.length, 0);
      expect(lessons, slug).toBeGreaterThanOrEqual(8);
    }
  });

  it("has real text everywhere, not placeholders", () => {
    for (const course of courses()) {
      for (const text of strings(course)) {
        expect(text, course.slug).not.toMatch(/\b(ok|lorem|ipsum|todo)\b/i);
        expect(text, course.slug).not.toContain("!");
      }
    }
  });

  it("finds a course by slug", () => {
    expect(findCourse("ui-design-foundations")?.title).toBe("UI Design Foundations");
    expect(findCourse("no-such-course")).toBeUndefined();
  });
});
