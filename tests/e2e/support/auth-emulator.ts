import { randomUUID } from "node:crypto";
import { authEmulator } from "../../../playwright.config";

/**
 * The browser tests' Firebase Auth emulator, driven over its REST API: set up accounts fast,
 * wipe them between tests, and read the "emails" it would have sent.
 */
export const emulatorOrigin = `http://127.0.0.1:${authEmulator.port}`;
const projectId = authEmulator.projectId;
const emulatorAPI = `${emulatorOrigin}/emulator/v1/projects/${projectId}`;
const identityToolkit = `${emulatorOrigin}/identitytoolkit.googleapis.com/v1`;
// The emulator accepts any API key; "owner" is its stand-in for admin credentials.
const apiKey = "demo-api-key";
const json = { "Content-Type": "application/json" };

export type OobCode = {
  email: string;
  oobCode: string;
  oobLink: string;
  requestType: "PASSWORD_RESET" | "VERIFY_EMAIL" | (string & {});
};

export type EmulatorAccount = {
  localId: string;
  email?: string;
  displayName?: string;
  photoUrl?: string;
};

async function call<T>(url: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(url, init);
  const text = await response.text();
  if (!response.ok) {
    throw new Error(`${init.method ?? "GET"} ${url} answered ${response.status}: ${text}`);
  }
  return (text ? JSON.parse(text) : {}) as T;
}

/**
 * The accounts of a spec that shares this emulator with accounts.spec.ts while it runs (the
 * site behind nginx, in another worker): clearAccounts leaves them and listAccounts does not
 * show them, so neither spec sees the other's accounts, or loses its own mid-test.
 */
const keptDomain = "@kept-between-tests.example";

/** A new email address in the kept domain. */
export function keptEmail(name: string): string {
  return `${name}-${randomUUID()}${keptDomain}`;
}

const isKept = (account: EmulatorAccount) => account.email?.endsWith(keptDomain) ?? false;

/** Deletes every account but the kept ones. */
export async function clearAccounts(): Promise<void> {
  const localIds = (await queryAccounts()).filter((account) => !isKept(account)).map((account) => account.localId);
  if (localIds.length === 0) return;
  await call(`${identityToolkit}/projects/${projectId}/accounts:batchDelete`, {
    method: "POST",
    headers: { ...json, Authorization: "Bearer owner" },
    body: JSON.stringify({ localIds, force: true }),
  });
}

/** Creates an email/password account directly, without the site's register page. */
export async function createAccount(account: { email: string; password: string; displayName?: string }) {
  const made = await call<{ localId: string; email: string; idToken: string; displayName?: string }>(
    `${identityToolkit}/accounts:signUp?key=${apiKey}`,
    { method: "POST", headers: json, body: JSON.stringify({ ...account, returnSecureToken: true }) },
  );
  // The emulator stamps a new account's sign-in (auth_time) before it hashes the password, and its
  // "tokens valid since" after, both in whole seconds: when a second begins in between, the
  // sign-up's own token reads as revoked (CI saw auth/id-token-revoked). The token says so by
  // being issued in a later second than its sign-in; a sign-in made after that never is, as the
  // site's own sign-up does (app/sign-in/firebase-auth.client.ts).
  const { auth_time: signedInAt, iat: issuedAt } = JSON.parse(Buffer.from(made.idToken.split(".")[1]!, "base64url").toString()) as {
    auth_time: number;
    iat: number;
  };
  if (issuedAt > signedInAt) return { ...made, idToken: (await signInWithPassword(account)).idToken };
  return made;
}

async function queryAccounts(): Promise<EmulatorAccount[]> {
  const result = await call<{ userInfo?: EmulatorAccount[] }>(`${identityToolkit}/projects/${projectId}/accounts:query`, {
    method: "POST",
    headers: { ...json, Authorization: "Bearer owner" },
    body: JSON.stringify({ returnUserInfo: true }),
  });
  return result.userInfo ?? [];
}

/** Every account the emulator holds, but the kept ones. */
export async function listAccounts(): Promise<EmulatorAccount[]> {
  return (await queryAccounts()).filter((account) => !isKept(account));
}

/** The account with this email, or undefined. */
export async function findAccount(email: string): Promise<EmulatorAccount | undefined> {
  const accounts = await listAccounts();
  return accounts.find((account) => account.email === email.toLowerCase());
}

/** The out-of-band codes (password reset and verification "emails") sent so far. */
export async function oobCodes(): Promise<OobCode[]> {
  const result = await call<{ oobCodes?: OobCode[] }>(`${emulatorAPI}/oobCodes`);
  return result.oobCodes ?? [];
}

/** The codes of one kind sent to one email address, oldest first. */
export async function oobCodesFor(email: string, requestType: OobCode["requestType"]): Promise<OobCode[]> {
  return (await oobCodes()).filter((code) => code.email === email.toLowerCase() && code.requestType === requestType);
}

/** Does what the password reset link's page would: sets a new password with the code. */
export async function resetPassword(oobCode: string, newPassword: string): Promise<void> {
  await call(`${identityToolkit}/accounts:resetPassword?key=${apiKey}`, {
    method: "POST",
    headers: json,
    body: JSON.stringify({ oobCode, newPassword }),
  });
}

/** Changes an account's name or photo, as the account page would through the SDK. */
export async function updateProfile(idToken: string, profile: { displayName?: string; photoUrl?: string }): Promise<void> {
  await call(`${identityToolkit}/accounts:update?key=${apiKey}`, {
    method: "POST",
    headers: json,
    body: JSON.stringify({ idToken, ...profile }),
  });
}

