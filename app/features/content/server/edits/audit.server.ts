import { desc, eq, sql } from "drizzle-orm";
import type { Db } from "~/server/db/client.server";
import { auditLog, contactSubmissions, nominations } from "~/server/db/schema.server";

/**
 * The audit log: every change to the content writes it (editor.server.ts),
 * the owner's work on the leads through auditLeadChange; the activity page
 * reads it (its wording is activity-words.server.ts).
 */

export function readAuditLog(db: Db, limit: number, offset = 0) {
  return db.select().from(auditLog).orderBy(desc(auditLog.at), desc(auditLog.id)).limit(limit).offset(offset);
}

export async function countAuditLog(db: Db): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(auditLog);
  return row?.count ?? 0;
}

type LeadKind = "contacts" | "nominations";
/** What the owner does to a lead: edit it (status, note, value), delete it, or ask for a review. */
type LeadAction = "update" | "delete" | "ask-review";

/** The lead as the log tells it: who it is from, and what the owner set. */
async function leadSnapshot(db: Db, kind: LeadKind, id: string) {
  const table = kind === "contacts" ? contactSubmissions : nominations;
  const name = kind === "contacts" ? contactSubmissions.name : nominations.yourName;
  const [row] = await db
    .select({ name, status: table.status, ownerNote: table.ownerNote, jobValueCents: table.jobValueCents })
    .from(table)
    .where(eq(table.id, id))
    .catch(() => []);
  if (!row) return undefined;
  return kind === "contacts" ? row : { ...row, yourName: row.name };
}

/** Whether a lead function's answer says the change was not made ("gone", "stale", false, { ok: false }). */
function notMade(result: unknown): boolean {
  if (result === "gone" || result === "stale" || result === false) return true;
  return typeof result === "object" && result !== null && "ok" in result && result.ok === false;
}

/**
 * Runs one change to a lead and, when it was made, writes it to the audit
 * log with the lead before and after (a save that changed nothing is not
 * logged). The change's own answer is returned as it was.
 */
export async function auditLeadChange<T>(
  db: Db,
  userEmail: string,
  lead: { kind: LeadKind; id: string; action: LeadAction },
  change: () => Promise<T>,
): Promise<T> {
  const before = await leadSnapshot(db, lead.kind, lead.id);
  const result = await change();
  if (!before || notMade(result)) return result;
  const after = lead.action === "delete" ? null : await leadSnapshot(db, lead.kind, lead.id);
  if (lead.action === "update" && JSON.stringify(before) === JSON.stringify(after)) return result;
  await db.insert(auditLog).values({
    userEmail,
    entity: lead.kind === "contacts" ? "contact_submission" : "nomination",
    entityId: lead.id,
    action: lead.action,
    before,
    after,
  });
  return result;
}
