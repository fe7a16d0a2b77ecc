import { site } from "~/config/site";
import { authErrorCode } from "./auth-error-code";
import { describeAuthError, type AuthProblem } from "./auth-errors";
import { inLocale } from "~/i18n/request-locale.server";

/** What the Firebase SDK throws: an Error with a `code` such as "auth/wrong-password". */
function firebaseError(code: string) {
  return Object.assign(new Error(`Firebase: Error (${code}).`), { name: "FirebaseError", code });
}

function problemFor(code: string, log: (line: string) => void = vi.fn()): AuthProblem {
  return describeAuthError(firebaseError(code), log);
}

const UNAVAILABLE = "Signing in isn't available right now. We've been told and are fixing it. Please try again later.";
const GENERIC = "Something went wrong. Please try again.";

describe("authErrorCode", () => {
  it("reads the code of a FirebaseError-like value", () => {
    expect(authErrorCode(firebaseError("auth/wrong-password"))).toBe("auth/wrong-password");
    expect(authErrorCode({ code: "auth/timeout" })).toBe("auth/timeout");
  });

  it("returns null for anything without a string code", () => {
    expect(authErrorCode(new Error("boom"))).toBeNull();
    expect(authErrorCode({ code: 42 })).toBeNull();
    expect(authErrorCode("auth/wrong-password")).toBeNull();
    expect(authErrorCode(null)).toBeNull();
    expect(authErrorCode(undefined)).toBeNull();
  });
});

