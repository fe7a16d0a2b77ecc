import { KeyRound } from "lucide-react";
import { m } from "~/i18n/paraglide/messages.js";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { Form, useNavigation, useRevalidator } from "react-router";
import { AccountPanel } from "./account-panel";
import { ConfirmedAction, IdentityConfirmation } from "./confirmed-action";
import { PanelNotice, REMOVAL_FORMS, usePanelNotice } from "./panel-notice";
import type { NoScriptAnswer } from "~/identity/no-script-answer";
import { useAccountActions } from "~/sign-in/use-account-actions";
import { useAuthForm } from "~/sign-in/use-auth-form";
import { FormMessage } from "~/components/forms/form-message";
import { TextField } from "~/components/forms/text-field";
import { ActionDisclosure } from "~/components/ui/action-disclosure";
import { Button } from "~/components/ui/button";
import { whenIdle } from "~/page-scripts/when-idle";
import { PASSKEY_FORMS, passkeyAnswerFor, type PasskeyAnswer } from "~/passkeys/passkey-answer";

/** A passkey as the panel lists it, its times already in words (made on the server, so both renders agree). */
export type PasskeyRow = { id: string; name: string; synced: boolean; added: string; lastUsed: string | null };

/**
 * The account page's Passkeys: the list (name, added, last used), each renamed or removed with a
 * form of its own, which works without JavaScript; and adding one, which needs the browser's
 * WebAuthn and so JavaScript (without it, the page's action says so).
 */
export function PasskeysPanel({
  passkeys,
  suggestedName,
  actionData,
  addAnswer,
  removalAnswer,
  withPassword,
  emailVerified,
}: {
  passkeys: PasskeyRow[];
  /**
   * Whether the account's address is confirmed, as the identity provider has it. A passkey made
   * before then would outlive an account taken over by the address's real owner (a reset
   * password, Google), so none is added until it is.
   */
  emailVerified: boolean;
  /** Whether the account has a password to confirm with (otherwise Google). */
  withPassword: boolean;
  /** "Chrome on macOS": the device the page was opened on, as the new passkey's name. */
  suggestedName: string;
  actionData: unknown;
  /** The action's answer when Add was pressed without JavaScript. */
  addAnswer?: { formError: string | null };
  /** The action's answer when a removal was confirmed without JavaScript. */
  removalAnswer?: NoScriptAnswer;
}) {
  const answer = actionData as Partial<PasskeyAnswer> | undefined;
  // Said at the panel: a passkey no longer there (removed elsewhere).
  const panelAnswer = answer?.form && PASSKEY_FORMS.has(answer.form) && answer.gone ? answer : undefined;
  const removal = usePanelNotice();
  const said = useRef<HTMLDivElement>(null);
  // The button that was pressed went with its row: focus moves to what happened instead of the page's start.
  useEffect(() => {
    if (panelAnswer) said.current?.focus();
  }, [panelAnswer]);
  const noScriptRemoval = removalAnswer?.values.remove === "passkey" ? removalAnswer : undefined;
  return (
    <AccountPanel id="passkeys-heading" title={m.passkeys_title()} intro={m.passkeys_intro()}>
      <div className="space-y-6">
        <PanelNotice notice={removal.notice} said={removal.said} />
        <div ref={said} tabIndex={-1} className="space-y-3 outline-none empty:hidden">
          <FormMessage tone="error">{panelAnswer?.error}</FormMessage>
        </div>
        {passkeys.length === 0 ? (
          <p>{m.passkeys_none()}</p>
        ) : (
          <ul className="divide-y divide-base-300" aria-label={m.passkeys_list_label()}>
            {passkeys.map((passkey) => (
              <PasskeyItem
                key={passkey.id}
                passkey={passkey}
                answer={passkeyAnswerFor(actionData, passkey.id)}
                withPassword={withPassword}
                removalAnswer={noScriptRemoval?.values.id === passkey.id ? noScriptRemoval : undefined}
                onRemove={(run) => removal.change(run, m.passkeys_removed({ name: passkey.name }))}
              />
            ))}
          </ul>
        )}
        {emailVerified ? (
          <AddPasskey suggestedName={suggestedName} withPassword={withPassword} answer={addAnswer} />
        ) : (
          <p className="text-sm">{m.passkeys_verify_first()}</p>
        )}
      </div>
    </AccountPanel>
  );
}

