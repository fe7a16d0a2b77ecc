import { expect, publicPages, test } from "../support/fixtures";

/**
 * What the law asks a trader's site to show (issue 65), read over HTTP: the legal notice, the
 * terms and the right to cancel in each language, their facts filled in, the German names of
 * their addresses, and every page's footer leading to them.
 */
const legalPages = [
  { path: "/legal-notice", english: "Who we are and how to reach us", german: "Impressum" },
  { path: "/terms", english: "Terms for course bookings", german: "Allgemeine Geschäftsbedingungen für Kursbuchungen" },
  { path: "/withdrawal", english: "Cancelling a course booking within 14 days", german: "Ihr Widerrufsrecht bei Kursbuchungen" },
];

test.describe("the legal pages", () => {
  for (const { path, english, german } of legalPages) {
    test(`${path} is there in English and German, its facts filled in`, async ({ request }) => {
      for (const [address, lang, heading, country] of [
        [path, "en-GB", english, "United Kingdom"],
        [`/de${path}`, "de", german, "Vereinigtes Königreich"],
      ] as const) {
        const answer = await request.get(address);
        expect(answer.status(), address).toBe(200);
        const html = await answer.text();
        expect(html).toContain(`<html lang="${lang}"`);
        expect(/<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1], address).toContain(heading);
        expect(html, address).toContain("Brightline Digital Ltd");
        expect(html, address).not.toContain("{{");
        if (path !== "/terms") expect(html, address).toContain(country);
      }
    });
  }

  test("the legal notice lists the trader's facts, and says which the settings do not give yet", async ({ request }) => {
    const html = await (await request.get("/de/legal-notice")).text();
    for (const fact of [
      "Unternehmen",
      "Anschrift",
      "Registereintrag",
      "Eingetragen in England und Wales, Registernummer 13579246",
      "hello@brightline.digital",
    ])
      expect(html).toContain(fact);
    // The test site sets no directors, phone or VAT number: the page says so rather than leave them out.
    expect(html).toContain("noch nicht angegeben");
  });

  test("the German names of the legal pages lead to them for good", async ({ request }) => {
    const names: [string, string][] = [
      ["/de/impressum", "/de/legal-notice"],
      ["/de/agb", "/de/terms"],
      ["/de/widerruf", "/de/withdrawal"],
    ];
    for (const [name, page] of names) {
      const answer = await request.get(name, { maxRedirects: 0 });
      expect([name, answer.status(), answer.headers().location]).toEqual([name, 308, page]);
    }
  });

  test("every page's footer leads to the legal notice, the terms, the right to cancel and the privacy notice, in its language", async ({
    request,
  }) => {
    for (const path of publicPages) {
      for (const prefix of ["", "/de"]) {
        const address = prefix && path === "/" ? prefix : `${prefix}${path}`;
        const html = await (await request.get(address)).text();
        const footer = html.slice(html.lastIndexOf("<footer"));
        for (const legal of ["/legal-notice", "/terms", "/withdrawal", "/privacy"])
          expect(footer, `${prefix}${path}`).toContain(`href="${prefix}${legal}"`);
      }
    }
  });
});
