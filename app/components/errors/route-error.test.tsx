// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, Outlet, RouterProvider, data, useRouteError } from "react-router";
import { RouteError } from "./route-error";

function Boundary() {
  return <RouteError error={useRouteError()} />;
}

/** A root route with the request id, and a child at `path` whose loader throws `thrown`. */
function renderFailure(path: string, thrown: () => unknown, rootData: { requestId?: string } = { requestId: "req-123" }) {
  const router = createMemoryRouter(
    [
      {
        id: "root",
        path: "/",
        loader: () => rootData,
        Component: () => <Outlet />,
        HydrateFallback: () => <p>Loading…</p>,
        children: [
          { index: true, element: <h1>Home page</h1> },
          {
            path: "*",
            loader: () => {
              throw thrown();
            },
            Component: () => <p>never shown</p>,
            ErrorBoundary: Boundary,
          },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe("RouteError", () => {
  it("explains a 404 and shows the requested path", async () => {
    renderFailure("/no/such-page", () => data(null, { status: 404 }));
    expect(await screen.findByRole("heading", { level: 1, name: "We couldn't find that page" })).toBeInTheDocument();
    expect(screen.getByText("Error 404")).toBeInTheDocument();
    expect(screen.getByText("/no/such-page")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to the home page" })).toHaveAttribute("href", "/");
    expect(screen.queryByRole("link", { name: "Reload" })).not.toBeInTheDocument();
  });

  it("explains a 405", async () => {
    renderFailure("/contact", () => data(null, { status: 405 }));
    expect(await screen.findByRole("heading", { level: 1, name: "That action isn't allowed here" })).toBeInTheDocument();
    expect(screen.getByText("Error 405")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to the home page" })).toHaveAttribute("href", "/");
  });

  it("explains a 400", async () => {
    renderFailure("/projects", () => new Response(null, { status: 400 }));
    expect(await screen.findByRole("heading", { level: 1, name: "That request didn't make sense to us" })).toBeInTheDocument();
    expect(screen.getByText("Error 400")).toBeInTheDocument();
    expect(screen.queryByText("Something went wrong")).not.toBeInTheDocument();
  });

  it("shows a generic page for a thrown Error, with Reload, Home and the reference", async () => {
    renderFailure("/broken", () => new Error("database exploded"));
    expect(await screen.findByRole("heading", { level: 1, name: "Something went wrong" })).toBeInTheDocument();
    expect(screen.getByText("Error 500")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Reload" })).toHaveAttribute("href", "/broken");
    expect(screen.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    expect(screen.getByText("req-123")).toBeInTheDocument();
    expect(screen.getByTestId("request-id")).toHaveTextContent("req-123");
  });

  it("reloads the same address, query included, as a full page load", async () => {
    renderFailure("/broken?tab=2", () => new Error("boom"));
    const reload = await screen.findByRole("link", { name: "Reload" });
    expect(reload).toHaveAttribute("href", "/broken?tab=2");
    // The router leaves the click to the browser (a document load) instead of handling it.
    let handledByRouter: boolean | undefined;
    const observe = (event: Event) => {
      handledByRouter = event.defaultPrevented;
      event.preventDefault(); // jsdom cannot load documents
    };
    window.addEventListener("click", observe);
    try {
      await userEvent.click(reload);
    } finally {
      window.removeEventListener("click", observe);
    }
    expect(handledByRouter).toBe(false);
  });

  it("uses the generic page, with the real status, for other error responses", async () => {
    renderFailure("/gone", () => data(null, { status: 502 }));
    expect(await screen.findByRole("heading", { level: 1, name: "Something went wrong" })).toBeInTheDocument();
    expect(screen.getByText("Error 502")).toBeInTheDocument();
  });

  it("says a 503 is a wait on our side, worth a reload in a few seconds, with a reload", async () => {
    renderFailure("/busy", () => data(null, { status: 503 }));
    expect(await screen.findByRole("heading", { level: 1, name: "Something went wrong" })).toBeInTheDocument();
    expect(screen.getByText("Error 503")).toBeInTheDocument();
    expect(screen.getByText(/A service this page needs didn't answer in time/)).toBeInTheDocument();
    expect(screen.getByText(/Reload the page in a few seconds/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Reload" })).toHaveAttribute("href", "/busy");
  });

  it("leaves out the reference when the root has no request id", async () => {
    renderFailure("/broken", () => new Error("boom"), {});
    expect(await screen.findByRole("heading", { level: 1, name: "Something went wrong" })).toBeInTheDocument();
    expect(screen.queryByText(/Reference:/)).not.toBeInTheDocument();
    expect(screen.queryByTestId("request-id")).not.toBeInTheDocument();
  });
});
