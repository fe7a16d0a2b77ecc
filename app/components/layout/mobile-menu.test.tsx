// @vitest-environment jsdom
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from "react-router";
import { MobileMenu } from "./mobile-menu";

function Layout() {
  const location = useLocation();
  return (
    <>
      <MobileMenu />
      <main>
        <p data-testid="path">{location.pathname}</p>
        <button type="button">Something else</button>
        <Outlet />
      </main>
    </>
  );
}

function Page({ title }: { title: string }) {
  return <h1>{title}</h1>;
}

function renderMenu(path = "/") {
  const router = createMemoryRouter(
    [
      {
        path: "/",
        Component: Layout,
        children: [
          { index: true, element: <Page title="Home page" /> },
          { path: "courses", element: <Page title="Courses page" /> },
          { path: "about-us", element: <Page title="About page" /> },
          { path: "blog", element: <Page title="Blog page" /> },
          { path: "faq", element: <Page title="FAQ page" /> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

function menuButton() {
  return screen.getByRole("button", { name: /(open|close) menu/i });
}

function menuPanel() {
  const id = menuButton().getAttribute("aria-controls");
  expect(id).toBeTruthy();
  const panel = document.getElementById(id!);
  expect(panel).not.toBeNull();
  return panel!;
}

describe("MobileMenu", () => {
  it("starts closed, with a button that controls the panel", () => {
    renderMenu();
    const button = screen.getByRole("button", { name: "Open menu" });
    expect(button).toHaveAttribute("aria-expanded", "false");
    const panel = menuPanel();
    expect(panel.tagName).toBe("NAV");
    expect(panel).not.toBeVisible();
    expect(screen.queryByRole("navigation", { name: "Main" })).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Courses" })).not.toBeInTheDocument();
  });

  it("opens on click and shows every section", async () => {
    const user = userEvent.setup();
    renderMenu();
    await user.click(menuButton());
    expect(menuButton()).toHaveAttribute("aria-expanded", "true");
    expect(menuButton()).toHaveAccessibleName("Close menu");
    const nav = screen.getByRole("navigation", { name: "Main" });
    expect(nav).toBe(menuPanel());
    expect(nav).toBeVisible();
    const links = within(nav).getAllByRole("link");
    expect(links.map((link) => link.textContent)).toEqual(["Home", "Courses", "About", "Blog", "FAQ", "Contact"]);
    expect(links.map((link) => link.getAttribute("href"))).toEqual(["/", "/courses", "/about-us", "/blog", "/faq", "/contact"]);
  });

  it("closes again when the button is clicked a second time", async () => {
    const user = userEvent.setup();
    renderMenu();
    await user.click(menuButton());
    await user.click(menuButton());
    expect(menuButton()).toHaveAttribute("aria-expanded", "false");
    expect(menuPanel()).not.toBeVisible();
  });

  it("opens with Enter and closes with Escape, returning focus to the button", async () => {
    const user = userEvent.setup();
    renderMenu();
    menuButton().focus();
    await user.keyboard("{Enter}");
    expect(menuButton()).toHaveAttribute("aria-expanded", "true");
    // Move focus into the menu so that the return to the button is observable.
    await user.tab();
    expect(screen.getByRole("link", { name: "Home" })).toHaveFocus();
    await user.keyboard("{Escape}");
    expect(menuButton()).toHaveAttribute("aria-expanded", "false");
    expect(menuPanel()).not.toBeVisible();
    expect(menuButton()).toHaveFocus();
  });

  it("ignores keys other than Escape while open", async () => {
    const user = userEvent.setup();
    renderMenu();
    await user.click(menuButton());
    await user.keyboard("a");
    expect(menuButton()).toHaveAttribute("aria-expanded", "true");
  });

  it("closes on a click outside, but not on a click inside the panel", async () => {
    const user = userEvent.setup();
    renderMenu();
    await user.click(menuButton());
    await user.click(menuPanel());
    expect(menuButton()).toHaveAttribute("aria-expanded", "true");
    await user.click(screen.getByRole("button", { name: "Something else" }));
    expect(menuButton()).toHaveAttribute("aria-expanded", "false");
    expect(menuPanel()).not.toBeVisible();
  });

  it("closes when a link in the menu is followed", async () => {
    const user = userEvent.setup();
    renderMenu();
    await user.click(menuButton());
    await user.click(screen.getByRole("link", { name: "Courses" }));
    expect(await screen.findByRole("heading", { name: "Courses page" })).toBeInTheDocument();
    expect(screen.getByTestId("path")).toHaveTextContent("/courses");
    expect(menuButton()).toHaveAttribute("aria-expanded", "false");
    expect(menuPanel()).not.toBeVisible();
  });

  it("closes when the page changes some other way", async () => {
    const user = userEvent.setup();
    const router = renderMenu();
    await user.click(menuButton());
    await act(() => router.navigate("/blog"));
    expect(await screen.findByRole("heading", { name: "Blog page" })).toBeInTheDocument();
    expect(menuButton()).toHaveAttribute("aria-expanded", "false");
  });

  it("marks only Home as the current page on /", async () => {
    const user = userEvent.setup();
    renderMenu("/");
    await user.click(menuButton());
    expect(screen.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");
    for (const name of ["Courses", "About", "Blog", "FAQ"]) {
      expect(screen.getByRole("link", { name })).not.toHaveAttribute("aria-current");
    }
  });

  it("marks the current section, and not Home, on a deeper page", async () => {
    const user = userEvent.setup();
    renderMenu("/about-us");
    await user.click(menuButton());
    expect(screen.getByRole("link", { name: "About" })).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current");
    expect(screen.getByRole("link", { name: "Courses" })).not.toHaveAttribute("aria-current");
  });
});
