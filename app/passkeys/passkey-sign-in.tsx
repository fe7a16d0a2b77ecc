import { KeyRound } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { Form } from "react-router";
import { useAuth } from "~/auth/auth-context";
import { authErrorCode } from "~/auth/auth-error-code";
import { describeFailure } from "~/auth/use-auth-form";
import { FormMessage } from "~/components/forms/form-message";
import { Button } from "~/components/ui/button";
import { loadPage } from "~/page-scripts/load-page";
import { whenIdle } from "~/page-scripts/when-idle";

/** The browser's passkey code, fetched once the page is alive (it is no part of hydrating it). */
const passkeyClient = () => import("./passkeys.client");

/**
 * Failures of a passkey request that were the server's answer to one the person picked: worth
 * saying, even when they picked it among the email box's suggestions. The browser's own endings of
 * a waiting request (another request began, the page is at an address passkeys cannot use, no
 * autofill) are not.
 */
const answered = (failure: unknown) =>
  typeof (failure as { said?: unknown } | null)?.said === "string" ||
  /^auth\/(passkey-refused|passkey-unavailable|too-many-requests|network-request-failed)$/.test(authErrorCode(failure) ?? "");

/**
 * "Sign in with a passkey" on the login page, and the same passkeys among the email box's
 * suggestions (conditional UI): a request waits for the person to pick one there, from the moment
 * the page is alive until they press the button, which asks at once. Without JavaScript the button
 * posts to the page's action, which says it needs JavaScript.
 */
export function PasskeySignIn({ redirectTo, answer }: { redirectTo: string; answer?: { formError: string | null } }) {
  const { signInWithPasskeyToken } = useAuth();
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(answer?.formError ?? null);
  const live = useRef(true);

  async function signIn(autofill: boolean) {
    const client = await passkeyClient();
    const credential = await client.passkeyAssertion({ autofill });
    setBusy("Signing you in…");
    setError(null);
    await signInWithPasskeyToken(await client.passkeyToken(credential));
    // Stays busy: the next page is loading.
    loadPage(redirectTo, { replace: true });
  }

  async function failed(failure: unknown) {
    setBusy(null);
    setError((await describeFailure(failure)).message);
  }

  /** Waits for a passkey picked among the email box's suggestions, until another request replaces it. */
  function listen() {
    if (!live.current) return;
    signIn(true).catch(async (failure: unknown) => {
      if (!answered(failure)) return;
      await failed(failure);
      // A passkey picked there but refused: the suggestions stay on offer.
      listen();
    });
  }

  useEffect(() => {
    live.current = true;
    // Once the page is alive and idle: the passkey code is no part of hydrating it.
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
    setBusy("Waiting for your passkey…");
    setError(null);
    // Starting this request ends the waiting one; the suggestions come back after it.
    signIn(false).catch(async (failure: unknown) => {
      await failed(failure);
      listen();
    });
  }

  return (
    <Form method="post" onSubmit={onSubmit} aria-label="Sign in with a passkey" className="space-y-3">
      <input type="hidden" name="form" value="passkey" />
      <FormMessage tone="error">{error}</FormMessage>
      <Button type="submit" variant="outline" size="lg" busy={busy !== null} className="w-full gap-3">
        {busy ?? (
          <>
            <KeyRound aria-hidden="true" className="size-5" />
            Sign in with a passkey
          </>
        )}
      </Button>
    </Form>
  );
}
