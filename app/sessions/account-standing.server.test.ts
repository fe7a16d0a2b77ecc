import { adminAuth } from "~/platform/firebase-admin.server";
import { withAuthEmulator } from "~tests/setup/auth-emulator";
import { accountStandingOf, accountStandingSchema, signInMethodsOf } from "./account-standing.server";

const emulator = withAuthEmulator();

/** An account made through the emulator's REST API, as the browser's SDK would: its uid. */
async function signUp(body: Record<string, unknown>, path = "accounts:signUp"): Promise<string> {
  const response = await fetch(`${emulator.origin}/identitytoolkit.googleapis.com/v1/${path}?key=demo-api-key`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ ...body, returnSecureToken: true }),
  });
  return ((await response.json()) as { localId: string }).localId;
}

/** The standing of an account as the emulator has it now. */
const accountStanding = async (uid: string) => accountStandingOf(await adminAuth().getUser(uid));

describe("accountStandingOf", () => {
  it("lists a password account's password, and Google once a Google sign-in of the same verified email joins it", async () => {
    const email = `standing-${crypto.randomUUID()}@example.com`;
    const uid = await signUp({ email, password: "correct horse" });
    const standing = await accountStanding(uid);
    expect(standing).toMatchObject({ staff: false, signInMethods: ["password"] });
    // When its tokens were last revoked (at sign-up, for an account never revoked since).
    expect(Math.abs(standing.tokensValidSinceMs! - Date.now())).toBeLessThan(60_000);
    // Kept as JSON in Redis: what is read back is what was written.
    expect(accountStandingSchema.parse(JSON.parse(JSON.stringify(standing)))).toEqual(standing);

    await adminAuth().updateUser(uid, { emailVerified: true });
    // The emulator's Google: an unsigned ID token with the claims Google would vouch for.
    const claims = { sub: crypto.randomUUID(), email, email_verified: true, name: "Grace Hopper" };
    const linked = await signUp(
      { postBody: `providerId=google.com&id_token=${encodeURIComponent(JSON.stringify(claims))}`, requestUri: "http://localhost" },
      "accounts:signInWithIdp",
    );
    expect(linked).toBe(uid);
    expect(await accountStanding(uid)).toMatchObject({ staff: false, signInMethods: ["password", "google.com"] });

    await adminAuth().setCustomUserClaims(uid, { admin: true });
    expect((await accountStanding(uid)).staff).toBe(true);
  });

  it("shows two-step sign-in by the last three digits of its phone, never the whole number", async () => {
    const uid = await signUp({ email: `two-step-${crypto.randomUUID()}@example.com`, password: "correct horse" });
    expect((await accountStanding(uid)).twoStep).toBeUndefined();
    await adminAuth().updateUser(uid, {
      emailVerified: true,
      multiFactor: { enrolledFactors: [{ uid: "phone-1", factorId: "phone", phoneNumber: "+447700900123", displayName: "Mobile phone" }] },
    });
    const standing = await accountStanding(uid);
    expect(standing.twoStep?.phoneEnding).toBe("123");
    expect(standing.emailVerified).toBe(true);
    expect(JSON.stringify(standing)).not.toContain("7700900");
  });

  it("is no staff member's while the account is disabled, whatever its claims", async () => {
    const uid = await signUp({ email: `disabled-${crypto.randomUUID()}@example.com`, password: "correct horse" });
    await adminAuth().setCustomUserClaims(uid, { admin: true });
    expect((await accountStanding(uid)).staff).toBe(true);
    await adminAuth().updateUser(uid, { disabled: true });
    expect((await accountStanding(uid)).staff).toBe(false);
  });
});

describe("signInMethodsOf", () => {
  it("names only the methods the site offers, in the page's order", () => {
    const info = (providerId: string) => ({ providerId }) as never;
    expect(signInMethodsOf({ providerData: [info("google.com"), info("phone"), info("password")] })).toEqual(["password", "google.com"]);
    expect(signInMethodsOf({ providerData: [] })).toEqual([]);
  });
});
