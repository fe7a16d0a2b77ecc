import type { Page } from "@playwright/test";

export type GoogleAccount = { email: string; displayName: string };

/** On the emulator's Google page: a new Google account, or one it already knows. */
export async function chooseGoogleAccount(google: Page, account: GoogleAccount, { unverifiedEmail = false } = {}) {
  await google.waitForLoadState();
  const known = google.getByText(account.email, { exact: false });
  if (await known.count()) {
    await known.first().click();
    return;
  }
  if (unverifiedEmail) {
    // The emulator's page always vouches for the email; a Google account whose email Google has
    // not verified is what makes Firebase ask for the other sign-in first.
    await google.evaluate(() => {
      const page = window as unknown as { createFakeClaims: (info: unknown) => string };
      const vouched = page.createFakeClaims;
      page.createFakeClaims = (info) =>
        encodeURIComponent(JSON.stringify({ ...JSON.parse(decodeURIComponent(vouched(info))), email_verified: false }));
    });
  }
  await google.getByText("Add new account").click();
  await google.locator("#email-input").fill(account.email);
  await google.locator("#display-name-input").fill(account.displayName);
  await google.getByRole("button", { name: /Sign in with Google/i }).click();
}
