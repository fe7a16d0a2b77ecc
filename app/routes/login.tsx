import { Link } from "react-router";
import { SubmitButton } from "~/auth/account-form";
import { useAuth } from "~/auth/auth-context";
import { loginSchema } from "~/auth/auth-forms";
import { authPageLink } from "~/auth/auth-links";
import { AuthPage } from "~/auth/auth-page";
import { rejectWithoutScript } from "~/auth/no-script-action.server";
import { visitorsOnly } from "~/auth/session-middleware.server";
import { useSessionForm } from "~/auth/use-session-form";
import { EmailField } from "~/components/forms/email-field";
import { PasswordField } from "~/components/forms/password-field";
import { loaderMeta } from "~/seo/loader-meta";
import type { Route } from "./+types/login";
import type { PageHandle } from "~/page-scripts/page-handle";

/** Its form signs in through the identity provider's SDK in the browser (decision 24). */
export const handle: PageHandle = { page: "personal", hydrate: true };

export const loader = visitorsOnly({
  title: "Log in",
  description: "Log in to your Brightline Digital account to enrol in courses and manage your profile.",
});

export const action = ({ request }: Route.ActionArgs) => rejectWithoutScript({ login: loginSchema }, request);

export const meta = loaderMeta;

export default function Login({ loaderData: { redirectTo }, actionData }: Route.ComponentProps) {
  const { signIn } = useAuth();
  const { errors, formError, busy, onSubmit } = useSessionForm(
    "login",
    ({ email, password }) => signIn(email, password),
    redirectTo,
    actionData,
  );

  return (
    <AuthPage
      heading="Log in"
      intro="Welcome back. Log in to enrol in courses and manage your profile."
      elsewhere={{ prompt: "New here?", to: authPageLink("/register", redirectTo), label: "Create an account" }}
      onSubmit={onSubmit}
      error={formError}
    >
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <EmailField error={errors.email} defaultValue={actionData?.values.email} />
      <PasswordField name="password" label="Password" autoComplete="current-password" required error={errors.password} />
      <div className="flex flex-wrap items-center justify-between gap-4">
        <SubmitButton busy={busy} busyLabel="Logging in…" size="lg">
          Log in
        </SubmitButton>
        <Link
          to={authPageLink("/forgot-password", redirectTo)}
          className="text-sm font-semibold text-primary underline-offset-4 hover:underline"
        >
          Forgot your password?
        </Link>
      </div>
    </AuthPage>
  );
}
