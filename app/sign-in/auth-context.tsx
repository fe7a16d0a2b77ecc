import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from "react";
import { useLocation } from "react-router";
import type { AccountUser } from "~/types/account-user";
import type { BrowserAuthConfig } from "~/types/browser-auth-config";

import type { AuthClient, ProfileChange } from "./firebase-auth.client";

export type AuthContextValue = {
  /** Who the server's session says is signed in. */
  user: AccountUser | null;
  /** Logging in, registering or logging out is under way, until the page that asked moves on. */
  loading: boolean;
  createUser(email: string, password: string, profile?: ProfileChange): Promise<AccountUser>;
  signIn(email: string, password: string): Promise<AccountUser>;
  /** Whether "Continue with Google" is offered: always with the emulator, on a project when enabled. */
  googleSignIn: boolean;
  signInWithGoogle(): Promise<AccountUser>;
  /** Ends a Google sign-in that came back by redirect; an error if it came back without a result. */
  finishRedirectSignIn(): Promise<AccountUser>;
  /** Signs in with the token the server gave for a passkey's answer (app/passkeys). */
  signInWithPasskeyToken(token: string): Promise<AccountUser>;
  /** The email whose password sign-in will also link a Google sign-in that found it taken. */
  linkingEmail: string | null;
  updateUserProfile(profile: ProfileChange): Promise<AccountUser>;
  logOut(): Promise<void>;
  /** The SDK's client, loaded on first use, for the account page's other actions (useAccountActions). */
  authClient(): Promise<AuthClient>;
};

const AuthContext = createContext<AuthContextValue | null>(null);

/** An error with the Firebase code that auth-errors.ts explains to the visitor. */
const authError = (code: string, cause?: unknown) => Object.assign(new Error(code, { cause }), { code: `auth/${code}` });

/** The uid of the user the server has signed in, for an action on their account; "log in again" when there is none. */
export const signedInUid = (user: AccountUser | null): Promise<string> =>
  user ? Promise.resolve(user.uid) : Promise.reject(authError("user-token-expired"));

type AuthProviderProps = {
  /** Who the server's session says is signed in: the root loader reads it for every page. */
  serverUser: AccountUser | null;
  config: BrowserAuthConfig | null;
  children: ReactNode;
};

/**
 * The signed-in user comes from the server's session only: from the root loader, and after a
 * visitor's own action, from the session request's answer (the root's data is not reloaded on
 * every link, so the answer stands until it is). The Firebase SDK loads when an action needs it;
 * the account forms fetch it ahead, once their page has loaded (useAuthForm).
 */
export function AuthProvider({ serverUser, config, children }: AuthProviderProps) {
  // What the server answered since its root data was read; a newer read replaces it.
  const [answered, setAnswered] = useState<{ since: AccountUser | null; user: AccountUser | null } | null>(null);
  const user = answered && answered.since === serverUser ? answered.user : serverUser;
  // Loading belongs to the page that logged in or out: it ends when that page moves on.
  const { key: locationKey } = useLocation();
  const [loadingOn, setLoadingOn] = useState<string | null>(null);
  const loading = loadingOn === locationKey;
  const client = useRef<Promise<AuthClient> | null>(null);
  const [linkingEmail, setLinkingEmail] = useState<string | null>(null);

  const connect = useCallback((): Promise<AuthClient> => {
    // Signing in is unavailable: the same code a missing Firebase configuration gives.
    if (!config) return Promise.reject(authError("invalid-api-key"));
    client.current ??= import("./firebase-auth.client")
      .then((module) => module.connectAuth(config))
      .catch((error: unknown) => {
        // A chunk that failed to download can be tried again on the next action.
        client.current = null;
        throw authError("network-request-failed", error);
      });
    return client.current;
  }, [config]);

  const value = useMemo<AuthContextValue>(() => {
    const show = (next: AccountUser | null) => setAnswered({ since: serverUser, user: next });

    /** A sign-in through Google's window: the user it signed in, and the email it waits to be linked to. */
    async function throughGoogle(run: (auth: AuthClient) => Promise<AccountUser>): Promise<AccountUser> {
      const auth = await connect();
      try {
        const next = await run(auth);
        show(next);
        return next;
      } finally {
        setLinkingEmail(auth.pendingLinkEmail());
      }
    }

    /** Stays loading on success: the caller navigates next, and the move ends it. */
    async function changeSession<T extends AccountUser | null>(run: (auth: AuthClient) => Promise<T>): Promise<T> {
      setLoadingOn(locationKey);
      try {
        const next = await run(await connect());
        show(next);
        return next;
      } catch (error) {
        setLoadingOn(null);
        throw error;
      }
    }

    return {
      user,
      loading,
      createUser: (email, password, profile) => changeSession((auth) => auth.createUser(email, password, profile)),
      signIn: (email, password) =>
        changeSession(async (auth) => {
          const signedIn = await auth.signIn(email, password);
          setLinkingEmail(auth.pendingLinkEmail());
          return signedIn;
        }),
      googleSignIn: config?.googleSignIn === true,
      // Not `loading`: that is the email forms' busy state, and Google's button has its own.
      signInWithGoogle: () => throughGoogle((auth) => auth.signInWithGoogle()),
      finishRedirectSignIn: () => throughGoogle((auth) => auth.finishRedirectSignIn()),
      // Not `loading` either: the passkey button has its own busy state.
      signInWithPasskeyToken: async (token) => {
        const next = await (await connect()).signInWithToken(token);
        show(next);
        return next;
      },
      linkingEmail,
      logOut: async () => {
        await changeSession(async (auth) => {
          await auth.logOut();
          return null;
        });
      },
      updateUserProfile: async (profile) => {
        const next = await (await connect()).updateUserProfile(await signedInUid(user), profile);
        show(next);
        return next;
      },
      authClient: connect,
    };
  }, [user, serverUser, loading, locationKey, connect, config, linkingEmail]);

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error("useAuth must be used inside <AuthProvider>");
  return value;
}
