import { Link } from "react-router";
import { m } from "~/i18n/paraglide/messages.js";
import { SubmitButton } from "~/sign-in/account-form";
import { useAuth } from "~/sign-in/auth-context";
import { emptySchema, loginSchema } from "~/identity/auth-forms";
import { authPageLink } from "~/identity/auth-links";
import { SessionFormPage } from "~/sign-in/session-form-page";
import { ContinueWithGoogle, OrWithEmail } from "~/sign-in/continue-with-google";
import { passwordFormAction } from "~/identity/password-form-action.server";
import { signInWithPassword } from "~/identity/password-sign-in.server";
import { ScriptsOffNotice } from "~/sign-in/scripts-off-notice";
import { loginWords } from "~/identity/auth-page-words.server";
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

export const loader = visitorsOnly(() => ({ title: m.auth_login_title(), description: m.auth_login_description() }), loginWords, {
  usual: () => m.auth_login_intro(),
  booking: (course) => m.auth_login_intro_booking({ course }),
});

/** Without scripts, the email-and-password form signs in here; Google and a passkey need scripts. */
export const action = (args: Route.ActionArgs) =>
  passwordFormAction(
    args,
    { name: "login", schema: loginSchema, run: ({ email, password }) => signInWithPassword(email, password) },
    { google: emptySchema, passkey: emptySchema },
  );

export const meta = loaderMeta;

export default function Login({ loaderData: { redirectTo, intro, words }, actionData }: Route.ComponentProps) {
  const { signIn, linkingEmail } = useAuth();
  const alternatives = (
    <div className="space-y-4">
      <ScriptsOffNotice styles={words.scriptsOffStyles}>{words.scriptsOff}</ScriptsOffNotice>
      <ContinueWithGoogle redirectTo={redirectTo} answer={answerFor(actionData, "google")} divider={false} />
      <PasskeySignIn redirectTo={redirectTo} answer={answerFor(actionData, "passkey")} />
      <OrWithEmail />
    </div>
  );
  return (
    <SessionFormPage
      form="login"
      words={words}
      start={({ email, password }) => signIn(email, password)}
      redirectTo={redirectTo}
      actionData={actionData}
      intro={intro}
      alternatives={alternatives}
    >
      {({ errors, busy, typed }) => (
        <>
          {linkingEmail ? <Notice>{m.auth_login_linking({ email: linkingEmail })}</Notice> : null}
          {/* Keyed by the email to link: the box fills with it when a Google sign-in found it taken. */}
          <EmailField
            key={linkingEmail}
            error={errors.email}
            defaultValue={linkingEmail ?? typed?.email}
            autoComplete="username webauthn"
          />
          <PasswordField name="password" label={words.password} autoComplete="current-password" required error={errors.password} />
          <div className="flex flex-wrap items-center justify-between gap-4">
            <SubmitButton busy={busy} busyLabel={m.auth_login_busy()} size="lg">
              {m.auth_login_submit()}
            </SubmitButton>
            <Link
              to={authPageLink("/forgot-password", redirectTo)}
              className="text-sm font-semibold text-primary underline-offset-4 hover:underline"
            >
              {words.forgotLink}
            </Link>
          </div>
        </>
      )}
    </SessionFormPage>
  );
}
