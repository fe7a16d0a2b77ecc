import { Form, Link, useNavigate } from "react-router";
import type { AuthHandle } from "~/auth/auth-handle";
import { AuthPage } from "~/auth/auth-page";
import { useAuth } from "~/auth/auth-context";
import { loginSchema } from "~/auth/auth-forms";
import { authPageLink } from "~/auth/auth-links";
import { rejectWithoutScript } from "~/auth/no-script-action.server";
import { visitorsOnly } from "~/auth/session-middleware.server";
import { useAuthForm } from "~/auth/use-auth-form";
import { FormMessage } from "~/components/forms/form-message";
import { PasswordField } from "~/components/forms/password-field";
import { TextField } from "~/components/forms/text-field";
import { Button } from "~/components/ui/button";
import { pageMeta } from "~/seo/page-meta";
import type { Route } from "./+types/login";

export const handle: AuthHandle = { loadsAuthSdk: true };

export const loader = (args: Route.LoaderArgs) => visitorsOnly(args);

export const action = ({ request }: Route.ActionArgs) => rejectWithoutScript({ login: loginSchema }, request);

export const meta = () =>
  pageMeta({ title: "Log in", description: "Log in to your Brightline Digital account to enrol in courses and manage your profile." });

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const { signIn, loading } = useAuth();
  const navigate = useNavigate();
  const { errors, formError, busy, onSubmit } = useAuthForm(
    loginSchema,
    async ({ email, password }) => {
      await signIn(email, password);
      navigate(loaderData.redirectTo, { replace: true });
    },
    actionData,
  );

  return (
    <AuthPage
      label="Your account"
      heading="Log in"
      intro="Welcome back. Log in to enrol in courses and manage your profile."
      footer={
        <p>
          New here?{" "}
          <Link
            to={authPageLink("/register", loaderData.redirectTo)}
            className="font-semibold text-primary underline-offset-4 hover:underline"
          >
            Create an account
          </Link>
        </p>
      }
    >
      <Form method="post" noValidate onSubmit={onSubmit} className="space-y-5" aria-label="Log in">
        <FormMessage tone="error">{formError}</FormMessage>
        <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
        <TextField
          name="email"
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          error={errors.email}
          defaultValue={actionData?.values.email}
        />
        <PasswordField name="password" label="Password" autoComplete="current-password" required error={errors.password} />
        <div className="flex flex-wrap items-center justify-between gap-4">
          <Button type="submit" busy={busy || loading} size="lg">
            {busy || loading ? "Logging in…" : "Log in"}
          </Button>
          <Link
            to={authPageLink("/forgot-password", loaderData.redirectTo)}
            className="text-sm font-semibold text-primary underline-offset-4 hover:underline"
          >
            Forgot your password?
          </Link>
        </div>
      </Form>
    </AuthPage>
  );
}
