import { KeyRound } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Form, useNavigation, useRevalidator } from "react-router";
import { AccountPanel } from "~/account/account-panel";
import { describeFailure } from "~/auth/use-auth-form";
import { FormMessage } from "~/components/forms/form-message";
import { TextField } from "~/components/forms/text-field";
import { Button } from "~/components/ui/button";
import { passkeyAnswerFor, type PasskeyAnswer } from "./passkey-answer";

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
}: {
  passkeys: PasskeyRow[];
  /** "Chrome on macOS": the device the page was opened on, as the new passkey's name. */
  suggestedName: string;
  actionData: unknown;
  /** The action's answer when Add was pressed without JavaScript. */
  addAnswer?: { formError: string | null };
}) {
  const removed = actionData as Partial<PasskeyAnswer> | undefined;
  return (
    <AccountPanel
      id="passkeys-heading"
      title="Passkeys"
      intro="Sign in with your fingerprint, face or device PIN instead of a password. A passkey stays on your device or in your password manager; we keep only what checks it."
    >
      <div className="space-y-6">
        <FormMessage tone="success">{removed?.form === "passkeyRemoval" && removed.done ? removed.done : null}</FormMessage>
        {passkeys.length === 0 ? (
          <p>You have no passkeys yet.</p>
        ) : (
          <ul className="divide-y divide-base-300" aria-label="Your passkeys">
            {passkeys.map((passkey) => (
              <PasskeyItem key={passkey.id} passkey={passkey} answer={passkeyAnswerFor(actionData, passkey.id)} />
            ))}
          </ul>
        )}
        <AddPasskey suggestedName={suggestedName} answer={addAnswer} />
      </div>
    </AccountPanel>
  );
}

function PasskeyItem({ passkey, answer }: { passkey: PasskeyRow; answer?: PasskeyAnswer }) {
  const navigation = useNavigation();
  const submitting = (form: string) =>
    navigation.state === "submitting" && navigation.formData?.get("id") === passkey.id && navigation.formData.get("form") === form;
  const renameAnswer = answer?.form === "passkeyRename" ? answer : undefined;
  const removalAnswer = answer?.form === "passkeyRemoval" ? answer : undefined;
  return (
    <li className="space-y-3 py-4 first:pt-0 last:pb-0">
      <div className="flex items-start gap-3">
        <KeyRound aria-hidden="true" className="mt-1 size-5 shrink-0 text-primary" />
        <div className="min-w-0 [overflow-wrap:anywhere]">
          <p className="font-semibold">{passkey.name}</p>
          <p className="text-sm text-base-content/75">
            {passkey.synced ? "Synced between your devices · " : ""}Added {passkey.added} ·{" "}
            {passkey.lastUsed ? `last used ${passkey.lastUsed}` : "not used yet"}
          </p>
        </div>
      </div>
      <FormMessage tone="success">{renameAnswer?.done}</FormMessage>
      <div className="flex flex-wrap gap-2">
        <details className="group w-full sm:w-auto" open={renameAnswer?.error ? true : undefined}>
          <summary className="btn rounded-full btn-ghost btn-sm">Rename</summary>
          <Form method="post" className="mt-3 space-y-3" aria-label={`Rename ${passkey.name}`}>
            <input type="hidden" name="form" value="passkeyRename" />
            <input type="hidden" name="id" value={passkey.id} />
            <TextField
              name="name"
              label="New name"
              defaultValue={renameAnswer?.name ?? passkey.name}
              maxLength={60}
              required
              error={renameAnswer?.error ?? undefined}
            />
            <Button type="submit" size="md" busy={submitting("passkeyRename")}>
              {submitting("passkeyRename") ? "Saving…" : "Save name"}
            </Button>
          </Form>
        </details>
        <details className="w-full sm:w-auto" open={removalAnswer?.error ? true : undefined}>
          <summary className="btn rounded-full btn-ghost btn-sm">Remove</summary>
          <Form method="post" className="mt-3 space-y-3" aria-label={`Remove ${passkey.name}`}>
            <input type="hidden" name="form" value="passkeyRemoval" />
            <input type="hidden" name="id" value={passkey.id} />
            <FormMessage tone="error">{removalAnswer?.error}</FormMessage>
            <p className="text-sm">You won't be able to sign in with this passkey any more. Your other ways to sign in stay as they are.</p>
            <Button type="submit" variant="outline" size="md" busy={submitting("passkeyRemoval")}>
              {submitting("passkeyRemoval") ? "Removing…" : "Remove this passkey"}
            </Button>
          </Form>
        </details>
      </div>
    </li>
  );
}

/** Names and makes a new passkey: the browser asks for the fingerprint, face or PIN, then the server keeps it. */
function AddPasskey({ suggestedName, answer }: { suggestedName: string; answer?: { formError: string | null } }) {
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(answer?.formError ?? null);
  const [done, setDone] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const name = String(new FormData(form).get("name") ?? "").trim();
    setError(null);
    setDone(null);
    if (!name) {
      setError("Give the passkey a name, such as the device it is on.");
      form.querySelector<HTMLInputElement>('[name="name"]')?.focus();
      return;
    }
    setBusy(true);
    try {
      const { createPasskey } = await import("./passkeys.client");
      const added = await createPasskey(name);
      await revalidator.revalidate();
      setDone(`Passkey “${added.name}” added. Next time, choose “Sign in with a passkey”.`);
    } catch (failure) {
      setError((await describeFailure(failure)).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Form method="post" noValidate onSubmit={onSubmit} className="space-y-4" aria-label="Add a passkey">
      <input type="hidden" name="form" value="passkeyAdd" />
      <FormMessage tone="error">{error}</FormMessage>
      <FormMessage tone="success">{done}</FormMessage>
      <TextField name="name" label="Name for the new passkey" defaultValue={suggestedName} maxLength={60} required />
      <Button type="submit" size="md" busy={busy}>
        {busy ? "Waiting for your device…" : "Add a passkey"}
      </Button>
    </Form>
  );
}
