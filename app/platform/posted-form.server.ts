import { m } from "~/i18n/paraglide/messages.js";
/** A request's form, as an action may take it. */
export type PostedForm =
  | { ok: true; form: FormData }
  /** Not a form (another content type, a broken body): the sender's mistake, never a server error. */
  | { ok: false; problem: "unreadable" }
  /**
   * A form that names a field more than once. Which value is meant is anyone's guess (a parser
   * that takes the last would let `intent=status&…&intent=erase` erase a lead), so none is
   * taken; what was sent is kept to show again.
   */
  | { ok: false; problem: "repeated-field"; field: string; form: FormData };

/** The first field a form names twice, if any, but for `lists`: the fields that are several boxes of one name. */
export function repeatedField(form: FormData, lists: readonly string[] = []): string | undefined {
  const seen = new Set<string>();
  for (const name of form.keys()) {
    if (lists.includes(name)) continue;
    if (seen.has(name)) return name;
    seen.add(name);
  }
  return undefined;
}

/** Why a form that could not be read changed nothing, in the words every staff form uses. */
export function refusedFormMessage(problem: "unreadable" | "repeated-field"): string {
  return problem === "repeated-field" ? m.form_field_twice() : m.form_not_understood();
}

/**
 * Reads a request's form; every action reads its form through here, and answers 400 when it is
 * not ok. `lists` names the fields the form may send more than once (the days a cohort meets).
 */
export async function postedForm(request: Request, { lists = [] }: { lists?: readonly string[] } = {}): Promise<PostedForm> {
  const form = await request.formData().catch(() => undefined);
  if (!form) return { ok: false, problem: "unreadable" };
  const field = repeatedField(form, lists);
  return field === undefined ? { ok: true, form } : { ok: false, problem: "repeated-field", field, form };
}

/**
 * The file a form's file input sent under `name`, or undefined when none was chosen. A browser
 * sends an input left empty as a file with no name and no bytes; a chosen file that is empty
 * has its name, and is returned, to be refused as empty rather than taken as no file at all.
 */
export function chosenFile(form: FormData, name: string): File | undefined {
  const file = form.get(name);
  if (!(file instanceof File) || (file.name === "" && file.size === 0)) return undefined;
  return file;
}
