import { UnsecuredJWT } from "jose";
import { emulatorSessionClaims } from "./emulator-session.server";
import { isRejectedCredential } from "./credential-errors";

const now = Math.floor(Date.now() / 1000);
const claims = {
  iss: "https://session.firebase.google.com/demo-x",
  aud: "demo-x",
  sub: "ada",
  auth_time: now - 60,
  iat: now - 60,
  exp: now + 3600,
};
const cookie = (overrides: Record<string, unknown> = {}) => new UnsecuredJWT({ ...claims, ...overrides }).encode();

function codeOf(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    expect(isRejectedCredential(error)).toBe(true);
    return (error as { code: string }).code;
  }
  return undefined;
}

describe("emulatorSessionClaims", () => {
  it("reads the claims of the emulator's session cookie, with the uid", () => {
    expect(emulatorSessionClaims(cookie(), "demo-x")).toMatchObject({ uid: "ada", sub: "ada", auth_time: now - 60 });
  });

  it("rejects an expired cookie as expired, and one for another project, issuer or without a subject as invalid", () => {
    expect(codeOf(() => emulatorSessionClaims(cookie({ exp: now - 1 }), "demo-x"))).toBe("auth/session-cookie-expired");
    expect(codeOf(() => emulatorSessionClaims(cookie(), "demo-other"))).toBe("auth/argument-error");
    expect(codeOf(() => emulatorSessionClaims(cookie({ iss: "https://securetoken.google.com/demo-x" }), "demo-x"))).toBe(
      "auth/argument-error",
    );
    expect(codeOf(() => emulatorSessionClaims(cookie({ sub: "" }), "demo-x"))).toBe("auth/argument-error");
    expect(codeOf(() => emulatorSessionClaims(cookie({ auth_time: undefined }), "demo-x"))).toBe("auth/argument-error");
    expect(codeOf(() => emulatorSessionClaims("not a token", "demo-x"))).toBe("auth/argument-error");
  });
});
