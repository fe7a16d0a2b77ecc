import { useEffect, useState, type FormEvent } from "react";
import { m } from "~/i18n/paraglide/messages.js";
import { Form, Link } from "react-router";
import { FormMessage } from "~/components/forms/form-message";
import { Button } from "~/components/ui/button";
import { loadPage } from "~/page-scripts/load-page";
import { useAuth } from "./auth-context";
import { authErrorCode } from "~/identity/auth-error-code";
import { authPageLink } from "~/identity/auth-links";
import { GoogleMark } from "./google-mark";
import { takeRedirectSignIn } from "./redirect-sign-in";
import { describeFailure } from "./use-auth-form";

const ACCOUNT_EXISTS = "auth/account-exists-with-different-credential";

/**
 * "Continue with Google" above a sign-in page's own form: a popup, or a redirect to Google and
 * back when the browser blocks the popup (this section finishes it on return). Without
 * JavaScript the button posts to the page's action, which says it needs JavaScript. On the
 * register page, an email that already has a password account gets a link to log in, where
 * the Google sign-in is linked to it.
 */
export function ContinueWithGoogle({
  redirectTo,
  answer,
  offerLogin = false,
  divider = true,
}: {
  redirectTo: string;
  /** The action's answer when the button was pressed without JavaScript. */
  answer?: { formError: string | null };
  /** Link to the login page when the email turns out to have a password account. */
  offerLogin?: boolean;
  /** "or with your email" below it; off where another way to sign in follows. */
  divider?: boolean;
}) {
  const { googleSignIn, signInWithGoogle, finishRedirectSignIn } = useAuth();
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(answer?.formError ?? null);
  const [accountExists, setAccountExists] = useState(false);

  async function run(signIn: () => Promise<unknown>, underWay: string) {
    setBusy(underWay);
    setError(null);
    setAccountExists(false);
    try {
      await signIn();
      // Stays busy: the next page is loading.
      loadPage(redirectTo, { replace: true });
    } catch (failure) {
      setBusy(null);
      setAccountExists(authErrorCode(failure) === ACCOUNT_EXISTS);
      setError((await describeFailure(failure)).message);
    }
  }

  useEffect(() => {
    if (!googleSignIn || !takeRedirectSignIn()) return;
    // Back from Google's page: finished here, once. Begun from a microtask, which still runs
    // before the browser paints the idle button.
    void Promise.resolve().then(() => run(finishRedirectSignIn, m.auth_google_finishing()));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Back from Google's page into this page as the browser kept it (back/forward cache): not waiting any more.
  useEffect(() => {
    const restored = (event: PageTransitionEvent) => {
      if (event.persisted) setBusy(null);
    };
    window.addEventListener("pageshow", restored);
    return () => window.removeEventListener("pageshow", restored);
  }, []);

  if (!googleSignIn) return null;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void run(signInWithGoogle, m.auth_google_waiting());
  }

  return (
    <div className="space-y-4">
      <Form noValidate method="post" onSubmit={onSubmit} aria-label={m.auth_google()} className="space-y-3">
        <input type="hidden" name="form" value="google" />
        <FormMessage tone="error">{error}</FormMessage>
        {accountExists && offerLogin ? (
          <p className="text-sm">
            <Link to={authPageLink("/login", redirectTo)} className="font-semibold text-primary underline underline-offset-2">
              {m.auth_google_login_instead()}
            </Link>
          </p>
        ) : null}
        <Button type="submit" variant="outline" size="lg" busy={busy !== null} className="w-full gap-3">
          {busy ?? (
            <>
              <GoogleMark />
              {m.auth_google()}
            </>
          )}
        </Button>
      </Form>
      {divider ? <OrWithEmail /> : null}
    </div>
  );
}

/** The line between the other ways to sign in and the email form. */
export function OrWithEmail() {
  return (
    <p className="flex items-center gap-3 text-sm text-base-content/75 before:h-px before:flex-1 before:bg-base-300 after:h-px after:flex-1 after:bg-base-300">
      {m.auth_or_email()}
    </p>
  );
}
