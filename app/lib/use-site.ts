import { createContext, useContext } from "react";
import { useRouteLoaderData } from "react-router";
import type { SiteFacts } from "./schemas/business-profile";

/**
 * The business facts every page shows (phone, e-mail, hours, claims, booking
 * link). The root layout provides them from its loader's data, or, when a
 * failure left that data missing, the last facts this browser was shown, so
 * an error page still has the site's header and footer.
 */
export const SiteContext = createContext<SiteFacts | undefined>(undefined);

let lastShown: SiteFacts | undefined;

/** The root route's facts, or the last ones shown (undefined only when none ever reached this page). */
export function useRootSite(): SiteFacts | undefined {
  const site = (useRouteLoaderData("root") as { site?: SiteFacts } | undefined)?.site;
  // Kept in the browser only: a server renders each request from its own data.
  if (site && typeof document !== "undefined") lastShown = site;
  return site ?? (typeof document === "undefined" ? undefined : lastShown);
}

export function useSite(): SiteFacts {
  const site = useContext(SiteContext);
  if (!site) throw new Error("useSite needs the business facts (the root layout provides them)");
  return site;
}
