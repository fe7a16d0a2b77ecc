import { type RefObject, useEffect, useRef, useState } from "react";
import { m } from "~/i18n/paraglide/messages.js";

/** Where the autosave stands, for the line beside the form's buttons. */
export type AutosaveState = { kind: "idle" } | { kind: "saving" } | { kind: "kept"; words: string } | { kind: "failed"; words: string };

/** How long typing must pause before what was typed is sent. */
const PAUSE_MS = 1200;

/**
 * Keeps what is typed into the edit form, as it is typed, at `url` (routes/admin.content-autosave.ts;
 * issue 64, item 7): after each pause in typing, one request at a time, the form's fields without
 * its files. Leaving the page with something not yet kept sends it first; should that fail, the
 * browser asks before the page goes; a link within the site sends it as the form goes. Without
 * scripts none of this runs, and the form is what it was.
 */
export function useAutosave(
  form: RefObject<HTMLFormElement | null>,
  url: string,
  { formKey, answered }: { formKey: string; answered: boolean },
): { state: AutosaveState; stop: () => void } {
  const [shown, setShown] = useState<{ key: string; state: AutosaveState }>({ key: formKey, state: { kind: "idle" } });
  // Typed since it was last kept; a ref, so leaving the page (beforeunload, the effect's cleanup) reads it as it is now.
  const unkept = useRef(false);
  const stop = useRef(() => {});

  useEffect(() => {
    const element = form.current;
    if (!element) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let sending: Promise<boolean> | undefined;
    const setState = (state: AutosaveState) => setShown({ key: formKey, state });

    const failed = (words: string = m.studio_autosave_failed()) => {
      unkept.current = true;
      setState({ kind: "failed", words });
      return false;
    };
    // Leaving, the request must outlive the page (`keepalive`, which takes at most 64 KB).
    const send = async (leaving = false): Promise<boolean> => {
      clearTimeout(timer);
      // One at a time, so an older copy never lands after a newer one.
      while (sending) await sending;
      if (!unkept.current) return true;
      unkept.current = false;
      const body = new FormData(element);
      for (const [name, value] of [...body.entries()]) if (typeof value !== "string") body.delete(name);
      body.delete("intent");
      setState({ kind: "saving" });
      sending = fetch(url, { method: "POST", body, headers: { Accept: "application/json" }, keepalive: leaving })
        .then(async (response) => {
          const answer = (await response.json().catch(() => ({}))) as { kept?: string; message?: string };
          if (response.ok && answer.kept) {
            setState({ kind: "kept", words: answer.kept });
            return true;
          }
          // The server's own words when it gave some (the document deleted meanwhile), else ours.
          return failed(answer.message);
        })
        // The network's error is the browser's, in its words: the page says it in its own.
        .catch(() => failed())
        .finally(() => {
          sending = undefined;
        });
      return sending;
    };

    const typed = (event: Event) => {
      if (event.target instanceof HTMLInputElement && event.target.type === "file") return;
      unkept.current = true;
      clearTimeout(timer);
      timer = setTimeout(() => void send(), PAUSE_MS);
    };
    // The form's own buttons save or change it: what they send is the form, so nothing is left to
    // keep. Discard stops it the same way.
    const submitted = () => {
      clearTimeout(timer);
      unkept.current = false;
    };
    stop.current = submitted;
    const leaving = (event: BeforeUnloadEvent) => {
      if (!unkept.current && !sending) return;
      void send(true);
      event.preventDefault();
    };
    // A form the server sent back unsaved (a list changed, a refusal, a conflict) holds what was
    // sent, which nothing has kept yet: keep it. A form fresh from the newest version (opened,
    // or what was typed discarded) has nothing to keep.
    unkept.current = answered;
    if (answered) timer = setTimeout(() => void send(), PAUSE_MS);
    element.addEventListener("input", typed);
    element.addEventListener("change", typed);
    element.addEventListener("submit", submitted);
    window.addEventListener("beforeunload", leaving);
    return () => {
      // Gone from the page (a link within the site, or a form sent back anew): what was not yet
      // kept is sent on its way, to outlive the page.
      if (unkept.current) void send(true);
      clearTimeout(timer);
      element.removeEventListener("input", typed);
      element.removeEventListener("change", typed);
      element.removeEventListener("submit", submitted);
      window.removeEventListener("beforeunload", leaving);
    };
  }, [form, url, formKey, answered]);

  // What was said of another form (before a discard, say) is not this one's.
  return { state: shown.key === formKey ? shown.state : { kind: "idle" }, stop: () => stop.current() };
}
