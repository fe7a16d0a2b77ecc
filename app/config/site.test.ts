import { z } from "zod";
import { processors } from "./processors.server";
import { locales } from "~/i18n/locale";
import { readersRegion } from "~/i18n/readers";
import { inLocale } from "~/i18n/request-locale.server";
import { readerClocks } from "./calendar-day";
import { company, primaryNavigation, site, startProject } from "./site";

describe("site settings", () => {
  it("give each language's readers a clock Intl knows and a country: the UK for English, Germany for German", () => {
    for (const locale of locales) expect(Intl.supportedValuesOf("timeZone")).toContain(readerClocks[locale]);
    expect(locales.map((locale) => inLocale(locale, readersRegion))).toEqual(["GB", "DE"]);
  });

  it("are complete and well formed", () => {
    const schema = z.object({
      name: z.literal("Brightline Digital"),
      contactEmail: z.email(),
      currency: z.string().length(3),
      timeZone: z.object({ id: z.string().refine((id) => Intl.supportedValuesOf("timeZone").includes(id)) }),
      social: z.array(z.object({ label: z.string().min(2), href: z.url().startsWith("https://") })).min(1),
    });
    expect(() => schema.parse(site)).not.toThrow();
    const trader = z.object({
      legalName: z.string().min(2),
      form: z.literal("private-limited"),
      registration: z.object({
        register: z.enum(["england-and-wales", "scotland", "northern-ireland"]),
        number: z.string().regex(/^[A-Z0-9]{8}$/),
      }),
      address: z.array(z.string().min(2)).min(2),
      // A country Intl can name in every language: "United Kingdom", "Vereinigtes Königreich".
      country: z.string().refine((code) => new Intl.DisplayNames(["de"], { type: "region", fallback: "none" }).of(code) !== undefined),
      icoRegistration: z.string().min(4),
      vatRatePercent: z.number().min(0).max(30),
    });
    expect(() => trader.parse(company)).not.toThrow();
  });

  it("list the navigation with the studio's own work first, then the original product's sections", () => {
    expect(primaryNavigation.map((item) => item.to)).toEqual(["/", "/projects", "/services", "/courses", "/about-us", "/blog", "/faq"]);
    expect(startProject.to).toBe("/contact");
  });

  it("name the studio's processors for the privacy notice", () => {
    const processor = z.object({ name: z.string().min(2), does: z.string().min(10), where: z.string().min(2) });
    expect(() => z.array(processor).min(1).parse(processors)).not.toThrow();
  });

  it("name languages and a currency Intl knows", () => {
    expect(Intl.NumberFormat.supportedLocalesOf([...locales])).toEqual([...locales]);
    expect(Intl.supportedValuesOf("currency")).toContain(site.currency);
  });
});
