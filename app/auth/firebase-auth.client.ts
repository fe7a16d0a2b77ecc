import { getApps, initializeApp } from "firebase/app";
import {
  browserLocalPersistence,
  browserSessionPersistence,
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  EmailAuthProvider,
  indexedDBLocalPersistence,
  initializeAuth,
  onIdTokenChanged,
  reauthenticateWithCredential,
  sendEmailVerification,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signOut,
  updatePassword,
  updateProfile,
  type Auth,
  type User,
} from "firebase/auth";
import type { AccountUser } from "~/account/account-user";
import type { BrowserAuthConfig } from "./browser-auth-config";
import { SessionSync, type ReportOutcome } from "./session-sync";

/**
 * The Firebase JS SDK, loaded only when needed: no page's first load carries it. It keeps
 * the browser's session in IndexedDB, falling back to local storage, then session storage.
 */

export type AuthListener = (user: AccountUser | null) => void;

export function toAccountUser(user: User | null): AccountUser | null {
  if (!user) return null;
  return {
    uid: user.uid,
    email: user.email,
    displayName: user.displayName,
    photoURL: user.photoURL,
    emailVerified: user.emailVerified,
  };
}

let connection: ReturnType<typeof connect> | undefined;

/** Connects once per page; later calls get the same client. */
export function connectAuth(config: BrowserAuthConfig, serverUid: string | null, listener: AuthListener) {
  connection ??= connect(config, serverUid, listener);
  return connection;
}

function connect(config: BrowserAuthConfig, serverUid: string | null, listener: AuthListener) {
  const app =
    getApps()[0] ??
    initializeApp({ apiKey: config.apiKey, authDomain: config.authDomain, projectId: config.projectId, appId: config.appId });
  const auth: Auth = initializeAuth(app, {
    persistence: [indexedDBLocalPersistence, browserLocalPersistence, browserSessionPersistence],
  });
  if (config.emulatorURL) connectAuthEmulator(auth, config.emulatorURL, { disableWarnings: true });
  const session = new SessionSync(serverUid);

  onIdTokenChanged(auth, async (user) => {
    let outcome: ReportOutcome = "show";
    try {
      outcome = await session.report(user);
    } catch (error) {
      // Ending a session the browser no longer has failed (the site is unreachable): the
      // server's cookie expires on its own, and the page still shows the browser's state.
      console.warn("Could not end the server session:", error);
    }
    // Dropped: the next report, with no user, tells the listener.
    if (outcome === "sign-out-locally") await signOut(auth);
    else if (outcome === "show") listener(toAccountUser(user));
  });

  function currentUser(): User {
    if (!auth.currentUser) throw Object.assign(new Error("Not signed in"), { code: "auth/user-token-expired" });
    return auth.currentUser;
  }

  /** The page shows a sign-in only once the server has its session, so links agree with the bar. */
  async function startSession(user: User) {
    await session.start(user);
    listener(toAccountUser(user));
  }

  /** A new ID token carries the new profile; the server's cookie follows it. */
  async function refreshSession(user: User) {
    await user.getIdToken(true);
    await startSession(user);
  }

  return {
    async createUser(email: string, password: string) {
      const credential = await createUserWithEmailAndPassword(auth, email, password);
      await startSession(credential.user);
      return toAccountUser(credential.user)!;
    },
    async signIn(email: string, password: string) {
      const credential = await signInWithEmailAndPassword(auth, email, password);
      await startSession(credential.user);
      return toAccountUser(credential.user)!;
    },
    async updateUserProfile(profile: { displayName?: string | null; photoURL?: string | null }) {
      const user = currentUser();
      // The Identity Toolkit API refuses null ("photoUrl must be string"); an empty string is
      // how it removes a name or photo, and the SDK then reports null.
      await updateProfile(user, {
        displayName: profile.displayName === null ? "" : profile.displayName,
        photoURL: profile.photoURL === null ? "" : profile.photoURL,
      });
      await refreshSession(user);
      return toAccountUser(user)!;
    },
    async logOut() {
      // Let the SDK finish starting first: it checks the sign-in it kept with the identity
      // provider, which would answer "revoked" once the server has ended the session.
      await auth.authStateReady();
      await session.end();
      await signOut(auth);
    },
    sendPasswordReset(email: string) {
      return sendPasswordResetEmail(auth, email);
    },
    sendVerification() {
      return sendEmailVerification(currentUser());
    },
    async changePassword(currentPassword: string, newPassword: string) {
      const user = currentUser();
      await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email ?? "", currentPassword));
      await updatePassword(user, newPassword);
      await refreshSession(user);
    },
  };
}

export type AuthClient = ReturnType<typeof connect>;
