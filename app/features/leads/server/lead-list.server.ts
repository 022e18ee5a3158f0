import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from "drizzle-orm";
import {
  type ContactLead,
  LEADS_PAGE_SIZE,
  type LeadFilters,
  type LeadPage,
  type LeadStatus,
  type LeadTab,
  type LeadTracking,
  type NominationLead,
  reachedStatuses,
} from "~/features/leads/lead-filters";
import type { Db } from "~/server/db/client.server";
import { contactSubmissions, leadPhotos, nominations } from "~/server/db/schema.server";
import { getDb } from "~/server/runtime.server";

/**
 * The dashboard's reads and the owner's changes to leads. Lists are newest
 * first (spec 001 §7 calls 5 and 6), filtered by status and a search over
 * the lead's own text, one page at a time.
 */

/** `%` and `_` typed by the owner are looked for literally. */
function likePattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const tables = { contacts: contactSubmissions, nominations } as const;

function searchColumns(tab: LeadTab) {
  if (tab === "contacts") {
    const t = contactSubmissions;
    return [t.name, t.email, t.phone, t.service, t.message, t.location, t.ownerNote];
  }
  const t = nominations;
  return [
    t.yourName,
    t.yourEmail,
    t.yourPhone,
    t.nomineeName,
    t.nomineeAddress,
    t.nomineePhone,
    t.relationship,
    t.reason,
    t.ownerNote,
  ];
}

export function whereFor(tab: LeadTab, filters: Pick<LeadFilters, "status" | "q">): SQL | undefined {
  const table = tables[tab];
  const parts: (SQL | undefined)[] = [];
  if (filters.status !== "all") parts.push(eq(table.status, filters.status));
  if (filters.q) {
    const pattern = likePattern(filters.q);
    parts.push(or(...searchColumns(tab).map((column) => ilike(column, pattern))));
  }
  return and(...parts);
}

function tracking(
  row: typeof contactSubmissions.$inferSelect | typeof nominations.$inferSelect,
): LeadTracking {
  return {
    id: row.id,
    revision: row.revision,
    createdAt: row.createdAt.toISOString(),
    status: row.status,
    ownerNote: row.ownerNote,
    sourcePath: row.sourcePath,
    referrer: row.referrer,
    utm: row.utm,
    notifyStatus: row.notifyStatus,
    notifyAttempts: row.notifyAttempts,
    notifyError: row.notifyError,
    notifiedAt: row.notifiedAt?.toISOString() ?? null,
    jobValueCents: row.jobValueCents,
    reviewRequestedAt: row.reviewRequestedAt?.toISOString() ?? null,
    reviewRequestedVia: row.reviewRequestedVia ?? null,
    contactedAt: row.contactedAt?.toISOString() ?? null,
    wonAt: row.wonAt?.toISOString() ?? null,
  };
}

function toContact(row: typeof contactSubmissions.$inferSelect, photoIds: string[] = []): ContactLead {
  const { name, email, phone, service, message, location, inServiceArea, distanceMiles, timing } = row;
  return {
    ...tracking(row),
    name,
    email,
    phone,
    service,
    message,
    location,
    inServiceArea,
    distanceMiles,
    timing,
    photoIds,
    refusedPhotos: row.refusedPhotos,
    heardFrom: row.heardFrom,
  };
}

function toNomination(row: typeof nominations.$inferSelect): NominationLead {
  return {
    ...tracking(row),
    yourName: row.yourName,
    yourEmail: row.yourEmail,
    yourPhone: row.yourPhone,
    relationship: row.relationship,
    nomineeName: row.nomineeName,
    nomineeAddress: row.nomineeAddress,
    nomineePhone: row.nomineePhone,
    reason: row.reason,
  };
}

/** Every lead in a table, whatever the filters (the tabs' count headers). */
export async function countLeads(db: Db, tab: LeadTab): Promise<number> {
  const [row] = await db.select({ n: count() }).from(tables[tab]);
  return row?.n ?? 0;
}

/** One page of a lead table (newest first) and how many leads match the filters. */
async function pageOf(db: Db, tab: LeadTab, filters: LeadFilters) {
  const where = whereFor(tab, filters);
  // Both tables share the id and tracking columns, which is all the ordering uses.
  const t = tables[tab] as typeof contactSubmissions;
  const [total] = await db.select({ n: count() }).from(t).where(where);
  const rows = await db
    .select()
    .from(tables[tab])
    .where(where)
    .orderBy(desc(t.createdAt), desc(t.id))
    .limit(LEADS_PAGE_SIZE)
    .offset((filters.page - 1) * LEADS_PAGE_SIZE);
  return { rows, matching: total?.n ?? 0 };
}

