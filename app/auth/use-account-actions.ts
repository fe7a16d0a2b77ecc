import { signedInUid, useAuth } from "./auth-context";
import { type DeviceEnding, endDeviceSessions } from "./session-requests";

/**
 * The account pages' actions beyond the auth context's own: kept out of it, so the code every
 * page loads stays small. They act on the user the server has signed in.
 */
export function useAccountActions() {
  const { user, authClient } = useAuth();
  return {
    sendPasswordReset: async (email: string) => (await authClient()).sendPasswordReset(email),
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
    changePassword: async (current: string, next: string) => (await authClient()).changePassword(await signedInUid(user), current, next),
  };
}
