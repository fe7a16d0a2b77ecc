import { SubmitButton } from "~/sign-in/account-form";
import { m } from "~/i18n/paraglide/messages.js";
import { useAuth } from "~/sign-in/auth-context";
import { emptySchema, registerSchema } from "~/identity/auth-forms";
import { SessionFormPage } from "~/sign-in/session-form-page";
import { ContinueWithGoogle } from "~/sign-in/continue-with-google";
import { answerFor } from "~/identity/no-script-answer";
import { passwordFormAction } from "~/identity/password-form-action.server";
import { registerWithPassword } from "~/identity/password-sign-in.server";
import { ScriptsOffNotice } from "~/sign-in/scripts-off-notice";
import { registerWords } from "~/identity/auth-page-words.server";
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

export const loader = visitorsOnly(() => ({ title: m.auth_register_title(), description: m.auth_register_description() }), registerWords, {
  usual: () => m.auth_register_intro(),
  booking: (course) => m.auth_register_intro_booking({ course }),
});

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

export default function Register({ loaderData: { redirectTo, intro, words }, actionData }: Route.ComponentProps) {
  const { createUser } = useAuth();
  const alternatives = (
    <div className="space-y-4">
      <ScriptsOffNotice styles={words.scriptsOffStyles}>{words.scriptsOff}</ScriptsOffNotice>
      <ContinueWithGoogle redirectTo={redirectTo} answer={answerFor(actionData, "google")} offerLogin />
    </div>
  );
  return (
    <SessionFormPage
      form="register"
      words={words}
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
            label={m.auth_your_name()}
            autoComplete="name"
            required
            error={errors.displayName}
            defaultValue={typed?.displayName}
          />
          <EmailField error={errors.email} defaultValue={typed?.email} />
          <PasswordField
            name="password"
            label={words.password}
            autoComplete="new-password"
            required
            error={errors.password}
            hint={words.passwordHint}
          />
          <PhotoLinkField error={errors.photoURL} defaultValue={typed?.photoURL} hint={words.photoHint} />
          <SubmitButton busy={busy} busyLabel={m.auth_register_busy()} size="lg">
            {m.auth_register_submit()}
          </SubmitButton>
        </>
      )}
    </SessionFormPage>
  );
}
