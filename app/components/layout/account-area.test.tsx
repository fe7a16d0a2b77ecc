// @vitest-environment jsdom
import { fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { createRoutesStub } from "react-router";
import type { AccountUser } from "~/types/account-user";
import { AccountArea, LOG_OUT_ACTION } from "./account-area";

const ada: AccountUser = {
  uid: "uid-ada",
  email: "ada@example.com",
  displayName: "Ada Lovelace",
  photoURL: "https://example.com/ada.png",
  emailVerified: true,
};

async function renderInRouter(ui: ReactNode) {
  const Stub = createRoutesStub([
    { path: "/", Component: () => <div data-testid="ready">{ui}</div> },
    { path: "/login", Component: () => <h1>Login page</h1> },
  ]);
  render(<Stub initialEntries={["/"]} />);
  // The stub renders its routes once the router is ready.
  await screen.findByTestId("ready");
}

describe("AccountArea", () => {
  it("offers a Log in link to /login when signed out", async () => {
    await renderInRouter(<AccountArea user={null} />);
    expect(screen.getByRole("link", { name: "Log in" })).toHaveAttribute("href", "/login");
    expect(screen.queryByRole("button", { name: /log out/i })).not.toBeInTheDocument();
    expect(screen.queryByTestId("account-name")).not.toBeInTheDocument();
  });

  it("takes a signed-out visitor to the login page with a page load, so the page's own headers apply", async () => {
    await renderInRouter(<AccountArea user={null} />);
    // Seen after React's own handler: whether the router kept the browser from loading the page.
    let routedInPage: boolean | undefined;
    const watch = (event: MouseEvent) => {
      routedInPage = event.defaultPrevented;
      event.preventDefault();
    };
    document.addEventListener("click", watch);
    try {
      await userEvent.click(screen.getByRole("link", { name: "Log in" }));
    } finally {
      document.removeEventListener("click", watch);
    }
    expect(routedInPage).toBe(false);
    expect(screen.queryByRole("heading", { name: "Login page" })).not.toBeInTheDocument();
  });

  it("shows the person, their photo and a Log out button when signed in", async () => {
    await renderInRouter(<AccountArea user={ada} />);
    expect(screen.getAllByRole("button", { name: "Log out" })[0]!).toBeInTheDocument();
    expect(screen.getByTestId("account-name")).toHaveTextContent("Ada Lovelace");
    // The photo is decorative (alt=""), so it has the presentation role.
    const photo = screen.getAllByRole("presentation")[0]!;
    expect(photo.tagName).toBe("IMG");
    expect(photo).toHaveAttribute("src", ada.photoURL);
    expect(screen.queryByRole("link", { name: "Log in" })).not.toBeInTheDocument();
  });

  it("shows initials on a circle when the person has no photo", async () => {
    await renderInRouter(<AccountArea user={{ ...ada, photoURL: null }} />);
    expect(screen.queryByRole("presentation")).not.toBeInTheDocument();
    const circle = screen.getAllByTestId("avatar-initials")[0]!;
    expect(circle).toHaveTextContent("AL");
    expect(circle).toHaveClass("rounded-full");
    expect(circle).toHaveAttribute("aria-hidden", "true");
  });

  it("keeps the initials under the photo, so a photo that fails shows them even without scripts", async () => {
    await renderInRouter(<AccountArea user={ada} />);
    expect(screen.getAllByTestId("avatar-initials")[0]).toHaveTextContent("AL");
    expect(screen.getAllByTestId("avatar-photo")[0]).toHaveClass("absolute");
  });

  it("removes a photo that fails to load", async () => {
    await renderInRouter(<AccountArea user={ada} />);
    for (const photo of screen.getAllByRole("presentation")) fireEvent.error(photo);
    expect(screen.queryByRole("presentation")).not.toBeInTheDocument();
    expect(screen.getAllByTestId("avatar-initials")[0]).toHaveTextContent("AL");
    expect(screen.getByTestId("account-name")).toHaveTextContent("Ada Lovelace");
  });

  it("logs out with a form that posts to the logout action, so it works without scripts", async () => {
    await renderInRouter(<AccountArea user={ada} />);
    const button = screen.getAllByRole("button", { name: "Log out" })[0]!;
    expect(button).toHaveAttribute("type", "submit");
    const form = button.closest("form")!;
    expect(form.getAttribute("method")).toBe("post");
    expect(form.getAttribute("action")).toBe(LOG_OUT_ACTION);
  });

  it("tells the page when Log out is sent", async () => {
    const onLogOut = vi.fn();
    await renderInRouter(<AccountArea user={ada} onLogOut={onLogOut} />);
    const button = screen.getAllByRole("button", { name: "Log out" })[0]!;
    // jsdom cannot load the next page: the post itself is the browser tests' to check.
    button.closest("form")!.addEventListener("submit", (event) => event.preventDefault());
    await userEvent.click(button);
    expect(onLogOut).toHaveBeenCalledTimes(1);
  });

  it("disables Log out and marks it busy while logging out", async () => {
    const onLogOut = vi.fn();
    await renderInRouter(<AccountArea user={ada} onLogOut={onLogOut} loggingOut />);
    const button = screen.getAllByRole("button", { name: "Log out" })[0]!;
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute("aria-busy", "true");
    await userEvent.click(button);
    expect(onLogOut).not.toHaveBeenCalled();
  });

  it("gives a phone a menu of the person's own (account, courses, Log out) behind their picture, not a one-tap Log out", async () => {
    await renderInRouter(<AccountArea user={ada} />);
    const opener = screen.getByRole("button", { name: "Your account menu: Ada Lovelace" });
    const menu = screen.getByRole("navigation", { name: "Your account" });
    expect(opener).toHaveAttribute("popovertarget", menu.id);
    expect(menu).toHaveAttribute("popover", "auto");
    expect(within(menu).getByRole("link", { name: "Your account" })).toHaveAttribute("href", "/account");
    expect(within(menu).getByRole("link", { name: "My courses" })).toHaveAttribute("href", "/account#my-courses");
    expect(within(menu).getByRole("button", { name: "Log out" }).closest("form")).toHaveAttribute("action", LOG_OUT_ACTION);
    // The bar's own Log out is for wider screens only.
    const barLogOut = screen.getAllByRole("button", { name: "Log out" }).find((button) => !menu.contains(button))!;
    expect(barLogOut.closest("form")).toHaveClass("max-sm:hidden");
  });

  it("uses the email when there is no display name", async () => {
    await renderInRouter(<AccountArea user={{ ...ada, displayName: null, photoURL: null }} />);
    expect(screen.getByTestId("account-name")).toHaveTextContent("ada@example.com");
    expect(screen.getAllByTestId("avatar-initials")[0]).toHaveTextContent("A");
  });
});
