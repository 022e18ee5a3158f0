import { createContext, useContext } from "react";

/**
 * Prerendered HTML is written once at build time, so it carries this
 * placeholder wherever a CSP nonce belongs; the server swaps in a fresh nonce
 * for every response.
 */
export const NONCE_PLACEHOLDER = "csp-nonce-placeholder";

export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
