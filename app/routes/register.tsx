import { SubmitButton } from "~/sign-in/account-form";
import { useAuth } from "~/sign-in/auth-context";
import { emptySchema, registerSchema } from "~/identity/auth-forms";
import { SessionFormPage } from "~/sign-in/session-form-page";
import { ContinueWithGoogle } from "~/sign-in/continue-with-google";
import { answerFor } from "~/identity/no-script-answer";
import { passwordFormAction } from "~/identity/password-form-action.server";
import { registerWithPassword } from "~/identity/password-sign-in.server";
import { ScriptsOffNotice } from "~/sign-in/scripts-off-notice";
import { visitorsOnly } from "~/identity/session-middleware.server";
import { EmailField } from "~/components/forms/email-field";
import { PasswordField } from "~/components/forms/password-field";
import { PhotoLinkField } from "~/components/forms/photo-link-field";
import { TextField } from "~/components/forms/text-field";
import { loaderMeta } from "~/seo/loader-meta";
import type { Route } from "./+types/register";
import type { RouteHandle } from "~/types/route-handle";

/** Its form creates the account through the identity provider's SDK in the browser (decision 24). */
export const handle: RouteHandle = { page: "personal", hydrate: true };

export const loader = visitorsOnly(
  {
    title: "Create an account",
    description: "Create a Brightline Digital account to book a place on our courses and keep your bookings together.",
  },
  {
    usual: "One account for all our courses. It takes a minute.",
    booking: (course) => `Create an account to book your seat on ${course}. It takes a minute, and you come straight back to confirm it.`,
  },
);

/** Without scripts, the registration form creates the account here; Google needs scripts. */
export const action = (args: Route.ActionArgs) =>
  passwordFormAction(
    args,
    {
      name: "register",
      schema: registerSchema,
      run: ({ displayName, email, password, photoURL }) => registerWithPassword({ displayName, email, password, photoURL }),
    },
    { google: emptySchema },
  );

export const meta = loaderMeta;

export default function Register({ loaderData: { redirectTo, intro }, actionData }: Route.ComponentProps) {
  const { createUser } = useAuth();
  const alternatives = (
    <div className="space-y-4">
      <ScriptsOffNotice>
        JavaScript is off in this browser: you can create your account with your email and a password below. Google sign-in needs it.
      </ScriptsOffNotice>
      <ContinueWithGoogle redirectTo={redirectTo} answer={answerFor(actionData, "google")} offerLogin />
    </div>
  );
  return (
    <SessionFormPage
      form="register"
      // No photo given: left unset rather than sent empty. One session request in all.
      start={({ displayName, email, password, photoURL }) => createUser(email, password, { displayName, photoURL })}
      redirectTo={redirectTo}
      actionData={actionData}
      intro={intro}
      alternatives={alternatives}
    >
      {({ errors, busy, typed }) => (
        <>
          <TextField
            name="displayName"
            label="Your name"
            autoComplete="name"
            required
            error={errors.displayName}
            defaultValue={typed?.displayName}
          />
          <EmailField error={errors.email} defaultValue={typed?.email} />
          <PasswordField
            name="password"
            label="Password"
            autoComplete="new-password"
            required
            error={errors.password}
            hint="At least 8 characters. A short phrase is easier to remember than a jumble."
          />
          <PhotoLinkField
            error={errors.photoURL}
            defaultValue={typed?.photoURL}
            hint="A link to a square picture, starting with https://. We show your initials if you leave it empty."
          />
          <SubmitButton busy={busy} busyLabel="Creating your account…" size="lg">
            Create account
          </SubmitButton>
        </>
      )}
    </SessionFormPage>
  );
}
