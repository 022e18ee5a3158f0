import type { ContactInput } from "~/lib/schemas/contact";
import type { NominationInput } from "~/lib/schemas/nomination";
import type { Db } from "./db/client.server";
import { contactSubmissions, nominations } from "./db/schema.server";
import type { LeadSource } from "./lead-source.server";

/** Stores a contact request; resolves once the row is committed. */
export async function insertContactSubmission(db: Db, input: ContactInput, source: LeadSource) {
  const [row] = await db
    .insert(contactSubmissions)
    .values({ ...input, ...source })
    .returning({ id: contactSubmissions.id });
  if (!row) throw new Error("insert returned no row");
  return row.id;
}

/** Stores a nomination; resolves once the row is committed. */
export async function insertNomination(db: Db, input: NominationInput, source: LeadSource) {
  const [row] = await db
    .insert(nominations)
    .values({
      yourName: input.your_name,
      yourEmail: input.your_email,
      yourPhone: input.your_phone,
      nomineeName: input.nominee_name,
      nomineeAddress: input.nominee_address,
      nomineePhone: input.nominee_phone,
      relationship: input.relationship,
      reason: input.reason,
      ...source,
    })
    .returning({ id: nominations.id });
  if (!row) throw new Error("insert returned no row");
  return row.id;
}
