import { desc } from "drizzle-orm";
import { leadSource } from "~/features/insights";
import { formatLeadDate } from "~/features/leads/lead-date";
import { type LeadFilters, type LeadTab, leadStatusLabels } from "~/features/leads/lead-filters";
import { toCsv } from "~/lib/csv";
import { dollarsText } from "~/lib/money";
import type { Db } from "~/server/db/client.server";
import { contactSubmissions, nominations, type UtmParams } from "~/server/db/schema.server";
import { whereFor } from "./lead-list.server";

/**
 * The leads list as a spreadsheet for the owner's bookkeeping: each lead
 * with its status as the admin writes it ("Won"), the job's value, where it
 * came from (named as Insights names it) and its dates.
 */

/** The most rows one export holds; a bigger list is exported in filtered parts. */
const EXPORT_MAX_ROWS = 10_000;

type ContactRow = typeof contactSubmissions.$inferSelect;
type NominationRow = typeof nominations.$inferSelect;

const notificationLabels: Record<ContactRow["notifyStatus"], string> = {
  pending: "Waiting to be sent",
  sent: "Sent",
  failed: "Failed",
  logged: "Not e-mailed",
};

function utmText(utm: UtmParams): string {
  return Object.entries(utm)
    .map(([key, value]) => `${key}=${value}`)
    .join("; ");
}

const commonHeader = [
  "Status",
  "Won value (USD)",
  "Source",
  "Contacted",
  "Won",
  "Review asked",
  "Owner note",
  "Page",
  "Referrer",
  "UTM",
  "Notification",
];

function commonValues(r: ContactRow | NominationRow, timeZone: string) {
  const date = (value: Date | null) => (value ? formatLeadDate(value, timeZone) : "");
  const via =
    r.reviewRequestedVia === "text" ? " by text" : r.reviewRequestedVia === "email" ? " by e-mail" : "";
  return [
    leadStatusLabels[r.status],
    r.status === "won" && r.jobValueCents !== null ? dollarsText(r.jobValueCents) : "",
    leadSource({ heardFrom: "heardFrom" in r ? r.heardFrom : null, utm: r.utm, referrer: r.referrer }),
    date(r.contactedAt),
    r.status === "won" ? date(r.wonAt ?? r.statusChangedAt) : "",
    r.reviewRequestedAt ? `${date(r.reviewRequestedAt)}${via}` : "",
    r.ownerNote,
    r.sourcePath,
    r.referrer,
    utmText(r.utm),
    notificationLabels[r.notifyStatus],
  ];
}

/** Contact requests (the web's and those the owner added) as CSV rows, header first. */
export function contactsCsv(rows: ContactRow[], timeZone: string): string {
  return toCsv([
    [
      "Received",
      "Name",
      "Email",
      "Phone",
      "Service",
      "Message or notes",
      "ZIP or city",
      "In area",
      "Timing",
      "Photos",
      ...commonHeader,
    ],
    ...rows.map((r) => [
      formatLeadDate(r.createdAt, timeZone),
      r.name,
      r.email,
      r.phone,
      r.service,
      r.message,
      r.location,
      r.inServiceArea === null ? "" : r.inServiceArea ? "yes" : `no (${r.distanceMiles} miles)`,
      r.timing,
      r.photoCount,
      ...commonValues(r, timeZone),
    ]),
  ]);
}

function nominationsCsv(rows: NominationRow[], timeZone: string): string {
  return toCsv([
    [
      "Received",
      "Nominator",
      "Nominator email",
      "Nominator phone",
      "Relationship",
      "Nominee",
      "Nominee address",
      "Nominee phone",
      "Reason",
      ...commonHeader,
    ],
    ...rows.map((r) => [
      formatLeadDate(r.createdAt, timeZone),
      r.yourName,
      r.yourEmail,
      r.yourPhone,
      r.relationship,
      r.nomineeName,
      r.nomineeAddress,
      r.nomineePhone,
      r.reason,
      ...commonValues(r, timeZone),
    ]),
  ]);
}

/** The filtered list (all pages) as CSV, newest first. */
export async function exportLeadsCsv(
  db: Db,
  tab: LeadTab,
  filters: LeadFilters,
  timeZone: string,
): Promise<string> {
  const where = whereFor(tab, filters);
  if (tab === "contacts") {
    const t = contactSubmissions;
    const rows = await db.select().from(t).where(where).orderBy(desc(t.createdAt)).limit(EXPORT_MAX_ROWS);
    return contactsCsv(rows, timeZone);
  }
  const t = nominations;
  const rows = await db.select().from(t).where(where).orderBy(desc(t.createdAt)).limit(EXPORT_MAX_ROWS);
  return nominationsCsv(rows, timeZone);
}
