// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { LinkList, type ListedLink } from "./link-list";

function renderList(links: ListedLink[], variant: "text" | "badge" | "pill" = "pill") {
  const router = createMemoryRouter([{ path: "*", element: <LinkList links={links} variant={variant} label="Things" /> }]);
  render(<RouterProvider router={router} />);
  return router;
}

describe("LinkList", () => {
  it("lists each link under the list's name, in order", () => {
    renderList([
      { label: "Design", to: "/blog?tag=design" },
      { label: "React", to: "/blog?tag=react" },
    ]);
    expect(screen.getByRole("list", { name: "Things" })).toBeInTheDocument();
    expect(screen.getAllByRole("link").map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Design", "/blog?tag=design"],
      ["React", "/blog?tag=react"],
    ]);
  });

  it("marks the current link, for the eye and for screen readers", () => {
    renderList([
      { label: "All", to: "/shop", active: false },
      { label: "Red", to: "/shop?colour=red", active: true },
    ]);
    const [all, red] = screen.getAllByRole("link");
    expect(red).toHaveAttribute("aria-current", "page");
    expect(red!.className).toContain("btn-primary");
    expect(all).not.toHaveAttribute("aria-current");
    expect(all!.className).not.toContain("btn-primary");
  });

  it("keeps a link within the page a plain anchor that the router leaves alone", async () => {
    const router = renderList([{ label: "Pricing", to: "#pricing" }], "text");
    const link = screen.getByRole("link", { name: "Pricing" });
    expect(link).toHaveAttribute("href", "#pricing");
    link.click();
    expect(router.state.location.hash).toBe("");
  });
});
