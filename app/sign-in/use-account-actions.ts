import { signedInUid, useAuth } from "./auth-context";
import { type DeviceEnding, endDeviceSessions, type MethodRemoval, removeSignInMethod } from "./session-requests";

/**
 * The account pages' actions beyond the auth context's own: kept out of it, so the code every
 * page loads stays small. They act on the user the server has signed in.
 */
export function useAccountActions() {
  const { user, authClient } = useAuth();
  return {
    sendVerification: async () => (await authClient()).sendVerification(await signedInUid(user)),
    /** With the password to confirm it, or null to confirm with Google. */
    deleteAccount: async (password: string | null) => (await authClient()).deleteAccount(await signedInUid(user), password),
    /** A token of a sign-in made now, for a change that asks for one (adding a passkey): with the password, or Google when null. */
    freshIdToken: async (password: string | null) => (await authClient()).freshIdToken(await signedInUid(user), password),
    /** Logs some of the person's devices out, after they confirm it is them (the password, or Google when null). */
    logOutDevices: async (password: string | null, ending: DeviceEnding) => {
      const client = await authClient();
      return endDeviceSessions(await client.freshIdToken(await signedInUid(user), password), ending);
    },
    /** Removes a way into the account, after they confirm it is them (the password, or Google when null). */
    removeMethod: async (password: string | null, removal: MethodRemoval) => {
      const client = await authClient();
      const uid = await signedInUid(user);
      await removeSignInMethod(await client.freshIdToken(uid, password), removal);
      if (removal.remove === "password" || removal.remove === "google")
        await client.forgetProvider(uid, removal.remove === "password" ? "password" : "google.com");
    },
    /** Turns two-step sign-in on, after they confirm it is them: a code to `phoneNumber`. */
    enrolPhone: async (password: string | null, phoneNumber: string) =>
      (await authClient()).enrolPhone(await signedInUid(user), password, phoneNumber),
    /** Gives a Google account a password, once Google confirms it is them. */
    addPassword: async (newPassword: string) => (await authClient()).addPassword(await signedInUid(user), newPassword),
    /** Adds Google, once the password confirms it is them. */
    linkGoogle: async (password: string) => (await authClient()).linkGoogle(await signedInUid(user), password),
    changePassword: async (current: string, next: string) => (await authClient()).changePassword(await signedInUid(user), current, next),
  };
}
