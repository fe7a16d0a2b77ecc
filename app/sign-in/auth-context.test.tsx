// @vitest-environment jsdom
import { act, render, screen } from "@testing-library/react";
import { useEffect } from "react";
import { createRoutesStub, Outlet, useNavigate } from "react-router";
import type { AccountUser } from "~/types/account-user";
import type { BrowserAuthConfig } from "~/types/browser-auth-config";
import { AuthProvider, useAuth, type AuthContextValue } from "./auth-context";

/*
 * The Firebase SDK and the session requests are the edge: the client module is replaced by one
 * the test answers by hand. The browser tests run the same context against the emulator.
 */
const sdk = vi.hoisted(() => ({
  connects: 0,
  signIn: vi.fn<(email: string, password: string) => Promise<unknown>>(),
  createUser: vi.fn<(email: string, password: string, profile?: unknown) => Promise<unknown>>(),
  logOut: vi.fn<() => Promise<void>>(),
  updateUserProfile: vi.fn<(uid: string, profile: unknown) => Promise<unknown>>(),
  pendingLinkEmail: () => null,
}));

vi.mock("./firebase-auth.client", () => ({
  connectAuth: () => {
    sdk.connects += 1;
    return sdk;
  },
}));

const config: BrowserAuthConfig = { apiKey: "demo-key", authDomain: "demo.example", projectId: "demo-brightline", googleSignIn: false };
const ada: AccountUser = { uid: "ada", email: "ada@example.com", displayName: "Ada", photoURL: null, emailVerified: false };

/** The context's latest value, and a way to move the page, for the test to call. */
const latest: { auth?: AuthContextValue; navigate?: (to: string) => void } = {};
function Probe() {
  const value = useAuth();
  const navigate = useNavigate();
  useEffect(() => {
    latest.auth = value;
    latest.navigate = navigate;
  });
  return <p data-testid="state">{`${value.loading ? "loading" : "ready"}:${value.user?.displayName ?? "nobody"}`}</p>;
}
const auth = () => latest.auth!;

async function renderProvider(props: { serverUser?: AccountUser | null; config?: typeof config | null }) {
  // As in the root layout: the provider stays while the pages under it change.
  const layout = () => (
    <AuthProvider serverUser={props.serverUser ?? null} config={props.config === undefined ? config : props.config}>
      <Outlet />
    </AuthProvider>
  );
  const Stub = createRoutesStub([
    {
      path: "/",
      Component: layout,
      children: [
        { index: true, Component: Probe },
        { path: "next", Component: Probe },
      ],
    },
  ]);
  render(<Stub initialEntries={["/"]} />);
  await screen.findByTestId("state");
}

const state = () => screen.getByTestId("state").textContent;

beforeEach(() => {
  sdk.connects = 0;
  for (const action of [sdk.signIn, sdk.createUser, sdk.logOut, sdk.updateUserProfile]) action.mockReset();
});

describe("AuthProvider", () => {
  it("shows the server's user at once, with nothing loading", async () => {
    await renderProvider({ serverUser: ada });
    expect(state()).toBe("ready:Ada");
    expect(sdk.connects).toBe(0);
  });

  it("loads the SDK only when an action needs it, such as Logout", async () => {
    await renderProvider({ serverUser: ada });
    // Any import the provider started on its own has finished, and its module been called.
    await act(() => vi.dynamicImportSettled());
    expect(sdk.connects).toBe(0);
    sdk.logOut.mockResolvedValue();
    await act(() => auth().logOut());
    expect(sdk.connects).toBe(1);
    expect(state()).toBe("loading:nobody");
  });

  it("shows the user the server answered after signIn, and stays loading until the page moves on", async () => {
    await renderProvider({});
    let answer: (user: AccountUser) => void = () => {};
    sdk.signIn.mockImplementation(() => new Promise((resolve) => (answer = resolve)));

    let signingIn: Promise<unknown> = Promise.resolve();
    act(() => {
      signingIn = auth().signIn("ada@example.com", "secret-password");
    });
    expect(state()).toBe("loading:nobody");
    await vi.waitFor(() => expect(sdk.signIn).toHaveBeenCalledWith("ada@example.com", "secret-password"));
    await act(async () => {
      answer({ ...ada, displayName: "Ada (from the server)" });
      await signingIn;
    });
    expect(state()).toBe("loading:Ada (from the server)");
    await act(async () => latest.navigate!("/next"));
    expect(state()).toBe("ready:Ada (from the server)");
  });

  it("registers with the profile in one call", async () => {
    await renderProvider({});
    sdk.createUser.mockResolvedValue(ada);
    await act(() => auth().createUser("ada@example.com", "secret-password", { displayName: "Ada" }));
    expect(sdk.createUser).toHaveBeenCalledTimes(1);
    expect(sdk.createUser).toHaveBeenCalledWith("ada@example.com", "secret-password", { displayName: "Ada" });
    expect(state()).toBe("loading:Ada");
  });

  it("changes the profile of the user the server has signed in, and shows the answer", async () => {
    await renderProvider({ serverUser: ada });
    sdk.updateUserProfile.mockResolvedValue({ ...ada, displayName: "Augusta" });
    await act(() => auth().updateUserProfile({ displayName: "Augusta" }));
    expect(sdk.updateUserProfile).toHaveBeenCalledWith("ada", { displayName: "Augusta" });
    expect(state()).toBe("ready:Augusta");
  });

  it("refuses a profile change when nobody is signed in, without asking the SDK", async () => {
    await renderProvider({ serverUser: null });
    await act(() => expect(auth().updateUserProfile({ displayName: "Eve" })).rejects.toMatchObject({ code: "auth/user-token-expired" }));
    expect(sdk.updateUserProfile).not.toHaveBeenCalled();
  });

  it("clears loading when signIn or logOut fails, and keeps the user shown, so it never sticks", async () => {
    await renderProvider({ serverUser: ada });
    sdk.signIn.mockRejectedValue(Object.assign(new Error("wrong"), { code: "auth/wrong-password" }));
    sdk.logOut.mockRejectedValue(Object.assign(new Error("refused"), { code: "auth/too-many-requests" }));

    await act(() => expect(auth().signIn("ada@example.com", "nope")).rejects.toMatchObject({ code: "auth/wrong-password" }));
    expect(state()).toBe("ready:Ada");
    await act(() => expect(auth().logOut()).rejects.toMatchObject({ code: "auth/too-many-requests" }));
    expect(state()).toBe("ready:Ada");
  });

  it("without an identity provider is not loading, and its actions say sign-in is unavailable", async () => {
    await renderProvider({ config: null });
    expect(state()).toBe("ready:nobody");
    await act(() => expect(auth().signIn("ada@example.com", "secret-password")).rejects.toMatchObject({ code: "auth/invalid-api-key" }));
    expect(state()).toBe("ready:nobody");
    expect(sdk.connects).toBe(0);
  });
});
