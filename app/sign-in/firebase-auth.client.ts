import { getApps, initializeApp } from "firebase/app";
import { getLocale } from "~/i18n/locale";
import {
  browserLocalPersistence,
  browserPopupRedirectResolver,
  browserSessionPersistence,
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  EmailAuthProvider,
  getRedirectResult,
  GoogleAuthProvider,
  indexedDBLocalPersistence,
  initializeAuth,
  linkWithCredential,
  linkWithPopup,
  reauthenticateWithCredential,
  reauthenticateWithPopup,
  sendEmailVerification,
  sendPasswordResetEmail,
  signInWithCustomToken,
  signInWithEmailAndPassword,
  signInWithPopup,
  signInWithRedirect,
  signOut,
  unlink,
  updatePassword,
  updateProfile,
  type Auth,
  type AuthCredential,
  type User,
  type UserCredential,
} from "firebase/auth";
import type { AccountUser } from "~/types/account-user";
import type { BrowserAuthConfig } from "~/types/browser-auth-config";
import { authErrorCode } from "~/identity/auth-error-code";
import { markRedirectSignIn, takeRedirectSignIn } from "./redirect-sign-in";
import { deleteServerAccount, endServerSession, startServerSession } from "./session-requests";

/**
 * The Firebase JS SDK, loaded only on the account pages and when Logout is pressed: no other
 * page loads it. It keeps the browser's sign-in in IndexedDB (falling back to local storage,
 * then session storage), which the account page needs to change a password or profile.
 */

export type ProfileChange = { displayName?: string | null; photoURL?: string | null };

let connection: AuthClient | undefined;

/**
 * A Google sign-in whose email already has a password account: kept in this page's memory until
 * the visitor logs in with their password, then linked to that account. Never stored.
 */
type PendingLink = { email: string; credential: AuthCredential };

/** Why a Google sign-in could not finish on its own: the email already has a password account. */
export class AccountExistsError extends Error {
  readonly code = "auth/account-exists-with-different-credential";
  constructor(readonly email: string) {
    super("An account with this email signs in with a password");
  }
}

/** Connects once per page; later calls get the same client. */
export function connectAuth(config: BrowserAuthConfig): AuthClient {
  connection ??= connect(config);
  return connection;
}

/**
 * Whether a Google sign-in failed because this browser could not load Google's own library: the
 * SDK then reports an internal error (or a network one), though the fault is the connection to
 * Google, not the site.
 */
function googleUnreachable(error: unknown): boolean {
  const code = authErrorCode(error);
  return (code === "auth/internal-error" || code === "auth/network-request-failed") && !("gapi" in window);
}

