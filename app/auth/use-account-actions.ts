import { useAuth } from "./auth-context";

const notSignedIn = () => Object.assign(new Error("user-token-expired"), { code: "auth/user-token-expired" });

/**
 * The account pages' actions beyond the auth context's own: kept out of it, so the code every
 * page loads stays small. They act on the user the server has signed in.
 */
export function useAccountActions() {
  const { user, authClient } = useAuth();
  const uid = () => user?.uid ?? Promise.reject(notSignedIn());
  return {
    sendPasswordReset: async (email: string) => (await authClient()).sendPasswordReset(email),
    sendVerification: async () => (await authClient()).sendVerification(await uid()),
    changePassword: async (current: string, next: string) => (await authClient()).changePassword(await uid(), current, next),
  };
}
