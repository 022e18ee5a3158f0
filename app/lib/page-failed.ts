import { createContext, useContext } from "react";

/**
 * True while the server renders a page that answered with an error (a
 * missing item's 404, a failure): set by entry.server.tsx from the response's
 * status. Such a page draws the site's error screens, whose controls ("Go
 * Back", the owner's tools on a missing page) need the page's scripts, so the
 * root keeps them even where the route itself needs none (decision 0030).
 */
export const PageFailedContext = createContext(false);

export function usePageFailed(): boolean {
  return useContext(PageFailedContext);
}
