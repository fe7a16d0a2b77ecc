import {
  getMultiFactorResolver,
  multiFactor,
  PhoneAuthProvider,
  PhoneMultiFactorGenerator,
  RecaptchaVerifier,
  type Auth,
  type MultiFactorError,
  type MultiFactorResolver,
  type PhoneInfoOptions,
  type PhoneMultiFactorInfo,
  type User,
  type UserCredential,
} from "firebase/auth";
import { createElement } from "react";
import { createRoot } from "react-dom/client";
import { authErrorCode } from "~/identity/auth-error-code";
import { CodePrompt } from "./code-prompt";

/**
 * Two-step sign-in by text message (Firebase multi-factor authentication with SMS), loaded only
 * when a sign-in needs its second step or the account page turns it on.
 */

/** An error with a code auth-errors.ts explains, or the server's own words (`said`). */
const failure = (code: string, said?: string) => Object.assign(new Error(said ?? code), { code, said });

/**
 * Whose tries a code is: a sign-in's pending credential (the identity provider's proof that the
 * password or Google was right), or, with none, the signed-in account turning two-step sign-in on.
 */
type CodeOwner = { pendingCredential?: string; signIn?: string };

/**
 * The pending credential of a sign-in's second step. The SDK keeps it in the resolver's session,
 * whose JSON form (the SDK's own, which it reads back with `fromJSON`) names it.
 */
function pendingCredentialOf(resolver: MultiFactorResolver): string {
  const saved = JSON.parse(JSON.stringify(resolver.session)) as { multiFactorSession?: { pendingCredential?: unknown } } | null;
  const credential = saved?.multiFactorSession?.pendingCredential;
  if (typeof credential !== "string") throw failure("auth/missing-multi-factor-session");
  return credential;
}

/** Asks the site before each code it sends or checks: its limit is shared by every instance (app/identity/code-attempts.server.ts). */
async function spendCodeAttempt(step: "send" | "check", owner: CodeOwner): Promise<void> {
  const response = await fetch("/auth/code-attempts", {
    method: "POST",
    credentials: "same-origin",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ step, ...owner }),
  }).catch(() => undefined);
  if (!response) throw failure("auth/network-request-failed");
  if (response.status === 429) {
    const answer = (await response.json().catch(() => undefined)) as { error?: string } | undefined;
    throw failure("auth/too-many-requests", answer?.error);
  }
  // Anything else the limit answers does not stand in the way: Firebase has its own.
}

/** Sends a code by text message; the identity provider's id for it. reCAPTCHA runs invisibly (a stand-in on the emulator). */
async function sendCode(auth: Auth, options: PhoneInfoOptions | string, owner: CodeOwner): Promise<string> {
  await spendCodeAttempt("send", owner);
  const holder = document.createElement("div");
  document.body.append(holder);
  const verifier = new RecaptchaVerifier(auth, holder, { size: "invisible" });
  try {
    return await new PhoneAuthProvider(auth).verifyPhoneNumber(options, verifier);
  } finally {
    verifier.clear();
    holder.remove();
  }
}

/** What the prompt says about a failure; a limit reached or a quota spent ends its tries. */
async function describe(error: unknown): Promise<{ message: string; final?: boolean }> {
  const { describeAuthError } = await import("~/identity/auth-errors");
  const code = authErrorCode(error);
  return { message: describeAuthError(error).message, final: code === "auth/too-many-requests" || code === "auth/quota-exceeded" };
}

/**
 * Opens the code prompt: it sends a code, then checks what is typed with `finish`, until one
 * succeeds (its result) or the person cancels (an error that says so).
 */
function promptForCode<T>(
  phone: string,
  send: () => Promise<string>,
  finish: (verificationId: string, code: string) => Promise<T>,
  owner: CodeOwner,
  { atSignIn = false } = {},
) {
  return new Promise<T>((resolve, reject) => {
    const holder = document.createElement("div");
    document.body.append(holder);
    const root = createRoot(holder);
    const close = () => {
      root.unmount();
      holder.remove();
    };
    let verificationId: string | null = null;
    let result: T;
    const sendOne = async () => {
      verificationId = await send();
    };
    const firstSend = sendOne();
    // Its failure is the prompt's to show, once it has opened: never an unhandled rejection meanwhile.
    firstSend.catch(() => undefined);
    root.render(
      createElement(CodePrompt, {
        phone,
        describe,
        firstSend,
        send: sendOne,
        check: async (code) => {
          if (!verificationId) throw failure("auth/missing-verification-id");
          await spendCodeAttempt("check", owner);
          result = await finish(verificationId, code);
        },
        onDone: () => {
          close();
          resolve(result);
        },
        onCancel: () => {
          close();
          reject(failure("auth/two-step-cancelled"));
        },
        // At sign-in, a passkey is the way in without a code (and without the code limit).
        onUsePasskey: atSignIn
          ? () => {
              close();
              reject(failure("auth/use-passkey"));
            }
          : undefined,
      }),
    );
  });
}

/** Whether an error is the identity provider asking for the second step. */
export const needsSecondFactor = (error: unknown) => authErrorCode(error) === "auth/multi-factor-auth-required";

/**
 * Finishes a sign-in (or a confirmation that it is you) that needs its second step: a code to the
 * phone the account enrolled. The site counts its tries by the sign-in's pending credential.
 */
export async function passSecondFactor(auth: Auth, error: unknown): Promise<UserCredential> {
  const resolver = getMultiFactorResolver(auth, error as MultiFactorError);
  const hint = resolver.hints.find((each): each is PhoneMultiFactorInfo => each.factorId === PhoneMultiFactorGenerator.FACTOR_ID);
  if (!hint) throw failure("auth/missing-multi-factor-info");
  // Each sign-in counts its own codes, as it does with Google's identity provider (code-attempts.server.ts).
  const owner = { pendingCredential: pendingCredentialOf(resolver), signIn: crypto.randomUUID() };
  return promptForCode(
    hint.phoneNumber,
    () => sendCode(auth, { multiFactorHint: hint, session: resolver.session }, owner),
    (verificationId, code) =>
      resolver.resolveSignIn(PhoneMultiFactorGenerator.assertion(PhoneAuthProvider.credential(verificationId, code))),
    owner,
    { atSignIn: true },
  );
}

/** Turns two-step sign-in on for `user`, whose sign-in is a moment old: a code to `phoneNumber`, then the phone is enrolled. */
export async function enrolPhone(auth: Auth, user: User, phoneNumber: string): Promise<void> {
  const session = await multiFactor(user).getSession();
  // No credential: the site counts the tries of the account signed in on this page.
  const owner = {};
  await promptForCode(
    phoneNumber,
    () => sendCode(auth, { phoneNumber, session }, owner),
    (verificationId, code) =>
      multiFactor(user).enroll(PhoneMultiFactorGenerator.assertion(PhoneAuthProvider.credential(verificationId, code)), "Mobile phone"),
    owner,
  );
}