/** Signs in with email and password, as the login page would: a fresh ID token with the account's current details. */
export async function signInWithPassword(account: { email: string; password: string }) {
  return call<{ idToken: string }>(`${identityToolkit}/accounts:signInWithPassword?key=${apiKey}`, {
    method: "POST",
    headers: json,
    body: JSON.stringify({ ...account, returnSecureToken: true }),
  });
}

/** The providers an account signs in with ("password", "google.com"), by email, kept accounts included. */
export async function providersOf(email: string): Promise<string[] | undefined> {
  const accounts = (await queryAccounts()) as (EmulatorAccount & { providerUserInfo?: { providerId: string }[] })[];
  const account = accounts.find((candidate) => candidate.email === email.toLowerCase());
  return account && (account.providerUserInfo ?? []).map((info) => info.providerId).sort();
}

/** The uid of the account with this email, kept accounts included. */
export async function uidOf(email: string): Promise<string | undefined> {
  return (await queryAccounts()).find((candidate) => candidate.email === email.toLowerCase())?.localId;
}

/** Changes an account as firebase-admin would: the emulator takes "owner" for admin credentials. */
async function updateAccount(localId: string, fields: Record<string, unknown>): Promise<void> {
  await call(`${identityToolkit}/projects/${projectId}/accounts:update`, {
    method: "POST",
    headers: { ...json, Authorization: "Bearer owner" },
    body: JSON.stringify({ localId, ...fields }),
  });
}

/** Marks an account's email as verified, as following its verification link would. */
export async function markEmailVerified(localId: string): Promise<void> {
  await updateAccount(localId, { emailVerified: true });
}

/**
 * Makes an account staff as `npm run admin -- grant` does (the custom claim `admin: true`), in
 * one call to the emulator: for the tests that need a member of staff and are not about the
 * command, which starts a TypeScript process per grant (the staff specs test the command).
 */
export async function grantStaffClaim(localId: string): Promise<void> {
  await updateAccount(localId, { customAttributes: JSON.stringify({ admin: true }) });
}

/** Makes an account an editor as `npm run admin -- grant <email> editor` does (the custom claim `editor: true`). */
export async function grantEditorClaim(localId: string): Promise<void> {
  await updateAccount(localId, { customAttributes: JSON.stringify({ editor: true }) });
}

/**
 * Adds Google to a password account, as a Google sign-in of the same verified address does: the
 * emulator's Google is an unsigned ID token with the claims Google would vouch for.
 */
export async function linkGoogle(localId: string, email: string): Promise<void> {
  await markEmailVerified(localId);
  const claims = { sub: randomUUID(), email, email_verified: true, name: "Linked Google" };
  const linked = await call<{ localId: string }>(`${identityToolkit}/accounts:signInWithIdp?key=${apiKey}`, {
    method: "POST",
    headers: json,
    body: JSON.stringify({
      postBody: `providerId=google.com&id_token=${encodeURIComponent(JSON.stringify(claims))}`,
      requestUri: "http://localhost",
      returnSecureToken: true,
    }),
  });
  if (linked.localId !== localId) throw new Error(`Google signed in to another account (${linked.localId}), not ${localId}`);
}

/** Turns two-step sign-in on for an account, as the account page would after a code: its phone enrolled. */
export async function enrolPhone(localId: string, phoneNumber: string): Promise<void> {
  await updateAccount(localId, {
    emailVerified: true,
    mfa: { enrollments: [{ mfaEnrollmentId: randomUUID(), phoneInfo: phoneNumber, displayName: "Mobile phone" }] },
  });
}

/** The phones an account has enrolled for two-step sign-in, by email, kept accounts included. */
export async function enrolledPhonesOf(email: string): Promise<string[]> {
  const accounts = (await queryAccounts()) as (EmulatorAccount & { mfaInfo?: { phoneInfo?: string }[] })[];
  const account = accounts.find((candidate) => candidate.email === email.toLowerCase());
  return (account?.mfaInfo ?? []).map((info) => info.phoneInfo ?? "");
}

/**
 * The text messages' codes sent to a phone, oldest first: what the emulator would have texted
 * for two-step sign-in (GET …/verificationCodes).
 */
export async function textedCodes(phoneNumber: string): Promise<string[]> {
  const result = await call<{ verificationCodes?: { phoneNumber: string; code: string }[] }>(`${emulatorAPI}/verificationCodes`);
  return (result.verificationCodes ?? []).filter((each) => each.phoneNumber === phoneNumber).map((each) => each.code);
}

/** The providers an account signs in with, by its uid (the emulator forgets the email when the password goes). */
export async function providersOfAccount(localId: string): Promise<string[] | undefined> {
  const accounts = (await queryAccounts()) as (EmulatorAccount & { providerUserInfo?: { providerId: string }[] })[];
  const account = accounts.find((candidate) => candidate.localId === localId);
  return account && (account.providerUserInfo ?? []).map((info) => info.providerId).sort();
}

/** A new account in the kept domain, named `name` (its email made from the name): its email, name and uid. */
export async function namedAccount(name: string, password: string) {
  const email = keptEmail(name.toLowerCase().replace(/\W+/g, "-"));
  const { localId } = await createAccount({ email, password, displayName: name });
  return { email, name, displayName: name, uid: localId };
}

/** An account by its uid, kept accounts included, with whether its email is verified. */
export async function findAccountByUid(localId: string): Promise<(EmulatorAccount & { emailVerified?: boolean }) | undefined> {
  return (await queryAccounts()).find((candidate) => candidate.localId === localId);
}
