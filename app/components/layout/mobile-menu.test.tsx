// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { primaryNavigation } from "~/config/site";
import { MOBILE_MENU_ID, MobileMenu } from "./mobile-menu";

// The popover's behaviour (opening without scripts, Escape, outside clicks, focus) is the
// browser's: tests/e2e/public-pages/navigation.spec.ts and tests/e2e/public-pages/no-script.spec.ts check it in Chromium.
function renderMenu(path = "/") {
  const router = createMemoryRouter([{ path: "*", element: <MobileMenu /> }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
}

describe("MobileMenu", () => {
  it("is a button that toggles a popover holding the main navigation", () => {
    renderMenu();
    const button = screen.getByRole("button", { name: "Menu" });
    expect(button.getAttribute("popovertarget")).toBe(MOBILE_MENU_ID);
    const panel = document.getElementById(MOBILE_MENU_ID)!;
    expect(panel.tagName).toBe("NAV");
    expect(panel.getAttribute("popover")).toBe("auto");
    expect(panel.getAttribute("aria-label")).toBe("Main");
    const labels = [...panel.querySelectorAll("a")].map((link) => link.textContent);
    // The sections, then what a phone's bar has no room for: the call to action and the language.
    expect(labels).toEqual([...primaryNavigation.map((item) => item.label()), "Start a project", "Deutsch"]);
  });

  it("is in German on a German page, and every link stays in German but the language's", () => {
    // The browser's address is what the messages read their language from (decision 48).
    window.history.pushState(null, "", "/de/courses");
    try {
      renderMenu("/de/courses");
      expect(screen.getByRole("button", { name: "Menü" })).toBeInTheDocument();
      const links = [...document.getElementById(MOBILE_MENU_ID)!.querySelectorAll("a")];
      expect(links.map((link) => link.textContent)).toEqual([
        "Home",
        "Projekte",
        "Leistungen",
        "Kurse",
        "Über uns",
        "Blog",
        "FAQ",
        "Projekt anfragen",
        "English",
      ]);
      expect(links.map((link) => link.getAttribute("href"))).toEqual([
        "/de",
        "/de/projects",
        "/de/services",
        "/de/courses",
        "/de/about-us",
        "/de/blog",
        "/de/faq",
        "/de/contact",
        "/courses",
      ]);
      expect(links.at(-1)!.getAttribute("hreflang")).toBe("en-GB");
      expect(document.querySelector('[aria-current="page"]')?.textContent).toBe("Kurse");
    } finally {
      window.history.pushState(null, "", "/");
    }
  });

  it("marks the page the visitor is on", () => {
    renderMenu("/courses");
    const current = document.getElementById(MOBILE_MENU_ID)!.querySelector('[aria-current="page"]');
    expect(current?.getAttribute("href")).toBe("/courses");
  });
});
