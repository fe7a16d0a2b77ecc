import { type RefObject, useEffect } from "react";
import { fieldId } from "~/content-store/content-fields";
import { suggestedAddress } from "~/content-store/suggested-address";

/**
 * As the title of a new document is typed, its address follows it (issue 64, item 10), until the
 * owner types an address of their own. Without scripts, an address left empty is made from the
 * title when the form is sent (content-editing.server.ts).
 */
export function useSuggestedAddress(form: RefObject<HTMLFormElement | null>, source: string | undefined, address: string, formKey: string) {
  useEffect(() => {
    const element = form.current;
    const title = source ? element?.querySelector<HTMLInputElement | HTMLTextAreaElement>(`#${fieldId(source)}`) : null;
    const field = element?.querySelector<HTMLInputElement>(`#${fieldId(address)}`);
    if (!title || !field) return;
    // Typed by hand (or sent back so), it is the owner's: the title no longer moves it.
    let own = field.value !== "" && field.value !== suggestedAddress(title.value);
    const followTitle = () => {
      if (!own) field.value = suggestedAddress(title.value);
    };
    const typedOwn = () => {
      own = field.value !== "";
    };
    title.addEventListener("input", followTitle);
    field.addEventListener("input", typedOwn);
    return () => {
      title.removeEventListener("input", followTitle);
      field.removeEventListener("input", typedOwn);
    };
  }, [form, source, address, formKey]);
}
