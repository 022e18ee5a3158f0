import { desc, sql } from "drizzle-orm";
import type { Db } from "~/server/db/client.server";
import { auditLog } from "~/server/db/schema.server";

/** The audit log every change writes (editor.server.ts), as the activity page reads it. */

export function readAuditLog(db: Db, limit: number, offset = 0) {
  return db.select().from(auditLog).orderBy(desc(auditLog.at), desc(auditLog.id)).limit(limit).offset(offset);
}

export async function countAuditLog(db: Db): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(auditLog);
  return row?.count ?? 0;
}
