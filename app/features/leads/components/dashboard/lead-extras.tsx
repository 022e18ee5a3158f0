import { createContext, type ReactNode, useContext } from "react";

/**
 * More to show on a lead's card that another feature knows (its booked
 * visit, say): the dashboard's route composes it, so the leads feature
 * needs to know nothing of where it comes from.
 */
const LeadExtrasContext = createContext<(leadId: string) => ReactNode>(() => null);

export const LeadExtrasProvider = LeadExtrasContext.Provider;

export function LeadExtra({ leadId }: { leadId: string }) {
  return <>{useContext(LeadExtrasContext)(leadId)}</>;
}
