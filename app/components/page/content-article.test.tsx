// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { inLocale } from "~/i18n/request-locale.server";
import { ContentArticle } from "./content-article";

describe("a page about one document (issue 42)", () => {
  it("on a German page with no German version yet, shows the English marked English and says so in German first", () => {
    const { container } = inLocale("de", () =>
      render(
        <ContentArticle language="en-GB">
          <h1>Sanitising user and CMS content</h1>
        </ContentArticle>,
      ),
    );
    const article = container.querySelector("article")!;
    expect(article.getAttribute("lang")).toBe("en-GB");
    const note = screen.getByRole("status");
    expect(note.textContent).toBe("Diese Seite gibt es noch nicht auf Deutsch. Sie lesen die englische Fassung.");
    expect(note.querySelector('[lang="de"]')).not.toBeNull();
    expect(article.firstElementChild!.contains(note)).toBe(true);
  });

  it("in its own language, is a plain article with no note", () => {
    const { container } = inLocale("de", () =>
      render(
        <ContentArticle language="de">
          <h1>Inhalte bereinigen</h1>
        </ContentArticle>,
      ),
    );
    expect(container.querySelector("article")!.hasAttribute("lang")).toBe(false);
    expect(screen.queryByRole("status")).toBeNull();
  });
});
