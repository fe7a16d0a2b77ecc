import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import type { AccountUser } from "~/account/account-user";
import type { BrowserAuthConfig } from "./browser-auth-config";

import type { AuthClient } from "./firebase-auth.client";

export type AuthContextValue = {
  user: AccountUser | null;
  loading: boolean;
  createUser(email: string, password: string): Promise<AccountUser>;
  signIn(email: string, password: string): Promise<AccountUser>;
  updateUserProfile(profile: { displayName?: string | null; photoURL?: string | null }): Promise<AccountUser>;
  logOut(): Promise<void>;
  sendPasswordReset(email: string): Promise<void>;
  sendVerification(): Promise<void>;
  changePassword(currentPassword: string, newPassword: string): Promise<void>;
};

const AuthContext = createContext<AuthContextValue | null>(null);

/** Signing in is unavailable: the same code a missing Firebase configuration gives. */
const unavailable = () => Object.assign(new Error("Sign-in is not configured"), { code: "auth/invalid-api-key" });

type AuthProviderProps = {
  /** Who the server says is signed in: shown until the browser SDK reports. */
  serverUser: AccountUser | null;
  config: BrowserAuthConfig | null;
  /** Load the SDK now (sign-in pages) rather than when the browser is idle. */
  eager: boolean;
  children: ReactNode;
};

export function AuthProvider({ serverUser, config, eager, children }: AuthProviderProps) {
  // undefined until the SDK's first auth-state report; the server's word stands until then.
  const [reportedUser, setReportedUser] = useState<AccountUser | null | undefined>(undefined);
  // With no identity provider configured there will never be a report to wait for.
  const [loading, setLoading] = useState(config !== null);
  const client = useRef<Promise<AuthClient> | null>(null);
  const serverUid = serverUser?.uid ?? null;

  const connect = useCallback((): Promise<AuthClient> => {
    if (!config) return Promise.reject(unavailable());
    client.current ??= import("./firebase-auth.client")
      .then((module) =>
        module.connectAuth(config, serverUid, (user) => {
          setReportedUser(user);
          setLoading(false);
        }),
      )
      .catch((error: unknown) => {
        // A chunk that failed to download can be tried again on the next action.
        client.current = null;
        setLoading(false);
        throw Object.assign(new Error("Could not load sign-in"), { code: "auth/network-request-failed", cause: error });
      });
    return client.current;
  }, [config, serverUid]);

  useEffect(() => {
    if (!config) return;
    if (eager) {
      connect().catch(() => {});
      return;
    }
    // Only after the load event, then when the browser is idle: the SDK never competes with
    // what the page needs to show and hydrate, and is not part of its first load.
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1500));
    const load = () => idle(() => connect().catch(() => {}));
    if (document.readyState === "complete") load();
    else window.addEventListener("load", load, { once: true });
    return () => window.removeEventListener("load", load);
  }, [config, eager, connect]);

  const value = useMemo<AuthContextValue>(() => {
    /**
     * createUser, signIn and logOut show loading until the next report, or their failure.
     * They trigger no revalidation: the page that called them navigates next, and a
     * revalidation running alongside that navigation could redirect the page (the sign-in
     * pages send signed-in visitors on) or abort it. Until the next full page load, the bar
     * shows the browser's report, which these calls bring about, not the root's data.
     */
    async function withLoading<T>(run: (auth: AuthClient) => Promise<T>): Promise<T> {
      setLoading(true);
      try {
        return await run(await connect());
      } catch (error) {
        setLoading(false);
        throw error;
      }
    }
    return {
      user: reportedUser === undefined ? serverUser : reportedUser,
      loading,
      createUser: (email, password) => withLoading((auth) => auth.createUser(email, password)),
      signIn: (email, password) => withLoading((auth) => auth.signIn(email, password)),
      logOut: () => withLoading((auth) => auth.logOut()),
      updateUserProfile: async (profile) => (await connect()).updateUserProfile(profile),
      sendPasswordReset: async (email) => (await connect()).sendPasswordReset(email),
      sendVerification: async () => (await connect()).sendVerification(),
      changePassword: async (current, next) => (await connect()).changePassword(current, next),
    };
  }, [reportedUser, serverUser, loading, connect]);

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error("useAuth must be used inside <AuthProvider>");
  return value;
}
