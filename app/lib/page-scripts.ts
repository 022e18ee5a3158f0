/**
 * A public page whose every control the browser answers alone (links, GET
 * forms, <details>, <dialog> with invoker commands, the head's theme script)
 * ships none of the framework's JavaScript: its route says so in its handle,
 * and the root renders React Router's scripts only for a page that needs
 * them (decision 0030). Such a page runs one small file after it has painted,
 * the visit's (app/features/insights/visit.ts), which also carries the
 * behaviours its markup asks for (app/lib/load-behaviours.ts).
 */
export const SCRIPTS_NONE = "none";

/**
 * The handle field a route sets: "none" to ship no framework scripts. Without it the page has real
 * client state (a form and its messages, a search that filters as one types, a quote to sign), and
 * its scripts start once it has painted (0031), so the first tap finds them running.
 */
export interface ScriptsHandle {
  scripts?: typeof SCRIPTS_NONE;
}

type Matches = readonly { handle?: unknown }[];

/** What the page's own route (the deepest match) says of its scripts. */
function pageScripts(matches: Matches): ScriptsHandle["scripts"] {
  return (matches.at(-1)?.handle as ScriptsHandle | undefined)?.scripts;
}

/** True unless the page's own route says it needs no scripts. */
export function pageNeedsScripts(matches: Matches): boolean {
  return pageScripts(matches) !== SCRIPTS_NONE;
}

/** Read in the browser: this page was served without the framework's scripts. */
export function pageHasNoScripts(): boolean {
  return document.documentElement.dataset.scripts === SCRIPTS_NONE;
}

/** The handle of a route whose page needs no framework scripts. */
export const noScriptsHandle: ScriptsHandle = { scripts: SCRIPTS_NONE };
