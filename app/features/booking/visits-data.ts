/** What /admin/visits's loader sends its page, and the visit shown on a lead's card. */

export type VisitStatus = "requested" | "confirmed" | "cancelled" | "declined";

export interface VisitView {
  id: string;
  leadId: string;
  /** The start, as an ISO instant. */
  at: string;
  /** "4:00 PM – 5:00 PM" in the business's clock. */
  time: string;
  /** "Thu, Nov 26, 4:00 PM" */
  when: string;
  status: VisitStatus;
  name: string;
  phone: string;
  email: string;
  service: string;
  message: string;
  address: string;
  mapsUrl: string | null;
  photoIds: string[];
}

export interface VisitsPageData {
  timeZoneName: string;
  /** The visits to come, by day (YYYY-MM-DD), soonest first. */
  days: { day: string; heading: string; visits: VisitView[] }[];
  /** Leads without a visit, for booking one by phone. */
  leads: { id: string; label: string }[];
  /** The next free times. */
  slots: { at: string; label: string }[];
}

/** A lead's visit to come, on its card. */
export interface LeadVisit {
  id: string;
  /** The customer's name (for the panel's label). */
  name: string;
  when: string;
  status: VisitStatus;
}

export const visitStatusLabels: Record<VisitStatus, string> = {
  requested: "Waiting for you to confirm",
  confirmed: "Confirmed",
  cancelled: "Cancelled",
  declined: "Declined",
};
