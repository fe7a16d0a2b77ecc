import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { inLocale } from "~/i18n/request-locale.server";
import { ButtonLink } from "./button";

/** The link as the server renders it into a page. */
const rendered = (link: ReactElement) => renderToStaticMarkup(<MemoryRouter>{link}</MemoryRouter>);
const hrefOf = (link: ReactElement) => /href="([^"]*)"/.exec(rendered(link))?.[1];

describe("ButtonLink", () => {
  it("leads to the page in the language of the page it is on", () => {
    expect(hrefOf(<ButtonLink to="/courses">Courses</ButtonLink>)).toBe("/courses");
    expect(inLocale("de", () => hrefOf(<ButtonLink to="/courses">Kurse</ButtonLink>))).toBe("/de/courses");
  });

  it("leads to the page in the language it names, from a page in another (a German document's page, from the English studio)", () => {
    const german = (
      <ButtonLink to="/courses/web-accessibility" hrefLang="de">
        View on the site
      </ButtonLink>
    );
    expect(hrefOf(german)).toBe("/de/courses/web-accessibility");
    // HTML's names are not case-sensitive: React writes hrefLang.
    expect(rendered(german)).toMatch(/ hreflang="de"/i);
    const english = (
      <ButtonLink to="/courses/web-accessibility" hrefLang="en-GB">
        Auf der Website ansehen
      </ButtonLink>
    );
    expect(inLocale("de", () => hrefOf(english))).toBe("/courses/web-accessibility");
  });
});
