/**
 * What the leads dashboard shares between the page and the server: the tabs,
 * the lead statuses, the filters read from the address bar and the shapes of
 * the leads it lists.
 */

export const adminTabs = ["contacts", "nominations", "security"] as const;
export type AdminTab = (typeof adminTabs)[number];
export type LeadTab = Exclude<AdminTab, "security">;

export const leadStatuses = ["new", "contacted", "estimate_scheduled", "won", "lost"] as const;
export type LeadStatus = (typeof leadStatuses)[number];

export const leadStatusLabels: Record<LeadStatus, string> = {
  new: "New",
  contacted: "Contacted",
  estimate_scheduled: "Estimate scheduled",
  won: "Won",
  lost: "Lost",
};

export function isLeadStatus(value: unknown): value is LeadStatus {
  return typeof value === "string" && (leadStatuses as readonly string[]).includes(value);
}

/** Leads shown per page of a list. */
export const LEADS_PAGE_SIZE = 20;
/** The owner's private note on a lead. */
export const OWNER_NOTE_MAX = 2000;
/** Longest search text taken from the address bar. */
const SEARCH_MAX = 100;

export interface LeadFilters {
  tab: AdminTab;
  status: LeadStatus | "all";
  q: string;
  page: number;
}

/** Reads the dashboard's filters from the page address; anything odd falls back to the default. */
export function parseLeadFilters(params: URLSearchParams): LeadFilters {
  const tab = params.get("tab");
  const status = params.get("status");
  const page = Number.parseInt(params.get("page") ?? "", 10);
  return {
    tab: (adminTabs as readonly string[]).includes(tab ?? "") ? (tab as AdminTab) : "contacts",
    status: isLeadStatus(status) ? status : "all",
    q: (params.get("q") ?? "").trim().slice(0, SEARCH_MAX),
    page: Number.isSafeInteger(page) && page > 0 ? page : 1,
  };
}

/** The address of a dashboard view; defaults are left out so addresses stay short. */
export function leadFiltersSearch(filters: Partial<LeadFilters>): string {
  const params = new URLSearchParams();
  if (filters.tab && filters.tab !== "contacts") params.set("tab", filters.tab);
  if (filters.status && filters.status !== "all") params.set("status", filters.status);
  if (filters.q) params.set("q", filters.q);
  if (filters.page && filters.page > 1) params.set("page", String(filters.page));
  const search = params.toString();
  return search ? `?${search}` : "";
}

/** Number of pages for a count (at least one, so an empty list has a page 1). */
export function pageCount(total: number, pageSize = LEADS_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** A lead as the dashboard shows it (dates as ISO strings). */
export interface LeadTracking {
  id: string;
  /** Counts the owner's saves: a save made from an older copy of the card is refused. */
  revision: number;
  createdAt: string;
  status: LeadStatus;
  ownerNote: string;
  sourcePath: string | null;
  referrer: string | null;
  utm: Record<string, string>;
  notifyStatus: "pending" | "sent" | "failed" | "logged";
  notifyAttempts: number;
  notifyError: string | null;
  notifiedAt: string | null;
  /** What the job was worth, in cents (entered when won). */
  jobValueCents: number | null;
  /** When the customer was last asked for a review, and how (the owner's text or an e-mail). */
  reviewRequestedAt: string | null;
  reviewRequestedVia: "text" | "email" | null;
  /** When it was first marked contacted (or further along), and last marked won. */
  contactedAt: string | null;
  wonAt: string | null;
}

export interface ContactLead extends LeadTracking {
  name: string;
  email: string;
  phone: string;
  service: string;
  message: string;
  /** The ZIP code or town given (optional), and whether it is inside the service radius (null: not found). */
  location: string;
  inServiceArea: boolean | null;
  distanceMiles: number | null;
  timing: string;
  /** The photos sent with it, in order (served to the admin at /admin/leads/photos/<id>). */
  photoIds: string[];
  /** Photos the visitor sent that could not be used (the request was kept without them), and why. */
  refusedPhotos: { name: string; reason: string }[];
  /** Where the customer heard of the business, for a lead the owner added by hand (else null). */
  heardFrom: string | null;
}

/** The statuses that mean the owner has reached the customer. */
export const reachedStatuses: readonly LeadStatus[] = ["contacted", "estimate_scheduled", "won"];

export interface NominationLead extends LeadTracking {
  yourName: string;
  yourEmail: string;
  yourPhone: string;
  relationship: string;
  nomineeName: string;
  nomineeAddress: string;
  nomineePhone: string | null;
  reason: string;
}

export interface LeadPage<T> {
  rows: T[];
  /** Leads matching the filters. */
  matching: number;
}
