import { SubmitButton } from "~/sign-in/account-form";
import { m } from "~/i18n/paraglide/messages.js";
import { AuthPage } from "~/sign-in/auth-page";
import { useAuth } from "~/sign-in/auth-context";
import { authErrorCode } from "~/identity/auth-error-code";
import { forgotPasswordSchema } from "~/identity/auth-forms";
import { authPageLink } from "~/identity/auth-links";
import { rejectWithoutScript } from "~/identity/no-script-action.server";
import { forgotPasswordWords } from "~/identity/auth-page-words.server";
import { visitorsOnly } from "~/identity/session-middleware.server";
import { useAuthForm } from "~/sign-in/use-auth-form";
import { EmailField } from "~/components/forms/email-field";
import { loaderMeta } from "~/seo/loader-meta";
import type { Route } from "./+types/forgot-password";
import type { RouteHandle } from "~/types/route-handle";

/** Its form asks for the reset link through the identity provider's SDK in the browser (decision 24). */
export const handle: RouteHandle = { page: "personal", hydrate: true };

export const loader = visitorsOnly(
  () => ({ title: m.auth_forgot_title(), description: m.auth_forgot_description() }),
  forgotPasswordWords,
  { usual: () => m.auth_forgot_intro() },
);

export const action = ({ request }: Route.ActionArgs) => rejectWithoutScript({ "forgot-password": forgotPasswordSchema }, request);

export const meta = loaderMeta;

// Answers that say whether an account exists are treated as sent.
const revealsAccount = new Set(["auth/user-not-found", "auth/invalid-credential", "auth/invalid-email"]);

export default function ForgotPassword({ loaderData, actionData }: Route.ComponentProps) {
  // The SDK's client alone: the account page's other actions are no part of this page.
  const { authClient } = useAuth();
  const { errors, formError, busy, succeeded, onSubmit } = useAuthForm(
    "forgotPassword",
    async ({ email }) => {
      try {
        await (await authClient()).sendPasswordReset(email);
      } catch (error) {
        if (!revealsAccount.has(authErrorCode(error) ?? "")) throw error;
      }
    },
    actionData,
  );

  return (
    <AuthPage
      words={loaderData.words}
      intro={loaderData.intro}
      elsewhere={authPageLink("/login", loaderData.redirectTo)}
      onSubmit={onSubmit}
      error={formError}
      // The same words whether or not the email has an account, so nobody can find out which do.
      success={succeeded ? m.auth_forgot_sent() : null}
    >
      <EmailField error={errors.email} defaultValue={actionData?.values.email} />
      <SubmitButton busy={busy} busyLabel={m.auth_forgot_busy()} size="lg">
        {m.auth_forgot_submit()}
      </SubmitButton>
    </AuthPage>
  );
}
