import { Form, Link, useNavigate } from "react-router";
import type { AuthHandle } from "~/auth/auth-handle";
import { AuthPage } from "~/auth/auth-page";
import { useAuth } from "~/auth/auth-context";
import { registerSchema } from "~/auth/auth-forms";
import { authPageLink } from "~/auth/auth-links";
import { rejectWithoutScript } from "~/auth/no-script-action.server";
import { visitorsOnly } from "~/auth/session-middleware.server";
import { useAuthForm } from "~/auth/use-auth-form";
import { FormMessage } from "~/components/forms/form-message";
import { PasswordField } from "~/components/forms/password-field";
import { TextField } from "~/components/forms/text-field";
import { Button } from "~/components/ui/button";
import { pageMeta } from "~/seo/page-meta";
import type { Route } from "./+types/register";

export const handle: AuthHandle = { loadsAuthSdk: true };

export const loader = (args: Route.LoaderArgs) => visitorsOnly(args);

export const action = ({ request }: Route.ActionArgs) => rejectWithoutScript({ register: registerSchema }, request);

export const meta = () =>
  pageMeta({
    title: "Create an account",
    description: "Create a Brightline Digital account to enrol in our courses and keep track of your learning.",
  });

export default function Register({ loaderData, actionData }: Route.ComponentProps) {
  const { createUser, loading } = useAuth();
  const navigate = useNavigate();
  const { errors, formError, busy, onSubmit } = useAuthForm(
    registerSchema,
    async ({ displayName, email, password, photoURL }) => {
      // No photo given: left unset rather than sent empty. One session request in all.
      await createUser(email, password, { displayName, photoURL });
      navigate(loaderData.redirectTo, { replace: true });
    },
    actionData,
  );

  return (
    <AuthPage
      label="Your account"
      heading="Create an account"
      intro="One account for all our courses. It takes a minute."
      footer={
        <p>
          Already have an account?{" "}
          <Link
            to={authPageLink("/login", loaderData.redirectTo)}
            className="font-semibold text-primary underline-offset-4 hover:underline"
          >
            Log in
          </Link>
        </p>
      }
    >
      <Form method="post" noValidate onSubmit={onSubmit} className="space-y-5" aria-label="Create an account">
        <FormMessage tone="error">{formError}</FormMessage>
        <TextField
          name="displayName"
          label="Your name"
          autoComplete="name"
          required
          error={errors.displayName}
          defaultValue={actionData?.values.displayName}
        />
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
        <PasswordField
          name="password"
          label="Password"
          autoComplete="new-password"
          required
          error={errors.password}
          hint="At least 8 characters. A short phrase is easier to remember than a jumble."
        />
        <TextField
          name="photoURL"
          label="Photo link (optional)"
          type="url"
          inputMode="url"
          autoComplete="photo"
          placeholder="https://"
          defaultValue={actionData?.values.photoURL}
          error={errors.photoURL}
          hint="A link to a square picture, starting with https://. We show your initials if you leave it empty."
        />
        <Button type="submit" busy={busy || loading} size="lg">
          {busy || loading ? "Creating your account…" : "Create account"}
        </Button>
      </Form>
    </AuthPage>
  );
}
