import { useEffect, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { FormMessage } from "~/components/forms/form-message";

/**
 * What a panel says after a change that took away the button that was pressed (a device logged
 * out, a passkey removed): said at the top of the panel, where focus moves so that it is read.
 */
export function usePanelNotice() {
  const [notice, setNotice] = useState<string | null>(null);
  const said = useRef<HTMLDivElement>(null);
  const revalidator = useRevalidator();
  useEffect(() => {
    if (notice) said.current?.focus();
  }, [notice]);
  /**
   * Makes a change, reads the page's data again, then says what happened. A refusal throws before
   * anything is said or read again: the form that asked shows it, and the panel stays as it was.
   */
  async function change(run: () => Promise<unknown>, words: string) {
    setNotice(null);
    await run();
    await revalidator.revalidate();
    setNotice(words);
  }
  return { notice, said, change };
}

export function PanelNotice({ notice, said }: Pick<ReturnType<typeof usePanelNotice>, "notice" | "said">) {
  return (
    <div ref={said} tabIndex={-1} className="outline-none empty:hidden">
      <FormMessage tone="success">{notice}</FormMessage>
    </div>
  );
}

/** The account page's form names for removing a way in, by whether the account confirms with a password. */
export const REMOVAL_FORMS = { withPassword: "removal", withGoogle: "removalByGoogle" } as const;
