import { courses } from "~/content/courses.server";
import { catalogueFor, lessonCount } from "./course-catalogue.server";
import { showRepositoryContent } from "~tests/support/repository-content";

// The shipped services, courses and posts, as a new site shows them from its first start (issue 62).
showRepositoryContent();

const view = (query: string) => catalogueFor(new URLSearchParams(query), new Map());

describe("catalogueFor", () => {
  it("shows every course with no filter", () => {
    const all = view("");
    expect(all.courses.map((course) => course.slug)).toEqual(courses().map((course) => course.slug));
    expect(all).toMatchObject({ level: { value: null, unknown: false }, topic: { value: null, unknown: false } });
  });

  it("filters by level and by topic, and by both", () => {
    const beginner = view("level=beginner");
    expect(beginner.courses.length).toBeGreaterThan(0);
    expect(beginner.courses.length).toBeLessThan(courses().length);
    expect(beginner.courses.every((course) => course.level === "beginner")).toBe(true);

    const react = view("topic=react");
    expect(react.courses.length).toBeGreaterThan(0);
    expect(react.courses.every((course) => course.topics.includes("react"))).toBe(true);

    const both = view("level=advanced&topic=react");
    const expected = courses().filter((course) => course.level === "advanced" && course.topics.includes("react"));
    expect(both.courses.map((course) => course.slug)).toEqual(expected.map((course) => course.slug));
  });

  it("ignores and reports an unknown level or topic, keeping nothing of what was asked", () => {
    const unknown = view("level=expert&topic=knitting");
    expect(unknown.courses).toHaveLength(courses().length);
    expect(unknown).toMatchObject({ level: { value: null, unknown: true }, topic: { value: null, unknown: true } });
    expect(JSON.stringify(unknown)).not.toMatch(/expert|knitting/);
  });

  it("keeps a known filter when the other is unknown", () => {
    const result = view("level=expert&topic=react");
    expect(result.level).toMatchObject({ value: null, unknown: true });
    expect(result.topic).toMatchObject({ value: "react", unknown: false });
    expect(result.courses.every((course) => course.topics.includes("react"))).toBe(true);
  });

  it("links each level and topic, keeping the other filter", () => {
    const { level, topic } = view("level=intermediate&topic=react");
    expect(level.options.map((option) => option.to)).toEqual([
      "/courses?topic=react",
      "/courses?level=beginner&topic=react",
      "/courses?level=intermediate&topic=react",
      "/courses?level=advanced&topic=react",
    ]);
    expect(level.options.filter((option) => option.active).map((option) => option.label)).toEqual(["Intermediate"]);
    expect(topic.options[0]).toEqual({ label: "All topics", to: "/courses?level=intermediate", active: false });
    expect(topic.options.find((option) => option.active)?.to).toBe("/courses?level=intermediate&topic=react");
  });

  it("summarises a course for its card: lesson count and instructor's name, no syllabus", () => {
    const [first] = view("").courses;
    const course = courses().find((entry) => entry.slug === first!.slug)!;
    expect(first!.lessonCount).toBe(lessonCount(course));
    expect(first!.instructorName).toMatch(/^[A-Z][a-z]+ [A-Z]/);
    expect(first).not.toHaveProperty("modules");
  });
});

describe("a course card's dates and length", () => {
  const run = { meetingDays: [2, 4], startsAt: "18:00", endsAt: "19:15", timeZone: "Europe/London" };
  const card = (runs: Parameters<typeof catalogueFor>[1]) => catalogueFor(new URLSearchParams(""), runs).courses[0]!;
  const slug = courses()[0]!.slug;

  it("takes its next cohort's first day, and its length from its cohorts over the course's own figures", () => {
    const summary = card(
      new Map([
        [
          slug,
          [
            { ...run, startsOn: "2027-01-05", endsOn: "2027-01-28" },
            { ...run, startsOn: "2027-03-02", endsOn: "2027-04-08", meetingDays: [2] },
          ],
        ],
      ]),
    );
    expect(summary.nextStartsOn).toBe("2027-01-05");
    expect(summary.duration).toEqual({ weeks: [4, 6], hoursPerWeek: [1.25, 2.5] });
  });

  it("says no date is announced where a course has no cohort, and leaves the date out when the dates could not be read", () => {
    const course = courses()[0]!;
    expect(card(new Map())).toMatchObject({ nextStartsOn: null, duration: { weeks: [course.weeks, course.weeks] } });
    expect(card(null).nextStartsOn).toBeUndefined();
  });
});
