import { baseURL } from "../../../playwright.config";
import { leadFormFields } from "~tests/support/contact-form-post";
import { createAccount, keptEmail, signInWithPassword } from "../support/auth-emulator";
import { expect, expectConsoleErrors, test, waitForHydration } from "../support/fixtures";
import { passwordBox, submitLogin } from "../support/account-ui";
import { staffSession } from "../support/staff";

test.describe("deleting an account", () => {
  test("after the password again: the account goes, its leads stay without the link, and the visitor is told", async ({
    page,
    browser,
    consoleErrors,
    playwright,
  }) => {
    const account = { email: keptEmail("leaving"), password: "correct-horse-9", displayName: "Lena Leaving" };
    await createAccount(account);
    await page.goto("/login?redirectTo=%2Faccount");
    await submitLogin(page, account.email, account.password);
    await expect(page).toHaveURL(/\/account$/);

    // A lead sent while signed in is linked to the account.
    const sent = await page.request.post("/contact", {
      form: leadFormFields({
        name: "Lena Leaving",
        email: account.email,
        service: "ux-ui",
        message: "Please look at our onboarding flow, it loses half our sign-ups.",
      }),
    });
    const leadPage = async (email = account.email) => {
      const staff = await browser.newContext();
      await staffSession(staff.request);
      const list = await (await staff.request.get(`${baseURL}/admin?q=${encodeURIComponent(email)}`)).text();
      const id = /\/admin\/leads\/([0-9a-f-]{36})/.exec(list)![1];
      const html = await (await staff.request.get(`${baseURL}/admin/leads/${id}`)).text();
      await staff.close();
      return html;
    };
    expect(sent.status()).toBe(200);
    expect(await leadPage()).toContain("Sent while signed in");

    // A copy of the session cookie, as another tab or a stolen copy would have it.
    const copy = (await page.context().cookies()).find((cookie) => cookie.name === "__session")!;
    await waitForHydration(page);
    const panel = page.getByRole("region", { name: "Delete your account" });
    await passwordBox(panel, "Your password, to confirm").fill("not-my-password");
    await panel.getByRole("button", { name: "Delete my account" }).click();
    await expect(panel.getByText("That isn't your password.", { exact: false })).toBeVisible();
    // The identity provider's answer to the wrong password.
    expectConsoleErrors(consoleErrors, /status of 400/);
    await expect(signInWithPassword(account)).resolves.toHaveProperty("idToken");

    await passwordBox(panel, "Your password, to confirm").fill(account.password);
    await panel.getByRole("button", { name: "Delete my account" }).click();
    await expect(page).toHaveURL(/\/account\/deleted$/);
    await expect(page.getByRole("heading", { name: "Your account is deleted", level: 1 })).toBeVisible();
    await expect(signInWithPassword(account)).rejects.toThrow(/EMAIL_NOT_FOUND/);
    expect(await leadPage()).toContain("Sent without an account");

    // The copy is signed out at once (the account page had just checked it), and a lead sent
    // with it is not linked to the account deletion promised to unlink.
    const other = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { Cookie: `__session=${copy.value}` } });
    expect(await (await other.get("/")).text()).not.toContain("Lena Leaving");
    const copyEmail = `copy-${crypto.randomUUID()}@example.com`;
    const after = await other.post("/contact", {
      form: leadFormFields({ name: "Copy Cat", email: copyEmail, message: "Sent with a copy of a deleted account's cookie." }),
    });
    expect(after.status()).toBe(200);
    await other.dispose();
    expect(await leadPage(copyEmail)).toContain("Sent without an account");

    await page.goto("/account");
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Faccount$/);
  });

  test("is refused without a fresh sign-in by the same person, and from another site", async ({ request }) => {
    const account = { email: keptEmail("staying"), password: "correct-horse-9" };
    const { idToken } = await createAccount(account);
    // No session: refused, and the account stays.
    const alone = await request.delete("/auth/account", { headers: { Authorization: `Bearer ${idToken}`, Origin: baseURL } });
    expect(alone.status()).toBe(401);
    const foreign = await request.delete("/auth/account", {
      headers: { Authorization: `Bearer ${idToken}`, Origin: "https://evil.test" },
    });
    expect(foreign.status()).toBe(403);
    await expect(signInWithPassword(account)).resolves.toHaveProperty("idToken");
  });
});
