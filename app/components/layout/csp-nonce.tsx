import { createContext, type ReactNode, useContext } from "react";

const NonceContext = createContext<string | undefined>(undefined);

/**
 * This response's Content Security Policy nonce, for the few inline scripts the layout writes
 * itself (React Router's own take it from ServerRouter). Only the server render has one: the
 * browser hides nonces from the page, and scripts already in it are not run again.
 */
export function CspNonce({ value, children }: { value: string | undefined; children: ReactNode }) {
  return <NonceContext value={value}>{children}</NonceContext>;
}

export function useCspNonce(): string | undefined {
  return useContext(NonceContext);
}
