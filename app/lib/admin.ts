/**
 * What the leads dashboard shares between the page and the server: the tabs,
 * the lead statuses, the filters read from the address bar, the messages of
 * spec 001 §8 and the CSV export's cell rules.
 */

export const adminMessages = {
  invalidCredentials: "Invalid credentials",
  accessDenied: "Access denied. Admin privileges required.",
  loginFailed: "Login failed",
  /** Any other change whose post never reached the server. */
  unsent: "The change could not be sent. Check your connection and try again.",
  loginSuccess: "Login successful",
  loggedOut: "Logged out successfully",
  contactsLoadFailed: "Failed to load contact submissions",
  nominationsLoadFailed: "Failed to load nominations",
  invalidCode: "That code did not match. Check your authenticator app and try again.",
  codeExpired: "The sign-in took too long. Please enter your e-mail and password again.",
} as const;

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

/** Cents as dollars the way the owner types them: 4250, or 4250.50 when there are cents. */
export function dollarsText(cents: number): string {
  const dollars = Math.trunc(cents / 100);
  const rest = cents % 100;
  return rest === 0 ? String(dollars) : `${dollars}.${String(rest).padStart(2, "0")}`;
}

const dollars = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

/** Cents as the owner reads money: $4,250 (or $4,250.50 when there are cents). */
export function moneyText(cents: number): string {
  return dollars.format(cents / 100).replace(/\.00$/, "");
}

/** Number of pages for a count (at least one, so an empty list has a page 1). */
export function pageCount(total: number, pageSize = LEADS_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/**
 * One CSV cell (RFC 4180 quoting). A cell a spreadsheet would read as a
 * formula (=, +, -, @, tab, carriage return) gets a leading apostrophe, so a
 * visitor's text can never run as a formula on the owner's computer.
 */
export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A CSV document with Windows line ends and a byte-order mark, as spreadsheets expect. */
export function toCsv(rows: (string | number | null | undefined)[][]): string {
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(",")).join("\r\n")}\r\n`;
}

/** An authenticator app being set up: shown until the owner confirms a first code. */
export interface Enrolment {
  totpUri: string;
  /** The QR code of `totpUri`, as SVG markup made on the server. */
  qrSvg: string;
  /** The secret for typing in by hand. */
  secret: string;
  backupCodes: string[];
}

/** What the dashboard's actions answer. */
export interface AdminActionResult {
  ok: boolean;
  message: string;
  /** The sign-in step to show next (sign-in answers only). */
  step?: "password" | "code";
  /** The post never reached the server (the connection dropped): nothing changed there. */
  unsent?: boolean;
  enrolment?: Enrolment;
}

/** A lead as the dashboard shows it (dates as ISO strings). */
export interface LeadTracking {
  id: string;
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
  /** When the customer was last asked for a review. */
  reviewRequestedAt: string | null;
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
}

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