/** A Google sign-in's failure, named for what the visitor can do about it. */
function googleProblem(error: unknown): unknown {
  if (!googleUnreachable(error)) return error;
  return Object.assign(new Error("Google could not be reached", { cause: error }), { code: "auth/google-unreachable" });
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
  // The identity provider's own mails, texts and Google's window in the page's language ("de"), where it has them.
  auth.languageCode = getLocale().split("-")[0]!;

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

  /**
   * A sign-in, or a confirmation that it is you, that may need its second step: when the account
   * has two-step sign-in on, the code prompt (loaded then) asks for the code texted to its phone.
   */
  async function withSecondStep(attempt: Promise<UserCredential>): Promise<UserCredential> {
    try {
      return await attempt;
    } catch (error) {
      if (authErrorCode(error) !== "auth/multi-factor-auth-required") throw error;
      const { passSecondFactor } = await import("./second-factor.client");
      return passSecondFactor(auth, error);
    }
  }

  /** Proves it is the signed-in person again: the password, or Google in a popup when null; then the second step, if on. */
  async function confirmIdentity(user: User, currentPassword: string | null): Promise<void> {
    await withSecondStep(
      currentPassword === null
        ? reauthenticateWithPopup(user, google(), browserPopupRedirectResolver)
        : reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email ?? "", currentPassword)),
    );
  }

  // The popup and redirect machinery is passed to each call that needs it, not to initializeAuth:
  // there it would be set up on every page that loads the SDK, Logout included.
  const google = () => new GoogleAuthProvider().setCustomParameters({ prompt: "select_account" });
  let pendingLink: PendingLink | null = null;

  /**
   * Turns "this email already has an account" into the email to log in with, and keeps the
   * Google credential to link once the visitor has. Any other failure passes through.
   */
  function rememberLink(error: unknown): never {
    if (authErrorCode(error) === "auth/account-exists-with-different-credential") {
      const credential = GoogleAuthProvider.credentialFromError(error as Parameters<typeof GoogleAuthProvider.credentialFromError>[0]);
      const email = (error as { customData?: { email?: unknown } }).customData?.email;
      if (credential && typeof email === "string") {
        pendingLink = { email, credential };
        throw new AccountExistsError(email);
      }
    }
    throw error;
  }

  /**
   * Links a Google sign-in kept by rememberLink, when the account just signed in has its email;
   * true when it did, and the session must follow a new token (renewSession).
   */
  async function linkPending(user: User): Promise<boolean> {
    if (!pendingLink || pendingLink.email.toLowerCase() !== user.email?.toLowerCase()) return false;
    const { credential } = pendingLink;
    // Tried once: a failed link must not stand in the way of the next password sign-in.
    pendingLink = null;
    try {
      await linkWithCredential(user, credential);
    } catch (error) {
      // Already linked (another tab got there first) is as good as linked. Otherwise the browser
      // forgets this sign-in, so the page and the SDK agree that nobody is signed in.
      if (authErrorCode(error) !== "auth/provider-already-linked") {
        await signOut(auth).catch(() => undefined);
        throw error;
      }
    }
    return true;
  }

  /**
   * After a new password. The emulator dates the tokens' sign-in (auth_time) from the
   * confirmation before it and stamps "tokens valid since" at the change, both in whole seconds
   * (firebase-tools' setAccountInfo): when a second ends between the two, the new tokens count as
   * revoked and the session could not be renewed. Only then, seen as the change's token issued in
   * a later second than its sign-in, the new password confirms it is them again.
   */
  async function signedInSincePasswordChange(user: User, newPassword: string): Promise<void> {
    if (!config.emulatorURL) return;
    const token = await user.getIdTokenResult();
    if (token.authTime === token.issuedAtTime) return;
    await confirmIdentity(user, newPassword);
  }

  /** A new ID token carries the new profile or password; the server's session follows it. */
  async function renewSession(user: User): Promise<AccountUser> {
    await user.getIdToken(true);
    return startServerSession(user);
  }

  /**
   * After a change the browser made at the identity provider: a renewed session tells the server,
   * whose pages show the account from a copy (decision 39). The change is made whatever happens
   * here; if the server cannot be told now, its pages show it within REVOCATION_CHECK_SECONDS.
   */
  async function followChange(user: User): Promise<void> {
    await renewSession(user).catch(() => undefined);
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
      const { user } = await withSecondStep(signInWithEmailAndPassword(auth, email, password));
      return (await linkPending(user)) ? renewSession(user) : startServerSession(user);
    },
    /**
     * Signs in with Google in a popup. A blocked popup becomes a redirect to Google and back:
     * the page is left, so the promise never settles, and finishRedirectSignIn ends it there.
     */
    async signInWithGoogle(): Promise<AccountUser> {
      // A Google sign-in of its own replaces one that waited to be linked.
      pendingLink = null;
      try {
        const { user } = await withSecondStep(signInWithPopup(auth, google(), browserPopupRedirectResolver));
        return await startServerSession(user);
      } catch (error) {
        if (authErrorCode(error) !== "auth/popup-blocked") rememberLink(googleProblem(error));
        markRedirectSignIn();
        try {
          await signInWithRedirect(auth, google(), browserPopupRedirectResolver);
        } catch (refused) {
          takeRedirectSignIn();
          throw googleProblem(refused);
        }
        return new Promise<never>(() => {});
      }
    },
    /**
     * The end of a Google sign-in that went by redirect. No result means it never came back
     * (Back from Google's page, or storage the browser would not share): an error that says so.
     */
    async finishRedirectSignIn(): Promise<AccountUser> {
      const result = await withSecondStep(getRedirectResult(auth, browserPopupRedirectResolver) as Promise<UserCredential>).catch(
        (error: unknown) => rememberLink(googleProblem(error)),
      );
      if (!result) throw Object.assign(new Error("No redirect result"), { code: "auth/redirect-unfinished" });
      return startServerSession(result.user);
    },
    /** Signs in with the custom token the server gave for a passkey's answer, then starts the session. */
    async signInWithToken(token: string): Promise<AccountUser> {
      const { user } = await signInWithCustomToken(auth, token);
      return startServerSession(user);
    },
    /** The email a Google sign-in waits to be linked to, if one does. */
    pendingLinkEmail(): string | null {
      return pendingLink?.email ?? null;
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
    /**
     * Deletes the account for good, after the person proves it is them: with their password, or
     * with Google in a popup when the account has no password. The browser is then signed out.
     */
    async deleteAccount(uid: string, currentPassword: string | null): Promise<void> {
      const user = await signedIn(uid);
      await confirmIdentity(user, currentPassword);
      await deleteServerAccount(user);
      // The user is gone at the identity provider: only the browser's copy is left to forget.
      await signOut(auth).catch(() => undefined);
    },
    /** An ID token of a sign-in made now: the password asked again, or Google in a popup when null. */
    async freshIdToken(uid: string, currentPassword: string | null): Promise<string> {
      const user = await signedIn(uid);
      await confirmIdentity(user, currentPassword);
      return user.getIdToken();
    },
    /** Turns two-step sign-in on: confirms it is them, then a code to `phoneNumber` enrols that phone. */
    async enrolPhone(uid: string, currentPassword: string | null, phoneNumber: string): Promise<void> {
      const user = await signedIn(uid);
      await confirmIdentity(user, currentPassword);
      const { enrolPhone } = await import("./second-factor.client");
      await enrolPhone(auth, user, phoneNumber);
      await followChange(user);
    },
    /**
     * Brings this page's copy of the user in line after the server removed a way in: the SDK only
     * ever adds providers when it reads the user again, and refuses to link one it thinks is there.
     */
    async forgetProvider(uid: string, providerId: "password" | "google.com"): Promise<void> {
      const user = await signedIn(uid);
      if (!user.providerData.some((info) => info.providerId === providerId)) return;
      // Already gone at the identity provider: the call only tidies the SDK's copy.
      await unlink(user, providerId).catch(() => undefined);
    },
    /** Gives an account that signs in with Google a password too, once Google confirms it is them. */
    async addPassword(uid: string, newPassword: string): Promise<void> {
      const user = await signedIn(uid);
      await confirmIdentity(user, null);
      // The account's email, or its Google address when the identity provider has none on record.
      const email = user.email ?? user.providerData.find((info) => info.email)?.email ?? "";
      await linkWithCredential(user, EmailAuthProvider.credential(email, newPassword));
      await renewSession(user);
    },
    /** Adds Google to an account that signs in with a password, once the password confirms it is them. */
    async linkGoogle(uid: string, currentPassword: string): Promise<void> {
      const user = await signedIn(uid);
      await confirmIdentity(user, currentPassword);
      await linkWithPopup(user, google(), browserPopupRedirectResolver);
      await followChange(user);
    },
    async changePassword(uid: string, currentPassword: string, newPassword: string): Promise<void> {
      const user = await signedIn(uid);
      await confirmIdentity(user, currentPassword);
      await updatePassword(user, newPassword);
      await signedInSincePasswordChange(user, newPassword);
      await renewSession(user);
    },
  };
}

export type AuthClient = ReturnType<typeof connect>;
