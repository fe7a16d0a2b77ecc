import { courses } from "~/content/courses.server";
import { catalogueFor, lessonCount } from "./course-catalogue.server";

const view = (query: string) => catalogueFor(new URLSearchParams(query));

describe("catalogueFor", () => {
  it("shows every course with no filter", () => {
    const all = view("");
    expect(all.courses.map((course) => course.slug)).toEqual(courses.map((course) => course.slug));
    expect(all).toMatchObject({ level: null, topic: null, unknown: { level: null, topic: null } });
  });

  it("filters by level and by topic, and by both", () => {
    const beginner = view("level=beginner");
    expect(beginner.courses.length).toBeGreaterThan(0);
    expect(beginner.courses.length).toBeLessThan(courses.length);
    expect(beginner.courses.every((course) => course.level === "beginner")).toBe(true);

    const react = view("topic=react");
    expect(react.courses.length).toBeGreaterThan(0);
    expect(react.courses.every((course) => course.topics.includes("react"))).toBe(true);

    const both = view("level=advanced&topic=react");
    const expected = courses.filter((course) => course.level === "advanced" && course.topics.includes("react"));
    expect(both.courses.map((course) => course.slug)).toEqual(expected.map((course) => course.slug));
  });

  it("ignores and reports an unknown level or topic", () => {
    const unknown = view("level=expert&topic=knitting");
    expect(unknown.courses).toHaveLength(courses.length);
    expect(unknown.unknown).toEqual({ level: "expert", topic: "knitting" });
  });

  it("summarises a course for its card: lesson count and instructor's name, no syllabus", () => {
    const [first] = view("").courses;
    const course = courses.find((entry) => entry.slug === first!.slug)!;
    expect(first!.lessonCount).toBe(lessonCount(course));
    expect(first!.instructorName).toMatch(/^[A-Z][a-z]+ [A-Z]/);
    expect(first).not.toHaveProperty("modules");
  });
});
