import { getApps, initializeApp } from "firebase/app";
import {
  browserLocalPersistence,
  browserSessionPersistence,
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  EmailAuthProvider,
  indexedDBLocalPersistence,
  initializeAuth,
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
import type { AccountUser } from "~/types/account-user";
import type { BrowserAuthConfig } from "~/types/browser-auth-config";
import { deleteServerAccount, endServerSession, startServerSession } from "./session-requests";

/**
 * The Firebase JS SDK, loaded only on the account pages and when Logout is pressed: no other
 * page loads it. It keeps the browser's sign-in in IndexedDB (falling back to local storage,
 * then session storage), which the account page needs to change a password or profile.
 */

export type ProfileChange = { displayName?: string | null; photoURL?: string | null };

let connection: AuthClient | undefined;

/** Connects once per page; later calls get the same client. */
export function connectAuth(config: BrowserAuthConfig): AuthClient {
  connection ??= connect(config);
  return connection;
}

/** The Identity Toolkit API refuses null ("photoUrl must be string"); an empty string removes a name or photo. */
function profileUpdate(profile: ProfileChange) {
  return {
    displayName: profile.displayName === null ? "" : profile.displayName,
    photoURL: profile.photoURL === null ? "" : profile.photoURL,
  };
}

function connect(config: BrowserAuthConfig) {
  const app =
    getApps()[0] ??
    initializeApp({ apiKey: config.apiKey, authDomain: config.authDomain, projectId: config.projectId, appId: config.appId });
  const auth: Auth = initializeAuth(app, {
    persistence: [indexedDBLocalPersistence, browserLocalPersistence, browserSessionPersistence],
  });
  if (config.emulatorURL) connectAuthEmulator(auth, config.emulatorURL, { disableWarnings: true });

  /** The browser's sign-in, once the SDK has restored it, if it is the person the server has signed in. */
  async function signedIn(uid: string): Promise<User> {
    await auth.authStateReady();
    if (auth.currentUser?.uid !== uid) throw Object.assign(new Error("Not signed in"), { code: "auth/user-token-expired" });
    return auth.currentUser;
  }

  /**
   * Creates the account. The emulator stamps a new account's sign-in (auth_time) before its
   * "tokens valid since", both in whole seconds (firebase-tools' signUp): when a second ends
   * between the two, its first tokens count as revoked and no session could start. Only then,
   * seen as a token issued in a later second than its sign-in, a fresh sign-in comes after it.
   * Firebase itself stamps both at once.
   */
  async function signedUpWithValidTokens(email: string, password: string): Promise<User> {
    const { user } = await createUserWithEmailAndPassword(auth, email, password);
    if (!config.emulatorURL) return user;
    const token = await user.getIdTokenResult();
    if (token.authTime === token.issuedAtTime) return user;
    return (await signInWithEmailAndPassword(auth, email, password)).user;
  }

  /** A new ID token carries the new profile or password; the server's session follows it. */
  async function renewSession(user: User): Promise<AccountUser> {
    await user.getIdToken(true);
    return startServerSession(user);
  }

  return {
    /** One session request, with the profile already on the account. */
    async createUser(email: string, password: string, profile?: ProfileChange): Promise<AccountUser> {
      const user = await signedUpWithValidTokens(email, password);
      if (!profile) return startServerSession(user);
      await updateProfile(user, profileUpdate(profile));
      return renewSession(user);
    },
    async signIn(email: string, password: string): Promise<AccountUser> {
      const { user } = await signInWithEmailAndPassword(auth, email, password);
      return startServerSession(user);
    },
    async updateUserProfile(uid: string, profile: ProfileChange): Promise<AccountUser> {
      const user = await signedIn(uid);
      await updateProfile(user, profileUpdate(profile));
      return renewSession(user);
    },
    async logOut(): Promise<void> {
      // Let the SDK finish restoring first: it checks the sign-in it kept with the identity
      // provider, which would answer "revoked" once the server has ended the session.
      await auth.authStateReady();
      await endServerSession();
      await signOut(auth);
    },
    sendPasswordReset(email: string): Promise<void> {
      return sendPasswordResetEmail(auth, email);
    },
    async sendVerification(uid: string): Promise<void> {
      await sendEmailVerification(await signedIn(uid));
    },
    /** Deletes the account for good, after the password is confirmed; the browser is then signed out. */
    async deleteAccount(uid: string, currentPassword: string): Promise<void> {
      const user = await signedIn(uid);
      await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email ?? "", currentPassword));
      await deleteServerAccount(user);
      // The user is gone at the identity provider: only the browser's copy is left to forget.
      await signOut(auth).catch(() => undefined);
    },
    async changePassword(uid: string, currentPassword: string, newPassword: string): Promise<void> {
      const user = await signedIn(uid);
      await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email ?? "", currentPassword));
      await updatePassword(user, newPassword);
      await renewSession(user);
    },
  };
}

export type AuthClient = ReturnType<typeof connect>;
