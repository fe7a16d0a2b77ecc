import { withContentPreview } from "./content-preview.server";
import { ContentShelf } from "./content-shelf.server";
import { inLocale } from "~/i18n/request-locale.server";

type Entry = { slug: string; title: string };

const shelf = () =>
  new ContentShelf("service", (entry: Entry) => entry.slug, {
    "en-GB": [
      { slug: "branding", title: "Branding" },
      { slug: "web", title: "Web development" },
    ],
    de: [{ slug: "web", title: "Webentwicklung" }],
  });

describe("a kind's content in each language (issue 42)", () => {
  it("lists only a language's own entries, in the language of the page", () => {
    const services = shelf();
    expect(services.listed().map((entry) => entry.title)).toEqual(["Branding", "Web development"]);
    expect(inLocale("de", () => services.listed()).map((entry) => entry.title)).toEqual(["Webentwicklung"]);
  });

  it("finds a translated entry in its language, and an untranslated one in English, saying which", () => {
    const services = shelf();
    expect(services.found("web", "de")).toEqual({ entry: { slug: "web", title: "Webentwicklung" }, language: "de" });
    expect(services.found("branding", "de")).toEqual({ entry: { slug: "branding", title: "Branding" }, language: "en-GB" });
    expect(services.found("web", "en-GB")?.language).toBe("en-GB");
    expect(services.found("nothing", "de")).toBeUndefined();
    expect(services.languagesOf("web")).toEqual(["en-GB", "de"]);
    expect(services.languagesOf("branding")).toEqual(["en-GB"]);
    expect(services.slugs()).toEqual(["branding", "web"]);
  });

  it("takes what the store publishes in one language without touching the other", () => {
    const services = shelf();
    services.show([{ slug: "branding", title: "Markenentwicklung" }], "de");
    expect(services.listed("de").map((entry) => entry.slug)).toEqual(["branding"]);
    expect(services.found("web", "de")?.language).toBe("en-GB");
    expect(services.listed("en-GB")).toHaveLength(2);
  });

  it("shows a German draft in a preview of German pages only", () => {
    const services = shelf();
    const draft = { kind: "service" as const, slug: null, entry: { slug: "motion", title: "Motion-Design" }, locale: "de" as const };
    withContentPreview(draft, () => {
      expect(services.found("motion", "de")?.entry.title).toBe("Motion-Design");
      expect(services.found("motion", "en-GB")).toBeUndefined();
    });
  });

  it("gives a translation the facts English keeps, whatever it holds itself, and follows English when it changes (issue 61)", () => {
    type Priced = Entry & { price: number };
    const courses = new ContentShelf(
      "course",
      (entry: Priced) => entry.slug,
      { "en-GB": [{ slug: "web", title: "Web", price: 340 }], de: [{ slug: "web", title: "Web auf Deutsch", price: 290 }] },
      undefined,
      ["price"],
    );
    expect(courses.found("web", "de")?.entry).toEqual({ slug: "web", title: "Web auf Deutsch", price: 340 });
    courses.show([{ slug: "web", title: "Web", price: 390 }], "en-GB");
    expect(inLocale("de", () => courses.listed())).toEqual([{ slug: "web", title: "Web auf Deutsch", price: 390 }]);
    // English taken off the site: the German has no price of its own to show.
    courses.show([], "en-GB");
    expect(courses.listed("de")).toEqual([]);
    expect(courses.found("web", "de")).toBeUndefined();
  });
});
