/** The account page's answer to a passkey's rename form, shown beside that passkey. */
export type PasskeyAnswer = {
  form: "passkeyRename";
  /** The passkey the form was about. */
  id: string;
  error: string | null;
  done: string | null;
  /** The name that was typed, to fill the box again when it was refused. */
  name?: string;
  /** The passkey is not on the account (removed in another tab): said at the panel, whose list is read again. */
  gone?: boolean;
};

export const PASSKEY_FORMS: ReadonlySet<string> = new Set<PasskeyAnswer["form"]>(["passkeyRename"]);

/** The action's answer, when it was about the passkey `id`. */
export function passkeyAnswerFor(actionData: unknown, id: string): PasskeyAnswer | undefined {
  const answer = actionData as Partial<PasskeyAnswer> | undefined;
  return answer && PASSKEY_FORMS.has(answer.form ?? "") && answer.id === id ? (answer as PasskeyAnswer) : undefined;
}