describe("describeAuthError", () => {
  it("gives the site's own words as they are, beside the field the server named when it is one of the forms'", () => {
    const refusal = (field: unknown) => Object.assign(new Error("x"), { said: "That file is not a photo we can use.", field });
    expect(describeAuthError(refusal("photo"))).toEqual({ message: "That file is not a photo we can use.", field: "photo" });
    expect(describeAuthError(refusal("somewhereElse"))).toEqual({ message: "That file is not a photo we can use." });
    expect(describeAuthError(refusal(undefined))).toEqual({ message: "That file is not a photo we can use." });
  });

  describe("wrong credentials never reveal which part was wrong", () => {
    it.each(["wrong-password", "user-not-found", "invalid-credential", "invalid-login-credentials"])("%s", (name) => {
      const problem = problemFor(`auth/${name}`);
      expect(problem).toEqual({ message: "Email or password is incorrect." });
      expect(problem.message).not.toContain("auth/");
    });
  });

  // Each expected code, its exact words, and the field they sit beside.
  const cases: [code: string, expected: AuthProblem][] = [
    [
      "email-already-in-use",
      {
        field: "email",
        message: "An account with this email already exists. Log in, or reset your password if you've forgotten it.",
      },
    ],
    ["weak-password", { field: "password", message: "Choose a longer password: at least 8 characters." }],
    ["invalid-email", { field: "email", message: "Enter a valid email address, like name@example.com." }],
    ["missing-password", { field: "password", message: "Enter your password." }],
    ["too-many-requests", { message: "Too many attempts in a short time. Wait a few minutes and try again, or reset your password." }],
    ["network-request-failed", { message: "We couldn't reach the sign-in service. Check your connection and try again." }],
    ["user-disabled", { message: `This account has been switched off. Write to ${site.contactEmail} and we'll help you sort it out.` }],
    [
      "requires-recent-login",
      { field: "currentPassword", message: "For your security, enter your current password again to confirm it's you." },
    ],
    ["timeout", { message: "The sign-in service took too long to answer. Check your connection and try again." }],
    [
      "web-storage-unsupported",
      {
        message:
          "Your browser is blocking the storage that signing in needs. Allow cookies and site data for this site, or leave private mode, then try again.",
      },
    ],
    ["popup-blocked", { message: "Your browser blocked the sign-in window. Allow pop-ups for this site and try again." }],
    ["popup-closed-by-user", { message: "The sign-in window closed before you finished. Try again when you're ready." }],
    ["cancelled-popup-request", { message: "Only one sign-in window can be open at a time. Close the others and try again." }],
    [
      "account-exists-with-different-credential",
      {
        message:
          "This email already has an account here, with a password. Log in with your password once, and Google is added to the account: from then on you can use either.",
      },
    ],
    [
      "credential-already-in-use",
      { message: "That Google account already belongs to another account here. Log in with Google to use that one instead." },
    ],
    ["redirect-unfinished", { message: "Your Google sign-in didn't finish. Try again, or log in with your email and password." }],
    ["user-mismatch", { message: "That was a different Google account. Choose the one you signed up with to confirm it's you." }],
    ["argument-error", { message: "Something went wrong while signing in. Reload the page and try again." }],
    ["invalid-auth-event", { message: "Signing in was interrupted. Reload the page and try again." }],
    ["missing-multi-factor-info", { message: "We couldn't finish the second sign-in step. Log in again from the start." }],
    // The emulator never expires a code nor limits tries: these are Firebase's answers to both.
    ["code-expired", { message: "That code has expired. Choose “Send a new code” and enter the new one within a few minutes." }],
    ["invalid-verification-code", { message: "That code isn't right. Check the text message and try again." }],
    ["invalid-phone-number", { field: "phoneNumber", message: "Enter a mobile number with its country code, like +44 7700 900123." }],
    ["quota-exceeded", { message: "We can't send text messages just now. Please try again later." }],
    ["internal-error", { message: "Something went wrong on our side. Please try again in a moment." }],
    ["expired-action-code", { message: "This password reset link has expired or has already been used. Ask for a new one." }],
    ["invalid-action-code", { message: "This password reset link has expired or has already been used. Ask for a new one." }],
    ["user-token-expired", { message: "Your session has ended. Log in again to carry on." }],
  ];

  describe.each(cases)("%s", (name, expected) => {
    it("has plain words and the right field", () => {
      const log = vi.fn();
      const problem = problemFor(`auth/${name}`, log);
      expect(problem).toEqual(expected);
      expect(problem.message).not.toContain("auth/");
      expect(log).not.toHaveBeenCalled();
    });

    it("accepts the code without its auth/ prefix", () => {
      expect(describeAuthError({ code: name }, vi.fn())).toEqual(expected);
    });
  });

  it("mentions the contact address when the account is switched off", () => {
    expect(problemFor("auth/user-disabled").message).toContain("hello@brightline.digital");
  });

  it("suggests resetting the password after too many attempts", () => {
    expect(problemFor("auth/too-many-requests").message).toMatch(/wait.*reset your password/i);
  });

  describe("configuration errors tell the owner what to fix, and the visitor only that we know", () => {
    const fixes: [code: string, fix: RegExp][] = [
      ["unauthorized-domain", /add this site's domain to the Firebase project's Authorized domains under Authentication > Settings/],
      ["invalid-api-key", /check that FIREBASE_API_KEY matches .*the web app's config in the Firebase console/],
      ["auth-domain-config-required", /set FIREBASE_AUTH_DOMAIN/],
      ["operation-not-allowed", /enable it under Authentication > Sign-in method .*or unset FIREBASE_GOOGLE_SIGN_IN/],
    ];

    it.each(fixes)("%s", (name, fix) => {
      const log = vi.fn();
      const problem = problemFor(`auth/${name}`, log);
      expect(problem).toEqual({ message: UNAVAILABLE });
      expect(problem.message).not.toMatch(/firebase|domain|api key|settings/i);
      expect(log).toHaveBeenCalledTimes(1);
      expect(log).toHaveBeenCalledWith(expect.stringMatching(fix));
    });

    it("logs with console.error when no log is given", () => {
      const error = vi.spyOn(console, "error").mockImplementation(() => {});
      expect(describeAuthError(firebaseError("auth/invalid-api-key")).message).toBe(UNAVAILABLE);
      expect(error).toHaveBeenCalledWith(expect.stringContaining("FIREBASE_API_KEY"));
    });
  });

  describe("anything else", () => {
    it("gives generic words for an unknown code and logs the code", () => {
      const log = vi.fn();
      expect(problemFor("auth/quota-exceeded-for-something-new", log)).toEqual({ message: GENERIC });
      expect(log).toHaveBeenCalledTimes(1);
      expect(log).toHaveBeenCalledWith(expect.stringContaining("auth/quota-exceeded-for-something-new"));
    });

    it("gives generic words for an error that isn't from Firebase and logs its message", () => {
      const log = vi.fn();
      expect(describeAuthError(new TypeError("Failed to fetch dynamically imported module"), log)).toEqual({
        message: GENERIC,
      });
      expect(log).toHaveBeenCalledWith(expect.stringContaining("Failed to fetch dynamically imported module"));
    });

    it("copes with values that aren't errors at all", () => {
      const log = vi.fn();
      expect(describeAuthError(undefined, log)).toEqual({ message: GENERIC });
      expect(describeAuthError("boom", log)).toEqual({ message: GENERIC });
      expect(log).toHaveBeenLastCalledWith(expect.stringContaining("boom"));
    });

    it("doesn't treat names inherited by every object as codes", () => {
      expect(describeAuthError({ code: "auth/constructor" }, vi.fn())).toEqual({ message: GENERIC });
      expect(describeAuthError({ code: "toString" }, vi.fn())).toEqual({ message: GENERIC });
    });
  });

  it("never shows a raw auth/ code to the visitor", () => {
    const names = [
      ...cases.map(([name]) => name),
      "wrong-password",
      "unauthorized-domain",
      "invalid-api-key",
      "auth-domain-config-required",
      "something-unknown",
    ];
    for (const name of names) {
      const { message } = problemFor(`auth/${name}`);
      expect(message).not.toContain("auth/");
      expect(message).not.toContain("!");
    }
  });
});

describe("describeAuthError in German", () => {
  it("says every known problem in the page's language, beside the same field, with the owner's line still English", () => {
    const log = vi.fn();
    const english = describeAuthError(firebaseError("auth/email-already-in-use"), log);
    const german = inLocale("de", () => describeAuthError(firebaseError("auth/email-already-in-use"), log));
    expect(german).toEqual({
      field: "email",
      message:
        "Zu dieser E-Mail-Adresse gibt es schon ein Konto. Melden Sie sich an, oder setzen Sie Ihr Passwort zurück, falls Sie es vergessen haben.",
    });
    expect(german.field).toBe(english.field);

    inLocale("de", () => describeAuthError(firebaseError("auth/invalid-api-key"), log));
    expect(log).toHaveBeenLastCalledWith(expect.stringMatching(/^Firebase Auth rejected the API key/));
    expect(inLocale("de", () => describeAuthError(firebaseError("auth/user-disabled"), log)).message).toContain(site.contactEmail);
  });

  it("asks a signed-in person for their own password again in German", () => {
    expect(inLocale("de", () => describeAuthError(firebaseError("auth/wrong-password"), vi.fn(), { currentPassword: true }))).toEqual({
      field: "currentPassword",
      message:
        "Das ist nicht Ihr Passwort. Versuchen Sie es noch einmal, oder setzen Sie es auf der Anmeldeseite zurück, falls Sie es vergessen haben.",
    });
  });
});
