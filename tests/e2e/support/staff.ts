import { execFile } from "node:child_process";
import { promisify } from "node:util";
import type { APIRequestContext } from "@playwright/test";
import { authEmulator, baseURL } from "../../../playwright.config";
import {
  createAccount,
  grantEditorClaim,
  grantStaffClaim,
  keptEmail,
  markEmailVerified,
  signInWithPassword,
  updateProfile,
} from "./auth-emulator";

export const run = promisify(execFile);

/**
 * `npm run admin -- <action> <email> [role]`, against the suite's auth emulator and for its site's
 * folder (which it tells), with any other settings `env` gives; its output.
 */
export async function admin(
  action: "grant" | "revoke",
  email: string,
  env: Record<string, string | undefined> = {},
  role?: "staff" | "editor",
): Promise<string> {
  const { stdout } = await run(
    process.execPath,
    ["node_modules/tsx/dist/cli.mjs", "scripts/admin.ts", action, email, ...(role ? [role] : [])],
    {
      env: {
        PATH: process.env.PATH,
        FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${authEmulator.port}`,
        FIREBASE_PROJECT_ID: authEmulator.projectId,
        DATA_DIR: process.env.DATA_DIR,
        ...env,
      },
    },
  );
  return stdout.trim();
}

/**
 * A new account (in the kept domain), signed in for this request context; its email. A
 * profile's photo is set after sign-up, which takes none, as the account page sets it; after any
 * change, a new sign-in gives the token that carries it.
 */
export async function signedInAccount(
  request: APIRequestContext,
  name = "person",
  profile: { displayName?: string; photoUrl?: string; emailVerified?: boolean; staff?: boolean; editor?: boolean } = {},
): Promise<string> {
  const account = { email: keptEmail(name), password: "correct-horse-9" };
  const created = await createAccount({ ...account, displayName: profile.displayName });
  let { idToken } = created;
  if (profile.emailVerified) await markEmailVerified(created.localId);
  if (profile.staff) await grantStaffClaim(created.localId);
  if (profile.editor) await grantEditorClaim(created.localId);
  if (profile.photoUrl) await updateProfile(idToken, { photoUrl: profile.photoUrl });
  // A token from after every change: the emulator may move an updated account's "valid since"
  // into the next second, and a sign-up token from the second before then reads as revoked.
  if (profile.photoUrl || profile.emailVerified || profile.staff || profile.editor) ({ idToken } = await signInWithPassword(account));
  const session = await request.post(`${baseURL}/auth/session`, { headers: { Authorization: `Bearer ${idToken}`, Origin: baseURL } });
  if (session.status() !== 200) throw new Error(`No session for ${account.email}: ${session.status()} ${await session.text()}`);
  return account.email;
}

/** A new account whose email address is verified, as a booking needs, signed in for this request context; its email. */
export function signedInLearner(request: APIRequestContext, name = "learner", profile: { displayName?: string } = {}): Promise<string> {
  return signedInAccount(request, name, { ...profile, emailVerified: true });
}

/** A signed-in staff member for this request context, granted staff before signing in; their email. */
export function staffSession(
  request: APIRequestContext,
  profile: Omit<Parameters<typeof signedInAccount>[2], "staff"> = {},
): Promise<string> {
  return signedInAccount(request, "staff", { ...profile, staff: true });
}