function PasskeyItem({
  passkey,
  answer,
  withPassword,
  removalAnswer,
  onRemove,
}: {
  passkey: PasskeyRow;
  answer?: PasskeyAnswer;
  withPassword: boolean;
  removalAnswer?: NoScriptAnswer;
  /** Removes the passkey with `run`, then reads the list again and says so at the panel. */
  onRemove: (run: () => Promise<void>) => Promise<void>;
}) {
  const navigation = useNavigation();
  const { removeMethod } = useAccountActions();
  const submitting = (form: string) =>
    navigation.state === "submitting" && navigation.formData?.get("id") === passkey.id && navigation.formData.get("form") === form;
  const renameAnswer = answer?.form === "passkeyRename" && !answer.gone ? answer : undefined;
  const nameBox = useRef<HTMLInputElement>(null);
  // A refused name is read out where it is typed.
  useEffect(() => {
    if (renameAnswer?.error) nameBox.current?.focus();
  }, [renameAnswer]);
  return (
    <li className="space-y-3 py-4 first:pt-0 last:pb-0">
      <div className="flex items-start gap-3">
        <KeyRound aria-hidden="true" className="mt-1 size-5 shrink-0 text-primary" />
        <div className="min-w-0 [overflow-wrap:anywhere]">
          <p className="font-semibold">{passkey.name}</p>
          <p className="text-sm text-base-content/75">
            {passkey.synced ? m.passkeys_synced() : ""}
            {passkey.lastUsed
              ? m.passkeys_added_used({ added: passkey.added, lastUsed: passkey.lastUsed })
              : m.passkeys_added_unused({ added: passkey.added })}
          </p>
        </div>
      </div>
      <FormMessage tone="success">{renameAnswer?.done}</FormMessage>
      <div className="flex flex-wrap gap-2">
        <RowDisclosure action={m.passkeys_rename()} passkey={passkey} form="passkeyRename" open={Boolean(renameAnswer?.error)}>
          <TextField
            ref={nameBox}
            name="name"
            label={m.passkeys_new_name()}
            defaultValue={renameAnswer?.name ?? passkey.name}
            maxLength={60}
            required
            error={renameAnswer?.error ?? undefined}
          />
          <Button type="submit" size="md" busy={submitting("passkeyRename")}>
            {submitting("passkeyRename") ? m.passkeys_saving() : m.passkeys_save_name()}
          </Button>
        </RowDisclosure>
        <ConfirmedAction
          label={m.methods_remove()}
          context={passkey.name}
          formName={withPassword ? REMOVAL_FORMS.withPassword : REMOVAL_FORMS.withGoogle}
          hidden={{ remove: "passkey", id: passkey.id }}
          withPassword={withPassword}
          explanation={m.passkeys_remove_explanation()}
          submitLabel={m.passkeys_remove_submit()}
          busyLabel={m.methods_removing()}
          answer={removalAnswer}
          onConfirm={(password) => onRemove(() => removeMethod(password, { remove: "passkey", id: passkey.id }))}
        />
      </div>
    </li>
  );
}

/**
 * One of a passkey's own forms behind a disclosure (Rename, Remove): a plain form of the account
 * page's action, which works without JavaScript.
 */
function RowDisclosure({
  action,
  passkey,
  form,
  open,
  children,
}: {
  action: string;
  passkey: PasskeyRow;
  form: PasskeyAnswer["form"];
  open: boolean;
  children: ReactNode;
}) {
  return (
    <ActionDisclosure label={action} context={passkey.name} open={open}>
      <Form noValidate method="post" className="space-y-3">
        <input type="hidden" name="form" value={form} />
        <input type="hidden" name="id" value={passkey.id} />
        {children}
      </Form>
    </ActionDisclosure>
  );
}

/**
 * Names and makes a new passkey, after the person proves it is them again (their password, or
 * Google for an account without one): the browser then asks for the fingerprint, face or PIN, and
 * the server keeps the passkey.
 */
function AddPasskey({
  suggestedName,
  withPassword,
  answer,
}: {
  suggestedName: string;
  withPassword: boolean;
  answer?: { formError: string | null };
}) {
  const revalidator = useRevalidator();
  const { freshIdToken } = useAccountActions();
  const [done, setDone] = useState<string | null>(null);
  const { errors, formError, busy, onSubmit } = useAuthForm(
    withPassword ? "passkeyAdd" : "passkeyAddByGoogle",
    async (values, form) => {
      setDone(null);
      const token = await freshIdToken("currentPassword" in values ? values.currentPassword : null);
      const { createPasskey } = await import("~/passkeys/passkeys.client");
      const added = await createPasskey(values.name, token);
      form.querySelectorAll<HTMLInputElement>("input[data-password]").forEach((input) => (input.value = ""));
      await revalidator.revalidate();
      setDone(m.passkeys_added({ name: added.name }));
    },
    answer,
  );
  // The WebAuthn code, fetched when the page is idle: Safari wants the browser's passkey dialog to
  // follow the press closely, with nothing left to download in between.
  useEffect(() => whenIdle(() => void import("~/passkeys/passkeys.client").catch(() => undefined)), []);

  return (
    <Form method="post" noValidate onSubmit={onSubmit} className="space-y-4" aria-labelledby="add-passkey-heading">
      <h3 id="add-passkey-heading" className="font-semibold">
        {m.passkeys_add()}
      </h3>
      <input type="hidden" name="form" value="passkeyAdd" />
      <FormMessage tone="error">{formError}</FormMessage>
      <FormMessage tone="success">{done}</FormMessage>
      <TextField name="name" label={m.passkeys_name_label()} defaultValue={suggestedName} maxLength={60} required error={errors.name} />
      <IdentityConfirmation withPassword={withPassword} error={errors.currentPassword} />
      <Button type="submit" size="md" busy={busy}>
        {busy ? m.passkeys_waiting() : m.passkeys_add()}
      </Button>
    </Form>
  );
}
