import { m } from "~/i18n/paraglide/messages.js";
import { describeAuthError, type AuthProblem } from "./auth-errors";
import { commonPassword } from "./auth-forms";
import { isCommonPassword } from "./common-passwords.server";
import { postToIdentityToolkit, type ToolkitAnswer } from "./identity-toolkit.server";

/**
 * Signing in and registering with an email and a password, done by the server through the
 * identity provider's REST API, for a browser whose scripts are off: the same calls its SDK
 * makes, and the same words for what goes wrong. The answer is an ID token to start a session
 * with, or the problem in plain words.
 */
export type PasswordAnswer = { ok: true; idToken: string } | { ok: false; problem: AuthProblem; status: number };

/** The REST API's refusals ("INVALID_LOGIN_CREDENTIALS", "WEAK_PASSWORD : …") as the SDK's codes, whose words we have. */
const codes: Record<string, string> = {
  INVALID_LOGIN_CREDENTIALS: "auth/invalid-login-credentials",
  EMAIL_NOT_FOUND: "auth/user-not-found",
  INVALID_PASSWORD: "auth/wrong-password",
  USER_DISABLED: "auth/user-disabled",
  TOO_MANY_ATTEMPTS_TRY_LATER: "auth/too-many-requests",
  EMAIL_EXISTS: "auth/email-already-in-use",
  WEAK_PASSWORD: "auth/weak-password",
  INVALID_EMAIL: "auth/invalid-email",
  MISSING_PASSWORD: "auth/missing-password",
  OPERATION_NOT_ALLOWED: "auth/operation-not-allowed",
};

export const twoStepNeedsScripts = () => m.auth_error_two_step_needs_scripts();

const unreachable = () => m.auth_error_unreachable();

function refusal(answer: Extract<ToolkitAnswer, { ok: false }>): PasswordAnswer {
  if (answer.status === 0) return { ok: false, problem: { message: unreachable() }, status: 503 };
  const code = codes[answer.message.split(" ")[0] ?? ""];
  const problem = describeAuthError({ code: code ?? `toolkit/${answer.message}` });
  const status = code === "auth/too-many-requests" ? 429 : code === "auth/operation-not-allowed" || !code ? 503 : 400;
  return { ok: false, problem, status };
}

function idTokenOf(body: unknown): string | undefined {
  const token = (body as { idToken?: unknown } | null)?.idToken;
  return typeof token === "string" && token !== "" ? token : undefined;
}

/** Checks an email and a password; an account with two-step sign-in is told to use the script path. */
export async function signInWithPassword(email: string, password: string): Promise<PasswordAnswer> {
  const answer = await postToIdentityToolkit("accounts:signInWithPassword", { email, password, returnSecureToken: true });
  if (!answer.ok) return refusal(answer);
  if ((answer.body as { mfaPendingCredential?: unknown }).mfaPendingCredential) {
    return { ok: false, problem: { message: twoStepNeedsScripts() }, status: 409 };
  }
  const idToken = idTokenOf(answer.body);
  return idToken ? { ok: true, idToken } : { ok: false, problem: { message: unreachable() }, status: 503 };
}

/** Creates an account with its name (and photo), and answers a token that carries them: a sign-in made after they were set. */
export async function registerWithPassword(account: {
  email: string;
  password: string;
  displayName: string;
  photoURL?: string;
}): Promise<PasswordAnswer> {
  // The browser asks the same list before it creates an account itself (auth-forms.ts).
  if (isCommonPassword(account.password)) return { ok: false, problem: { field: "password", message: commonPassword() }, status: 400 };
  const created = await postToIdentityToolkit("accounts:signUp", {
    email: account.email,
    password: account.password,
    returnSecureToken: true,
  });
  if (!created.ok) return refusal(created);
  const idToken = idTokenOf(created.body);
  if (!idToken) return { ok: false, problem: { message: unreachable() }, status: 503 };
  const named = await postToIdentityToolkit("accounts:update", {
    idToken,
    displayName: account.displayName,
    ...(account.photoURL ? { photoUrl: account.photoURL } : {}),
  });
  // The account exists either way: without its name (the update failed), the session starts on the first token.
  if (!named.ok) return { ok: true, idToken };
  const signedIn = await signInWithPassword(account.email, account.password);
  return signedIn.ok ? signedIn : { ok: true, idToken };
}
