import { eq } from "drizzle-orm";
import type { Db } from "~/server/db/client.server";
import { contactSubmissions } from "~/server/db/schema.server";

/** The lead's name and the place they gave (the visit's address), or undefined for no such lead. */
export async function readLeadContact(db: Db, leadId: string) {
  const [row] = await db
    .select({ name: contactSubmissions.name, location: contactSubmissions.location })
    .from(contactSubmissions)
    .where(eq(contactSubmissions.id, leadId));
  return row;
}
