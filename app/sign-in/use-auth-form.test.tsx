// @vitest-environment jsdom
import { fireEvent, render, screen } from "@testing-library/react";
import { useAuthForm } from "./use-auth-form";

// The SDK module is the edge: the test only counts when it is fetched.
const sdk = vi.hoisted(() => ({ fetched: 0 }));
vi.mock("./firebase-auth.client", () => {
  sdk.fetched += 1;
  return {};
});

function AccountFormProbe() {
  useAuthForm("empty", async () => {});
  return null;
}

/** A form whose send resolves or fails as the test says, showing the hook's state. */
function SendProbe({ send }: { send: () => Promise<void> }) {
  const { succeeded, busy, formError, onSubmit } = useAuthForm("empty", send);
  return (
    <form aria-label="probe" onSubmit={onSubmit}>
      <output>{busy ? "busy" : succeeded ? "sent" : (formError ?? "idle")}</output>
    </form>
  );
}

describe("useAuthForm", () => {
  it("fetches the sign-in SDK only once the browser is idle after the form appears", async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal("requestIdleCallback", (work: () => void) => idle.push(work));
    vi.stubGlobal("cancelIdleCallback", () => {});
    const { unmount } = render(<AccountFormProbe />);
    // Any import the form started before the browser is idle has finished by now.
    await vi.dynamicImportSettled();
    expect(sdk.fetched).toBe(0);
    expect(idle).toHaveLength(1);

    idle[0]!();
    await vi.waitFor(() => expect(sdk.fetched).toBe(1));
    unmount();
    vi.unstubAllGlobals();
  });

  it("says the last send succeeded, and forgets it when the next one fails", async () => {
    // The hook imports the form's checks and messages on submit. Loading them first keeps the
    // first transform of those modules (seconds on a busy CI machine) out of the waits below.
    await Promise.all([import("~/identity/auth-forms"), import("~/identity/auth-errors")]);
    let fail = false;
    render(
      <SendProbe
        send={async () => {
          if (fail) throw Object.assign(new Error("offline"), { code: "auth/network-request-failed" });
        }}
      />,
    );
    expect(screen.getByRole("status")).toHaveTextContent("idle");
    fireEvent.submit(screen.getByRole("form", { name: "probe" }));
    await vi.waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("sent"));
    fail = true;
    fireEvent.submit(screen.getByRole("form", { name: "probe" }));
    await vi.waitFor(() => expect(screen.getByRole("status")).not.toHaveTextContent(/sent|busy/));
    expect(screen.getByRole("status")).not.toHaveTextContent("idle");
  });
});
