import { createContext, useContext } from "react";

/**
 * The site's stylesheet, written into each page's <head> by the server
 * (entry.server.tsx provides its text): the first paint waits for no second
 * request, which on a phone's connection is a whole round trip. The browser
 * keeps the server's copy; the page's JavaScript never carries the text.
 */
export const InlineStylesheetContext = createContext("");

export function useInlineStylesheet(): string {
  return useContext(InlineStylesheetContext);
}
