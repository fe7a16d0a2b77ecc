import { withContentPreview } from "./content-preview.server";
import { ContentShelf } from "./content-shelf.server";
import { inLocale } from "~/i18n/request-locale.server";

type Entry = { slug: string; title: string };

function shelf() {
  const services = new ContentShelf("service", (entry: Entry) => entry.slug);
  services.show([
    { slug: "branding", title: "Branding" },
    { slug: "web", title: "Web development" },
  ]);
  services.show([{ slug: "web", title: "Webentwicklung" }], "de");
  return services;
}

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

  it("holds nothing until the store's content is shown: no page draws the repository's from code (issue 62)", () => {
    const services = new ContentShelf("service", (entry: Entry) => entry.slug);
    expect(services.listed("en-GB")).toEqual([]);
    expect(services.found("web", "de")).toBeUndefined();
  });
});
