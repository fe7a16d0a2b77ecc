import { useSyncExternalStore } from "react";

const never = () => () => {};

/**
 * Whether the page has hydrated: false in the server's HTML and while React takes it over, true
 * after. A control that only a script can run (Google's sign-in, a passkey) is drawn disabled
 * until then, so with scripts off it does not look usable (issue 64, item 16).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
