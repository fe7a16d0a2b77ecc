import { MessageSquareText } from "lucide-react";
import { m } from "~/i18n/paraglide/messages.js";
import { richText } from "~/i18n/rich-text";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { FormMessage } from "~/components/forms/form-message";
import { TextField } from "~/components/forms/text-field";
import { Button } from "~/components/ui/button";

export type CodePromptProps = {
  /** Where the code goes, as the identity provider shows it ("+*******0123") or as it was typed. */
  phone: string;
  /** The first code's sending, started as the prompt opens. */
  firstSend: Promise<void>;
  /** Sends a new code; throws with what went wrong, in words (`describe`). */
  send: () => Promise<void>;
  /** Checks a code; throws when it is wrong, expired, or one try too many. */
  check: (code: string) => Promise<void>;
  /** A failure in plain words, and whether trying again could help. */
  describe: (error: unknown) => Promise<{ message: string; final?: boolean }>;
  onDone: () => void;
  onCancel: () => void;
  /**
   * At sign-in, the way in that needs no code: the prompt closes and the page signs in with a
   * passkey instead. Offered where the browser can use passkeys.
   */
  onUsePasskey?: () => void;
};

const SIX_DIGITS = /^\d{6}$/;

/** What the prompt says of the code under its heading: sending, sent, or (with the reason below) not sent. */
function deliveryWords(delivery: "sending" | "sent" | "failed", phone: string): string {
  if (delivery === "sending") return m.code_sending({ phone });
  if (delivery === "sent") return m.code_sent({ phone });
  return m.code_failed({ phone });
}

/**
 * The second step of signing in, or of turning two-step sign-in on: a modal dialog that sends a
 * code by text message, then asks for it. The browser keeps focus inside it, and Escape or
 * Cancel ends it. Errors are read out where the code is typed.
 */
export function CodePrompt({ phone, firstSend, send, check, describe, onDone, onCancel, onUsePasskey }: CodePromptProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const box = useRef<HTMLInputElement>(null);
  const headingId = useId();
  const [sending, setSending] = useState(true);
  const [checking, setChecking] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [stopped, setStopped] = useState(false);
  // Whether the last code went: the prompt never says a code was sent when it was not.
  const [delivery, setDelivery] = useState<"sending" | "sent" | "failed">("sending");
  // The prompt is only ever rendered in the browser (second-factor.client.ts), never on the server.
  const canUsePasskey = Boolean(onUsePasskey) && typeof window.PublicKeyCredential === "function";

  /** What a sending says, once the identity provider has answered. */
  async function delivered(sending: Promise<void>, again: boolean) {
    try {
      await sending;
      setDelivery("sent");
      setSent(again ? m.code_sent_again({ phone }) : null);
      box.current?.focus();
    } catch (failure) {
      setDelivery("failed");
      const problem = await describe(failure);
      setError(problem.message);
      setStopped(Boolean(problem.final));
    } finally {
      setSending(false);
    }
  }

  function sendAgain() {
    setSending(true);
    setDelivery("sending");
    setError(null);
    setSent(null);
    void delivered(send(), true);
  }

  useEffect(() => {
    dialog.current?.showModal();
    // The first code is already on its way: the prompt says so until it has gone.
    firstSend.then(
      () => void delivered(Promise.resolve(), false),
      (failure: unknown) => void delivered(Promise.reject(failure), false),
    );
    // Once, when the dialog opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = (box.current?.value ?? "").replace(/\s+/g, "");
    if (!SIX_DIGITS.test(code)) {
      setError(m.auth_error_code_missing());
      box.current?.focus();
      return;
    }
    setChecking(true);
    setError(null);
    setSent(null);
    try {
      await check(code);
      dialog.current?.close();
      onDone();
    } catch (failure) {
      const problem = await describe(failure);
      setError(problem.message);
      setStopped(Boolean(problem.final));
      if (box.current) box.current.value = "";
      box.current?.focus();
    } finally {
      setChecking(false);
    }
  }

  return (
    <dialog
      ref={dialog}
      // Centred over a dimmed page by the browser's own modal dialog (Tailwind's reset takes its
      // margin away, so it is given back): no daisyUI modal, whose CSS every page would carry.
      className="m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md overflow-y-auto rounded-box border border-base-300 bg-base-100 p-0 text-base-content shadow-xl backdrop:bg-black/60"
      aria-labelledby={headingId}
      onCancel={(event) => {
        event.preventDefault();
        dialog.current?.close();
        onCancel();
      }}
    >
      <div className="space-y-4 p-6 sm:p-7">
        <div className="flex items-start gap-3">
          <MessageSquareText aria-hidden="true" className="mt-1 size-6 shrink-0 text-primary" />
          <div className="min-w-0 [overflow-wrap:anywhere]">
            <h2 id={headingId} className="text-xl font-bold">
              {delivery === "failed" ? m.code_heading_failed() : m.code_heading()}
            </h2>
            <p className="mt-1 text-base-content/75">{deliveryWords(delivery, phone)}</p>
          </div>
        </div>
        <form noValidate onSubmit={onSubmit} className="space-y-4" aria-labelledby={headingId}>
          <FormMessage tone="success">{sent}</FormMessage>
          <TextField
            ref={box}
            name="code"
            label={m.code_label()}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={8}
            required
            disabled={stopped}
            error={error ?? undefined}
          />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" size="md" busy={checking} disabled={sending || stopped}>
              {checking ? m.code_checking() : m.code_continue()}
            </Button>
            <Button type="button" variant="outline" size="md" busy={sending} disabled={checking || stopped} onClick={sendAgain}>
              {sending ? m.code_sending_again() : m.code_send_again()}
            </Button>
            <Button
              type="button"
              variant="ghost"
              size="md"
              onClick={() => {
                dialog.current?.close();
                onCancel();
              }}
            >
              {m.code_cancel()}
            </Button>
          </div>
          {canUsePasskey ? (
            <p className="text-sm text-base-content/75">
              {richText(m.code_use_passkey, {
                button: (
                  <button
                    type="button"
                    className="font-semibold text-primary underline underline-offset-4"
                    onClick={() => {
                      dialog.current?.close();
                      onUsePasskey?.();
                    }}
                  >
                    {m.code_use_passkey_button()}
                  </button>
                ),
              })}
            </p>
          ) : null}
        </form>
      </div>
    </dialog>
  );
}
