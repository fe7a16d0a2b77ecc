import { Link } from "react-router";
import { SubmitButton } from "~/sign-in/account-form";
import { useAuth } from "~/sign-in/auth-context";
import { emptySchema, loginSchema } from "~/identity/auth-forms";
import { authPageLink } from "~/identity/auth-links";
import { SessionFormPage } from "~/sign-in/session-form-page";
import { ContinueWithGoogle, OrWithEmail } from "~/sign-in/continue-with-google";
import { passwordFormAction } from "~/identity/password-form-action.server";
import { signInWithPassword } from "~/identity/password-sign-in.server";
import { ScriptsOffNotice } from "~/sign-in/scripts-off-notice";
import { visitorsOnly } from "~/identity/session-middleware.server";
import { answerFor } from "~/identity/no-script-answer";
import { Notice } from "~/components/ui/notice";
import { PasskeySignIn } from "~/passkeys/passkey-sign-in";
import { EmailField } from "~/components/forms/email-field";
import { PasswordField } from "~/components/forms/password-field";
import { loaderMeta } from "~/seo/loader-meta";
import type { Route } from "./+types/login";
import type { RouteHandle } from "~/types/route-handle";

/** Its form signs in through the identity provider's SDK in the browser (decision 24). */
export const handle: RouteHandle = { page: "personal", hydrate: true };

export const loader = visitorsOnly(
  {
    title: "Log in",
    description: "Log in to your Brightline Digital account to book courses and manage your bookings and profile.",
  },
  {
    usual: "Welcome back. Log in to book a course and manage your bookings and profile.",
    booking: (course) => `Log in to book your seat on ${course}. You come straight back to confirm it: nothing is booked until you do.`,
  },
);

/** Without scripts, the email-and-password form signs in here; Google and a passkey need scripts. */
export const action = (args: Route.ActionArgs) =>
  passwordFormAction(
    args,
    { name: "login", schema: loginSchema, run: ({ email, password }) => signInWithPassword(email, password) },
    { google: emptySchema, passkey: emptySchema },
  );

export const meta = loaderMeta;

export default function Login({ loaderData: { redirectTo, intro }, actionData }: Route.ComponentProps) {
  const { signIn, linkingEmail } = useAuth();
  const alternatives = (
    <div className="space-y-4">
      <ScriptsOffNotice>
        JavaScript is off in this browser: you can log in with your email and password below. Google, passkeys and two-step sign-in need it.
      </ScriptsOffNotice>
      <ContinueWithGoogle redirectTo={redirectTo} answer={answerFor(actionData, "google")} divider={false} />
      <PasskeySignIn redirectTo={redirectTo} answer={answerFor(actionData, "passkey")} />
      <OrWithEmail />
    </div>
  );
  return (
    <SessionFormPage
      form="login"
      start={({ email, password }) => signIn(email, password)}
      redirectTo={redirectTo}
      actionData={actionData}
      intro={intro}
      alternatives={alternatives}
    >
      {({ errors, busy, typed }) => (
        <>
          {linkingEmail ? (
            <Notice>Log in to {linkingEmail} with your password, and your Google sign-in is added to the account.</Notice>
          ) : null}
          {/* Keyed by the email to link: the box fills with it when a Google sign-in found it taken. */}
          <EmailField
            key={linkingEmail}
            error={errors.email}
            defaultValue={linkingEmail ?? typed?.email}
            autoComplete="username webauthn"
          />
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
        </>
      )}
    </SessionFormPage>
  );
}
