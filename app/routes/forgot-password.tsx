import { SubmitButton } from "~/sign-in/account-form";
import { AuthPage } from "~/sign-in/auth-page";
import { useAuth } from "~/sign-in/auth-context";
import { authErrorCode } from "~/identity/auth-error-code";
import { forgotPasswordSchema } from "~/identity/auth-forms";
import { authPageLink } from "~/identity/auth-links";
import { rejectWithoutScript } from "~/identity/no-script-action.server";
import { visitorsOnly } from "~/identity/session-middleware.server";
import { useAuthForm } from "~/sign-in/use-auth-form";
import { EmailField } from "~/components/forms/email-field";
import { loaderMeta } from "~/seo/loader-meta";
import type { Route } from "./+types/forgot-password";
import type { RouteHandle } from "~/types/route-handle";

/** Its form asks for the reset link through the identity provider's SDK in the browser (decision 24). */
export const handle: RouteHandle = { page: "personal", hydrate: true };

export const loader = visitorsOnly({
  title: "Reset your password",
  description: "Get a link to choose a new password for your Brightline Digital account.",
});

export const action = ({ request }: Route.ActionArgs) => rejectWithoutScript({ "forgot-password": forgotPasswordSchema }, request);

export const meta = loaderMeta;

/** The same words whether or not the email has an account, so nobody can find out which do. */
const NEUTRAL_RESET_MESSAGE =
  "If an account uses that email, we've sent it a link to choose a new password. It can take a few minutes; check your spam folder too.";

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
      heading="Reset your password"
      intro="Enter the email you signed up with and we'll send you a link to choose a new password."
      elsewhere={{ prompt: "Remembered it?", to: authPageLink("/login", loaderData.redirectTo), label: "Log in" }}
      onSubmit={onSubmit}
      error={formError}
      success={succeeded ? NEUTRAL_RESET_MESSAGE : null}
    >
      <EmailField error={errors.email} defaultValue={actionData?.values.email} />
      <SubmitButton busy={busy} busyLabel="Sending…" size="lg">
        Send reset link
      </SubmitButton>
    </AuthPage>
  );
}
