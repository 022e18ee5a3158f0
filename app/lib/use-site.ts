import { useRouteLoaderData } from "react-router";
import type { SiteFacts } from "./schemas/business-profile";

/** The business facts every page shows (phone, e-mail, hours, claims, booking link), from the root route. */
export function useSite(): SiteFacts {
  const data = useRouteLoaderData("root") as { site: SiteFacts } | undefined;
  if (!data) throw new Error("useSite needs the root route's data");
  return data.site;
}
