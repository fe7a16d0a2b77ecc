// @vitest-environment jsdom
import { act, render, screen } from "@testing-library/react";
import { useEffect } from "react";
import { createRoutesStub } from "react-router";
import type { AccountUser } from "~/account/account-user";
import { AuthProvider, useAuth, type AuthContextValue } from "./auth-context";
import type { AuthListener } from "./firebase-auth.client";

/*
 * The Firebase SDK is the edge we do not own: it is replaced by a client whose auth-state
 * reports the test sends by hand. The browser tests run the same context against the emulator.
 */
const sdk = vi.hoisted(() => ({
  connects: 0,
  listener: null as AuthListener | null,
  signIn: vi.fn<(email: string, password: string) => Promise<unknown>>(),
  logOut: vi.fn<() => Promise<void>>(),
}));

vi.mock("./firebase-auth.client", () => ({
  connectAuth: (_config: unknown, _serverUid: unknown, listener: AuthListener) => {
    sdk.connects += 1;
    sdk.listener = listener;
    return { signIn: sdk.signIn, logOut: sdk.logOut, createUser: sdk.signIn };
  },
}));

const config = { apiKey: "demo-key", authDomain: "demo.example", projectId: "demo-brightline" };
const ada: AccountUser = { uid: "ada", email: "ada@example.com", displayName: "Ada", photoURL: null, emailVerified: false };

/** The context's latest value, for calling its actions from the test. */
const latest: { auth?: AuthContextValue } = {};
function Probe() {
  const value = useAuth();
  useEffect(() => {
    latest.auth = value;
  });
  return <p data-testid="state">{`${value.loading ? "loading" : "ready"}:${value.user?.uid ?? "nobody"}`}</p>;
}
const auth = () => latest.auth!;

async function renderProvider(props: { serverUser?: AccountUser | null; config?: typeof config | null; eager?: boolean }) {
  const Stub = createRoutesStub([
    {
      path: "/",
      Component: () => (
        <AuthProvider
          serverUser={props.serverUser ?? null}
          config={props.config === undefined ? config : props.config}
          eager={props.eager ?? true}
        >
          <Probe />
        </AuthProvider>
      ),
    },
  ]);
  render(<Stub initialEntries={["/"]} />);
  await screen.findByTestId("state");
}

const state = () => screen.getByTestId("state").textContent;
const report = (user: AccountUser | null) => act(() => sdk.listener!(user));

beforeEach(() => {
  sdk.connects = 0;
  sdk.listener = null;
  sdk.signIn.mockReset();
  sdk.logOut.mockReset();
});

describe("AuthProvider", () => {
  it("is loading, with the server's user, until the first auth-state report", async () => {
    await renderProvider({ serverUser: ada });
    expect(state()).toBe("loading:ada");
    await vi.waitFor(() => expect(sdk.listener).not.toBeNull());
    await report(null);
    expect(state()).toBe("ready:nobody");
  });

  it("sets loading before signIn and keeps it until the next report", async () => {
    await renderProvider({});
    await vi.waitFor(() => expect(sdk.listener).not.toBeNull());
    await report(null);
    let finish: (user: AccountUser) => void = () => {};
    sdk.signIn.mockImplementation(() => new Promise((resolve) => (finish = resolve)));

    let signingIn: Promise<unknown> = Promise.resolve();
    act(() => {
      signingIn = auth().signIn("ada@example.com", "secret-password");
    });
    expect(state()).toBe("loading:nobody");
    await vi.waitFor(() => expect(sdk.signIn).toHaveBeenCalledWith("ada@example.com", "secret-password"));
    await act(async () => {
      finish(ada);
      await signingIn;
    });
    expect(state()).toBe("loading:nobody");
    await report(ada);
    expect(state()).toBe("ready:ada");
  });

  it("clears loading when signIn or logOut fails, so it never sticks", async () => {
    await renderProvider({ serverUser: ada });
    await vi.waitFor(() => expect(sdk.listener).not.toBeNull());
    await report(ada);
    sdk.signIn.mockRejectedValue(Object.assign(new Error("wrong"), { code: "auth/wrong-password" }));
    sdk.logOut.mockRejectedValue(Object.assign(new Error("offline"), { code: "auth/network-request-failed" }));

    await act(() => expect(auth().signIn("ada@example.com", "nope")).rejects.toMatchObject({ code: "auth/wrong-password" }));
    expect(state()).toBe("ready:ada");
    await act(() => expect(auth().logOut()).rejects.toMatchObject({ code: "auth/network-request-failed" }));
    expect(state()).toBe("ready:ada");
  });

  it("without an identity provider is not loading, and its actions say sign-in is unavailable", async () => {
    await renderProvider({ config: null });
    expect(state()).toBe("ready:nobody");
    await act(() => expect(auth().signIn("ada@example.com", "secret-password")).rejects.toMatchObject({ code: "auth/invalid-api-key" }));
    expect(state()).toBe("ready:nobody");
    expect(sdk.connects).toBe(0);
  });

  it("on other pages loads the SDK only after the page's load event, when the browser is idle", async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal("requestIdleCallback", (run: () => void) => idle.push(run));
    const readyState = vi.spyOn(document, "readyState", "get").mockReturnValue("loading");
    try {
      await renderProvider({ eager: false });
      expect(idle).toHaveLength(0);
      readyState.mockReturnValue("complete");
      window.dispatchEvent(new Event("load"));
      expect(idle).toHaveLength(1);
      expect(sdk.connects).toBe(0);
      idle[0]!();
      await vi.waitFor(() => expect(sdk.connects).toBe(1));
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
