import { contentKinds } from "~/database/schema.server";
import { type ContentField, problemList, valueAt } from "./content-fields";
import { formOf } from "~tests/support/content-form";
import { changeList, contentFieldsOf, dataFromForm, emptyValue, fieldProblems, listAt } from "./content-fields.server";
import { inLocale } from "~/i18n/request-locale.server";
import { contentKindSpecs, schemaFor } from "./content-kinds.server";
import { repositoryContent } from "~tests/support/repository-content";

describe("the studio's forms, drawn from each kind's schema", () => {
  it.each(contentKinds)("give back every %s of the repository exactly as it is, through its form", (kind) => {
    const fields = contentFieldsOf(kind);
    for (const { data } of repositoryContent()[kind]) {
      const checked = contentKindSpecs[kind].schema.parse(data);
      const sent = dataFromForm(fields, formOf(fields, checked));
      expect(contentKindSpecs[kind].schema.parse(sent)).toEqual(checked);
      expect(fieldProblems(kind, sent)).toEqual({});
    }
  });

  it.each(contentKinds)(
    "give back every German %s of the repository, its words only, through its translation's form (issue 62)",
    (kind) => {
      const fields = contentFieldsOf(kind, "de");
      for (const { data } of repositoryContent("de")[kind]) {
        const sent = dataFromForm(fields, formOf(fields, data));
        expect(schemaFor(kind, "de").parse(sent)).toEqual(data);
        expect(fieldProblems(kind, sent, "de")).toEqual({});
      }
      // No fact is offered: a course's price and a lesson's minutes are English's.
      const names = JSON.stringify(contentFieldsOf("course", "de"));
      expect(names).not.toMatch(/"name":"(price|refundDaysBefore|weeks|instructor|topics|modules\.#\.lessons\.#\.minutes)"/);
      expect(names).toMatch(/"name":"modules\.#\.lessons\.#\.title"/);
    },
  );

  it("labels fields from their keys, with their limits as hints, and marks Markdown", () => {
    const course = contentFieldsOf("course");
    const hours = course.find((field) => field.name === "hoursPerWeek")!;
    expect(hours).toMatchObject({ kind: "number", label: "Hours per week", integer: false });
    const description = course.find((field) => field.name === "description")!;
    expect(description).toMatchObject({ kind: "text", multiline: true, markdown: true });
    expect(description.hint).toMatch(/Markdown/);
    const modules = listAt(course, "modules")!;
    expect(modules.item.kind).toBe("group");
    expect(listAt(course, "modules.3.lessons")).toMatchObject({ kind: "list", name: "modules.#.lessons" });
    const summary = contentFieldsOf("service").find((field) => field.name === "summary")!;
    expect(summary.hint).toMatch(/40 to \d+ characters/);
  });

  it("offers Markdown exactly where a public page renders it: a post's body, a course's description, a case study's challenge and result", () => {
    const markdownFields = (fields: ContentField[]): string[] =>
      fields.flatMap((field) =>
        field.kind === "group"
          ? markdownFields(field.fields)
          : field.kind === "list"
            ? markdownFields([field.item])
            : field.kind === "text" && field.markdown
              ? [field.name]
              : [],
      );
    expect(Object.fromEntries(contentKinds.map((kind) => [kind, markdownFields(contentFieldsOf(kind))]))).toEqual({
      service: [],
      project: ["challenge", "result"],
      course: ["description"],
      post: ["body"],
      faq: [],
      team: [],
      about: [],
      page: [],
      home: [],
      tag: [],
      legal: ["body"],
    });
    // What a search result or a shared link says of a page: plain words, which no toolbar or hint offers to mark up.
    const description = contentFieldsOf("page").find((field) => field.name === "description")!;
    expect(description).toMatchObject({ kind: "text", markdown: false });
    expect(description.hint).not.toMatch(/Markdown/);
  });

  it("names each problem by the field it is about, a list item's by its place", () => {
    const fields = contentFieldsOf("course");
    const course = contentKindSpecs.course.schema.parse(repositoryContent().course[0]!.data);
    const form = formOf(fields, course);
    form.set("title", "");
    form.set("modules.1.lessons.0.minutes", "many");
    const problems = fieldProblems("course", dataFromForm(fields, form));
    expect(Object.keys(problems).sort()).toEqual(["modules.1.lessons.0.minutes", "title"]);
    // The summary calls each by its label, within its list item (issue 64, item 9).
    expect(problemList(fields, problems).map((problem) => problem.text)).toEqual(
      expect.arrayContaining(["Title: Fill this in.", "Module 2: Lesson 1: Minutes: Enter a number, in digits."]),
    );
  });

  it("says what to do in words, with the count, in the page's language, never in zod's (issue 64, item 9)", () => {
    const fields = contentFieldsOf("post");
    const post = contentKindSpecs.post.schema.parse(repositoryContent().post[0]!.data);
    const form = formOf(fields, post);
    form.set("summary", "Too short to say much.");
    form.set("slug", "Olivia Owner");
    form.set("date", "yesterday");
    const refused = () => fieldProblems("post", dataFromForm(fields, form));
    expect(refused()).toMatchObject({
      summary: "Write at least 60 characters: this has 22.",
      slug: "Use lowercase letters, digits and hyphens only, like web-performance-budgets.",
      date: "Enter a date as year-month-day, like 2027-03-15.",
    });
    expect(inLocale("de", refused)).toMatchObject({
      summary: "Schreiben Sie mindestens 60 Zeichen (bisher: 22).",
      slug: "Nur Kleinbuchstaben, Ziffern und Bindestriche, etwa web-performance-budgets.",
      date: "Geben Sie ein Datum als Jahr-Monat-Tag ein, etwa 2027-03-15.",
    });
    form.set("summary", "");
    expect(refused().summary).toBe("Fill this in.");
    for (const text of Object.values(inLocale("de", refused))) expect(text).not.toMatch(/Zu klein|erwartet|Too small|expected/);
  });

  it("adds an empty item to a list and removes one, leaving the data it was given as it was", () => {
    const fields = contentFieldsOf("course");
    const course = contentKindSpecs.course.schema.parse(repositoryContent().course[0]!.data) as Record<string, unknown>;
    const lessons = listAt(fields, "modules.0.lessons")!;
    const added = changeList(course, "modules.0.lessons", (items) => [...items, emptyValue(lessons.item)]);
    expect((valueAt(added, "modules.0.lessons") as unknown[]).at(-1)).toEqual({ title: "", minutes: undefined });
    const removed = changeList(course, "modules.0.lessons", (items) => items.slice(1));
    expect(valueAt(removed, "modules.0.lessons")).toEqual((valueAt(course, "modules.0.lessons") as unknown[]).slice(1));
    expect(valueAt(course, "modules.0.lessons")).toHaveLength((valueAt(added, "modules.0.lessons") as unknown[]).length - 1);
  });
});
