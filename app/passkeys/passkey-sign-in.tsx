import { KeyRound } from "lucide-react";
import { m } from "~/i18n/paraglide/messages.js";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { Form } from "react-router";
import { useAuth } from "~/sign-in/auth-context";
import { describeFailure } from "~/sign-in/use-auth-form";
import { FormMessage } from "~/components/forms/form-message";
import { Button } from "~/components/ui/button";
import { loadPage } from "~/page-scripts/load-page";
import { whenIdle } from "~/page-scripts/when-idle";

/** The browser's passkey code, fetched once the page is alive (it is no part of hydrating it). */
const passkeyClient = () => import("./passkeys.client");

/**
 * "Sign in with a passkey" on the login page, and the same passkeys among the email box's
 * suggestions (conditional UI): a request waits for the person to pick one there, from the moment
 * the page is idle until they press the button, which asks at once. Without JavaScript the button
 * posts to the page's action, which says it needs JavaScript.
 *
 * Only what follows a passkey the person picked is theirs to hear about. A waiting request that
 * could not start (no autofill, an address passkeys cannot use, a server that refused the
 * challenge) ends quietly, and is not asked again until the button has been used.
 */
export function PasskeySignIn({ redirectTo, answer }: { redirectTo: string; answer?: { formError: string | null } }) {
  const { signInWithPasskeyToken } = useAuth();
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(answer?.formError ?? null);
  const live = useRef(true);
  // The button's request, while it runs: a waiting request must not start over it.
  const pressed = useRef(false);
  const destination = useRef(redirectTo);
  destination.current = redirectTo;

  /** Resolves once the person picked a passkey and it signed them in; rejects with `picked` saying whether they had. */
  async function signIn(autofill: boolean) {
    let picked = false;
    try {
      const client = await passkeyClient();
      const credential = await client.passkeyAssertion({
        autofill,
        stillWanted: () => live.current && (!autofill || !pressed.current),
      });
      picked = true;
      setBusy(m.auth_passkey_signing_in());
      setError(null);
      await signInWithPasskeyToken(await client.passkeyToken(credential));
      // Stays busy: the next page is loading.
      loadPage(destination.current, { replace: true });
    } catch (failure) {
      throw Object.assign(new Error("A passkey sign-in did not finish", { cause: failure }), { picked, failure });
    }
  }

  async function show(failure: unknown) {
    setBusy(null);
    setError((await describeFailure(failure)).message);
  }

  /** Waits for a passkey picked among the email box's suggestions, until another request replaces it. */
  function listen() {
    if (!live.current || pressed.current) return;
    signIn(true).catch(async ({ picked, failure }: { picked: boolean; failure: unknown }) => {
      if (!picked) return;
      await show(failure);
      // A passkey picked there but refused: the suggestions stay on offer.
      listen();
    });
  }

  useEffect(() => {
    live.current = true;
    const stopWaiting = whenIdle(listen);
    return () => {
      live.current = false;
      stopWaiting();
      void passkeyClient().then((client) => client.cancelPasskeyRequest());
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pressed.current) return;
    pressed.current = true;
    setBusy(m.auth_passkey_waiting());
    setError(null);
    // Starting this request ends the waiting one; the suggestions come back after it.
    signIn(false).catch(async ({ failure }: { failure: unknown }) => {
      pressed.current = false;
      await show(failure);
      listen();
    });
  }

  return (
    <Form noValidate method="post" onSubmit={onSubmit} aria-label={m.auth_passkey()} className="space-y-3">
      <input type="hidden" name="form" value="passkey" />
      <FormMessage tone="error">{error}</FormMessage>
      <Button type="submit" variant="outline" size="lg" busy={busy !== null} className="w-full gap-3">
        {busy ?? (
          <>
            <KeyRound aria-hidden="true" className="size-5" />
            {m.auth_passkey()}
          </>
        )}
      </Button>
    </Form>
  );
}
