import { z } from "zod";
import { adminAuth } from "~/platform/firebase-admin.server";
import { database } from "~/database/database.server";
import { credentialId } from "~/passkeys/passkey-forms";
import { removePasskey } from "~/passkeys/passkey-store.server";
import { noteAccountChanged } from "~/sessions/revocation.server";
import { signInMethodsOf } from "~/sessions/account-standing.server";

/** A way to sign in, or the second step, that its holder asked to remove. */
export const methodRemovalSchema = z.discriminatedUnion("remove", [
  z.object({ remove: z.literal("password") }),
  z.object({ remove: z.literal("google") }),
  z.object({ remove: z.literal("twoStep") }),
  z.object({ remove: z.literal("passkey"), id: credentialId }),
]);
export type MethodRemoval = z.infer<typeof methodRemovalSchema>;

/** What became of a removal: done; refused, as it would leave no password or Google; or nothing to remove. */
export type RemovalOutcome = "removed" | "last" | "gone";

/**
 * Removes a way into the account, never the last of the password and Google: confirming it is
 * the holder (before a change like this one) asks for one of them, and a passkey alone could not.
 * Passkeys, and the second step of two-step sign-in, can always go.
 */
export async function removeSignInMethod(uid: string, removal: MethodRemoval): Promise<RemovalOutcome> {
  if (removal.remove === "passkey") return (await removePasskey(await database(), uid, removal.id)) ? "removed" : "gone";
  const auth = adminAuth();
  const user = await auth.getUser(uid);
  if (removal.remove === "twoStep") {
    if (!user.multiFactor?.enrolledFactors.length) return "gone";
    await auth.updateUser(uid, { multiFactor: { enrolledFactors: null } });
    await noteAccountChanged(uid);
    return "removed";
  }
  const methods = signInMethodsOf(user);
  const [removing, keeping] = removal.remove === "password" ? (["password", "google.com"] as const) : (["google.com", "password"] as const);
  if (!methods.includes(removing)) return "gone";
  if (!methods.includes(keeping)) return "last";
  // The account keeps its email (Firebase's emulator drops it with the password: firebase-tools
  // issue 10517). Setting it again here would revoke every session, this one included.
  await auth.updateUser(uid, { providersToUnlink: [removing] });
  // Every instance's account page shows the method gone at its next view.
  await noteAccountChanged(uid);
  return "removed";
}
