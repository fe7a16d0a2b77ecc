// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { Pagination } from "./pagination";

function renderPages(page: number, pageCount: number) {
  const links = Array.from({ length: pageCount }, (_, index) => `/blog?page=${index + 1}`);
  render(
    <MemoryRouter>
      <Pagination label="Pages of articles" page={page} links={links} previous="Newer" next="Older" />
    </MemoryRouter>,
  );
  return screen.queryByRole("navigation", { name: "Pages of articles" });
}

describe("Pagination", () => {
  it("links every page and marks the current one", () => {
    const nav = renderPages(2, 3)!;
    const pages = within(nav).getAllByRole("link", { name: /^Page \d$/ });
    expect(pages.map((link) => link.getAttribute("href"))).toEqual(["/blog?page=1", "/blog?page=2", "/blog?page=3"]);
    expect(pages.map((link) => link.getAttribute("aria-current"))).toEqual([null, "page", null]);
    expect(within(nav).getByRole("link", { name: "Newer" })).toHaveAttribute("href", "/blog?page=1");
    expect(within(nav).getByRole("link", { name: "Older" })).toHaveAttribute("href", "/blog?page=3");
  });

  it("has no previous link on the first page and no next link on the last", () => {
    const first = renderPages(1, 2)!;
    expect(within(first).queryByRole("link", { name: "Newer" })).not.toBeInTheDocument();
    expect(within(first).getByRole("link", { name: "Older" })).toHaveAttribute("rel", "next");
  });

  it("is not there when everything fits on one page", () => {
    expect(renderPages(1, 1)).toBeNull();
  });
});
