import { courses, findCourse } from "~/content/courses.server";
import { pageCopy } from "~/content/page-copy.server";
import { findPost, posts } from "~/content/posts.server";
import { findService, services } from "~/content/services.server";
import { repositoryContent, showRepositoryContent } from "~tests/support/repository-content";
import { interestIds } from "~/leads/lead-form.server";
import { portfolioFor } from "~/portfolio/portfolio-filter.server";
import { testDatabaseKinds, useTestDatabase } from "~tests/support/test-databases";
import { type ContentByKind, importContent, publishedContent, publishedTranslations, seedContent } from "./content-documents.server";
import { inLocale } from "~/i18n/request-locale.server";
import { showPublishedContent } from "./published-content.server";

/** The repository's content, as every other test file of this process expects to find it. */
showRepositoryContent();
afterEach(() => {
  expect(showPublishedContent(repositoryContent(), { de: repositoryContent("de") })).toEqual([]);
});

describe.each(testDatabaseKinds)("the pages show what the content store published (decision 43), on %s", (kind) => {
  const test = useTestDatabase(kind);

  it("replaces the repository's content everywhere the pages read it", async () => {
    await seedContent(test.db());
    const published = await publishedContent(test.db());
    const [first, ...rest] = published.service;
    const renamed = { slug: first!.slug, data: { ...first!.data, name: "Brand and print design" } };
    const [post] = published.post;
    const edited = { slug: post!.slug, data: { ...post!.data, body: "A new first paragraph, with *emphasis*.\n" } };
    const added = { slug: "motion-design", data: { ...first!.data, slug: "motion-design", name: "Motion design" } };
    const newPost = { slug: "a-post-from-the-store", data: { ...post!.data, title: "A post from the store" } };
    await importContent(test.db(), { service: [...rest, renamed, added], post: [edited, newPost] });

    expect(showPublishedContent(await publishedContent(test.db()))).toEqual([]);
    // The binding every page imports, the lookups, and what is made from them on each request.
    expect(
      services()
        .map((one) => one.name)
        .slice(-2),
    ).toEqual(["Brand and print design", "Motion design"]);
    expect(findService(first!.slug)!.name).toBe("Brand and print design");
    expect(portfolioFor(new URLSearchParams()).service.options.map((option) => option.label)).toContain("Brand and print design");
    expect(interestIds()).toContain("motion-design");
    expect(findPost(post!.slug)!.html).toContain("<em>emphasis</em>");
    expect(posts().map((one) => one.slug)).toContain("a-post-from-the-store");
  });

  it("keeps what the pages show when a published document names one that is not published, and says which", async () => {
    await seedContent(test.db());
    const published = await publishedContent(test.db());
    // What the pages show before: the store's, with one service renamed.
    const [service, ...others] = published.service;
    const renamed = { slug: service!.slug, data: { ...service!.data, name: "Shown before the broken set" } };
    expect(showPublishedContent({ ...published, service: [renamed, ...others] })).toEqual([]);
    const course = published.course[0]!;
    const broken: ContentByKind = {
      ...published,
      course: [{ slug: course.slug, data: { ...course.data, instructor: "nobody-here" } }, ...published.course.slice(1)],
      page: published.page.filter((entry) => entry.slug !== "faq"),
    };

    expect(showPublishedContent(broken)).toEqual([
      `course "${course.slug}": instructor: names "nobody-here", which is not published`,
      'page "faq": its words must be published',
    ]);
    expect(findCourse(course.slug)!.instructor).not.toBe("nobody-here");
    expect(courses()).toHaveLength(published.course.length);
    expect(services()[0]!.name).toBe("Shown before the broken set");
    expect(pageCopy("faq").title).toBeTruthy();
  });

  it("refuses a document its schema refuses, naming it", () => {
    const content = repositoryContent();
    const [service] = content.service;
    content.service = [{ slug: service!.slug, data: { ...service!.data, summary: "Too short" } }];
    expect(showPublishedContent(content)).toEqual([
      `service "${service!.slug}": summary: Too small: expected string to have >=40 characters`,
    ]);
    expect(services()).toEqual(repositoryContent().service.map((entry) => entry.data));
  });

  it("shows each language its own documents, and English where a document has no translation (issue 42)", async () => {
    await seedContent(test.db());
    const german = (await publishedTranslations(test.db())).de!;
    expect(german.service.length).toBeGreaterThan(0);
    const [first, ...rest] = german.service;
    // Nothing German published for the first service: its German page shows the English one.
    const english = await publishedContent(test.db());
    expect(showPublishedContent(english, { de: { ...german, service: rest } })).toEqual([]);
    inLocale("de", () => {
      expect(services().map((service) => service.slug)).not.toContain(first!.slug);
      expect(findService(first!.slug)!.name).toBe(english.service.find((entry) => entry.slug === first!.slug)!.data.name);
      expect(findService(rest[0]!.slug)!.name).toBe(rest[0]!.data.name);
    });
    expect(services().map((service) => service.slug)).toContain(first!.slug);
  });

  it("refuses a translation that holds a fact, saying which language and which fact (issue 62)", async () => {
    await seedContent(test.db());
    const german = (await publishedTranslations(test.db())).de!;
    const [course, ...others] = german.course;
    const broken = {
      ...german,
      course: [{ slug: course!.slug, data: { ...course!.data, instructor: "nobody-here", price: 1 } }, ...others],
    };
    expect(showPublishedContent(await publishedContent(test.db()), { de: broken })).toEqual([
      `de course "${course!.slug}": instructor: is a fact, which the English document sets; a translation holds only words`,
      `de course "${course!.slug}": price: is a fact, which the English document sets; a translation holds only words`,
    ]);
    expect(inLocale("de", () => findCourse(course!.slug))!.instructor).not.toBe("nobody-here");
  });

  it("shows a translation's words over its English document's facts, whatever English changes (issue 62)", async () => {
    await seedContent(test.db());
    const english = await publishedContent(test.db());
    const german = (await publishedTranslations(test.db())).de!;
    const [course] = english.course;
    const repriced = {
      ...english,
      course: english.course.map((entry) => (entry === course ? { ...entry, data: { ...entry.data, price: 777 } } : entry)),
    };
    expect(showPublishedContent(repriced, { de: german })).toEqual([]);
    const shownInGerman = inLocale("de", () => findCourse(course!.slug))!;
    expect(shownInGerman.price).toBe(777);
    expect(shownInGerman.title).toBe(german.course.find((entry) => entry.slug === course!.slug)!.data.title);
    expect(shownInGerman.instructor).toBe(course!.data.instructor);
  });
});