export async function listContacts(db: Db, filters: LeadFilters): Promise<LeadPage<ContactLead>> {
  const { rows, matching } = await pageOf(db, "contacts", filters);
  const contacts = rows as (typeof contactSubmissions.$inferSelect)[];
  const withPhotos = contacts.filter((row) => row.photoCount > 0).map((row) => row.id);
  const photos = withPhotos.length
    ? await db
        .select({ id: leadPhotos.id, submissionId: leadPhotos.submissionId })
        .from(leadPhotos)
        .where(inArray(leadPhotos.submissionId, withPhotos))
        .orderBy(asc(leadPhotos.submissionId), asc(leadPhotos.position))
    : [];
  const bySubmission = Map.groupBy(photos, (photo) => photo.submissionId);
  return {
    rows: contacts.map((row) =>
      toContact(
        row,
        (bySubmission.get(row.id) ?? []).map((photo) => photo.id),
      ),
    ),
    matching,
  };
}

/** How much the photos visitors sent take in the database. */
export async function leadPhotoStorage(db: Db): Promise<{ photos: number; bytes: number }> {
  const [row] = await db
    .select({ photos: count(), bytes: sql<number>`coalesce(sum(${leadPhotos.bytes}), 0)::bigint` })
    .from(leadPhotos);
  return { photos: row?.photos ?? 0, bytes: Number(row?.bytes ?? 0) };
}

const notFound = () => new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain" } });

/**
 * A photo a visitor sent, for a signed-in admin only (its route's middleware
 * answers anyone else with the same 404 as for a photo that does not exist),
 * and no shared cache keeps a copy.
 */
export async function leadPhotoResponse(request: Request, id: string): Promise<Response> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return notFound();
  const thumb = new URL(request.url).searchParams.get("size") === "thumb";
  const [row] = await getDb()
    .select({ data: thumb ? leadPhotos.thumb : leadPhotos.view })
    .from(leadPhotos)
    .where(eq(leadPhotos.id, id));
  if (!row) return notFound();
  return new Response(new Uint8Array(row.data), {
    headers: {
      "Content-Type": thumb ? "image/webp" : "image/jpeg",
      "Content-Length": String(row.data.byteLength),
      "Cache-Control": "private, no-store",
    },
  });
}

export async function listNominations(db: Db, filters: LeadFilters): Promise<LeadPage<NominationLead>> {
  const { rows, matching } = await pageOf(db, "nominations", filters);
  return { rows: (rows as (typeof nominations.$inferSelect)[]).map(toNomination), matching };
}

/**
 * Saves the owner's status, note and job value on a lead (or the status
 * alone); false when it no longer exists. The status's date moves only when
 * the status changes (the digest's "still new" and Insights' won jobs read it).
 */
/**
 * Saves the owner's work on a lead: "saved", "gone" (deleted meanwhile), or
 * "stale" when `revision` is given and the lead was saved since the card was
 * opened (another tab or person): nothing is then changed.
 */
export async function updateLead(
  db: Db,
  tab: LeadTab,
  id: string,
  change: { status: LeadStatus; ownerNote?: string; jobValueCents?: number | null },
  revision?: number,
): Promise<"saved" | "gone" | "stale"> {
  const table = tables[tab];
  const rows = await db
    .update(table)
    .set({
      ...change,
      revision: sql`${table.revision} + 1`,
      statusChangedAt: sql`case when ${table.status} = ${change.status} then ${table.statusChangedAt} else now() end`,
      contactedAt: reachedStatuses.includes(change.status)
        ? sql`coalesce(${table.contactedAt}, now())`
        : undefined,
      wonAt:
        change.status === "won"
          ? sql`case when ${table.status} = 'won' then ${table.wonAt} else now() end`
          : undefined,
    })
    .where(revision === undefined ? eq(table.id, id) : and(eq(table.id, id), eq(table.revision, revision)))
    .returning({ id: table.id });
  if (rows.length === 1) return "saved";
  if (revision === undefined) return "gone";
  const [still] = await db.select({ id: table.id }).from(table).where(eq(table.id, id));
  return still ? "stale" : "gone";
}

/** The quick "Mark contacted" and the like: the status only, the note kept. */
export function setLeadStatus(
  db: Db,
  tab: LeadTab,
  id: string,
  status: LeadStatus,
  revision?: number,
): Promise<"saved" | "gone" | "stale"> {
  return updateLead(db, tab, id, { status }, revision);
}

/** Deletes a lead for good (a visitor's request to be forgotten); false when it was already gone. */
export async function deleteLead(db: Db, tab: LeadTab, id: string): Promise<boolean> {
  const table = tables[tab];
  const rows = await db.delete(table).where(eq(table.id, id)).returning({ id: table.id });
  return rows.length === 1;
}
