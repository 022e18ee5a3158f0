import { createContext, useContext } from "react";

/**
 * The CSP nonce of the response being rendered, for the inline scripts the
 * layout writes. Empty for a page rendered for the page cache: its policy
 * names the hashes of its scripts instead.
 */
export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext) || undefined;
}
