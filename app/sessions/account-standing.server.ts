import type { UserRecord } from "firebase-admin/auth";
import { z } from "zod";
import type { SignInMethod } from "~/types/sign-in-method";

/**
 * What personal pages need from the identity provider's record of an account, read from one
 * lookup and kept as a short-lived copy beside the revocation check (app/sessions/revocation.server.ts):
 * plain JSON, so every instance can share it through Redis.
 */
export const accountStandingSchema = z.object({
  /** Custom claim `admin: true` on an enabled account: the staff pages open. */
  staff: z.boolean(),
  /** Custom claim `editor: true` on an enabled account: the content studio opens, and nothing else of the staff pages. */
  editor: z.boolean().default(false),
  signInMethods: z.array(z.enum(["password", "google.com"])),
  /** As the identity provider has it: a session's claims lag behind a verification. */
  emailVerified: z.boolean(),
  email: z.string().nullable(),
  name: z.string().nullable(),
  /** When the person's tokens were last revoked (a password change, "log out of every device"), in ms; sessions signed in before it no longer count. */
  tokensValidSinceMs: z.number().nullable(),
  /** The Google account's address, when Google is linked (it may differ from the account's). */
  googleEmail: z.string().optional(),
  /** Two-step sign-in, when on: the last digits of the phone the codes go to, and since when (ms). */
  twoStep: z.object({ phoneEnding: z.string(), sinceMs: z.number().nullable() }).optional(),
});
export type AccountStanding = z.infer<typeof accountStandingSchema>;

/** The last three digits of a phone number: enough for its owner to know it, too few for anyone else to use. */
export function phoneEnding(phoneNumber: string): string {
  return phoneNumber.replace(/\D/g, "").slice(-3);
}

/** The ways an account can sign in that the site offers, in the order the page lists them. */
export function signInMethodsOf(user: Pick<UserRecord, "providerData">): SignInMethod[] {
  const providers = new Set(user.providerData.map((info) => info.providerId));
  return (["password", "google.com"] as const).filter((method) => providers.has(method));
}

/** The staff rule, on an account's record: the claim, and the account enabled. */
export function isStaffRecord(user: Pick<UserRecord, "customClaims" | "disabled">): boolean {
  return user.customClaims?.admin === true && !user.disabled;
}

/** The editor rule, on an account's record: the claim, and the account enabled. */
export function isEditorRecord(user: Pick<UserRecord, "customClaims" | "disabled">): boolean {
  return user.customClaims?.editor === true && !user.disabled;
}

/** The standing of an account, from its record as firebase-admin's getUser returns it. */
export function accountStandingOf(user: UserRecord): AccountStanding {
  const phone = user.multiFactor?.enrolledFactors.find((factor) => factor.factorId === "phone") as
    { phoneNumber?: string; enrollmentTime?: string } | undefined;
  const googleEmail = user.providerData.find((info) => info.providerId === "google.com")?.email;
  return {
    staff: isStaffRecord(user),
    editor: isEditorRecord(user),
    signInMethods: signInMethodsOf(user),
    emailVerified: user.emailVerified,
    email: user.email ?? null,
    name: user.displayName ?? null,
    tokensValidSinceMs: user.tokensValidAfterTime ? Date.parse(user.tokensValidAfterTime) : null,
    ...(googleEmail && { googleEmail }),
    ...(phone?.phoneNumber && {
      twoStep: { phoneEnding: phoneEnding(phone.phoneNumber), sinceMs: phone.enrollmentTime ? Date.parse(phone.enrollmentTime) : null },
    }),
  };
}
