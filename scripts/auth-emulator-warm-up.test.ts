import { withAuthEmulator } from "../tests/setup/auth-emulator";
// @ts-expect-error: plain JavaScript, run before anything is built
import { warmUpAuthEmulator } from "./auth-emulator-warm-up.mjs";

describe("the auth emulator's warm-up", () => {
  const emulator = withAuthEmulator();

  /** The emails of the project's accounts. */
  async function accountEmails() {
    const answer = await fetch(`${emulator.origin}/identitytoolkit.googleapis.com/v1/projects/${emulator.projectId}/accounts:query`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: "Bearer owner" },
      body: JSON.stringify({ returnUserInfo: true }),
    });
    expect(answer.ok).toBe(true);
    const { userInfo = [] } = (await answer.json()) as { userInfo?: { email?: string }[] };
    return userInfo.map((user) => user.email);
  }

  it("goes through a visitor's first operations on the real emulator and leaves no account behind", async () => {
    // The run's emulator was warmed as it started; a second warm-up must pass all the same.
    const email = (await warmUpAuthEmulator(new URL(emulator.origin).host, emulator.projectId)) as string;
    expect(email).toMatch(/^warm-up-.+@example\.invalid$/);
    expect(await accountEmails()).not.toContain(email);
  });
});
