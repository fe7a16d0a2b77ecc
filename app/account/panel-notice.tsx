import { useEffect, useRef, useState } from "react";
import { FormMessage } from "~/components/forms/form-message";

/**
 * What a panel says after a change that took away the button that was pressed (a device logged
 * out, a passkey removed): said at the top of the panel, where focus moves so that it is read.
 */
export function usePanelNotice() {
  const [notice, setNotice] = useState<string | null>(null);
  const said = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (notice) said.current?.focus();
  }, [notice]);
  return { notice, setNotice, said };
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
