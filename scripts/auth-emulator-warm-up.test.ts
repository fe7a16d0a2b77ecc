import { adminAuth } from "~/platform/firebase-admin.server";
import { isNoSuchAccount } from "~/sessions/credential-errors";
import { withAuthEmulator } from "~tests/setup/auth-emulator";
// @ts-expect-error: plain JavaScript, run before anything is built
import { warmUpAuthEmulator } from "./auth-emulator-warm-up.mjs";

describe("the auth emulator's warm-up", () => {
  const emulator = withAuthEmulator();

  it("goes through a visitor's first operations on the real emulator and leaves no account behind", async () => {
    // The run's emulator was warmed as it started; a second warm-up must pass all the same.
    const email = (await warmUpAuthEmulator(new URL(emulator.origin).host, emulator.projectId)) as string;
    expect(email).toMatch(/^warm-up-.+@example\.invalid$/);
    await expect(adminAuth().getUserByEmail(email)).rejects.toSatisfy(isNoSuchAccount);
  });
});
