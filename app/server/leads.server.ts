import type { ContactInput } from "~/lib/schemas/contact";
import type { NominationInput } from "~/lib/schemas/nomination";
import type { Db } from "./db/client.server";
import { contactSubmissions, leadPhotos, nominations } from "./db/schema.server";
import type { LeadSource } from "./lead-source.server";
import type { LeadPhotoFiles } from "./media/process.server";
import type { PlaceCheck } from "./service-area-check.server";

/** The two kinds of lead, each in its own table. */
export type LeadKind = "contact" | "nomination";

const leadTables = { contact: contactSubmissions, nomination: nominations } as const;

/**
 * A lead table typed as the contact table, for queries that touch only the
 * columns both tables share (id, created_at, the notification and alert
 * tracking): one query serves both kinds.
 */
export function sharedLeadTable(kind: LeadKind) {
  return leadTables[kind] as typeof contactSubmissions;
}

export interface ContactExtras {
  /** Where the visitor's ZIP code or city was found (when they gave one). */
  place?: PlaceCheck;
  /** Their photos, already checked and re-encoded. */
  photos?: readonly LeadPhotoFiles[];
}

/**
 * Stores a contact request and its photos in one transaction; resolves once
 * both are committed (a request is never acknowledged without its photos).
 */
export async function insertContactSubmission(
  db: Db,
  input: ContactInput,
  source: LeadSource,
  { place, photos = [] }: ContactExtras = {},
) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactSubmissions)
      .values({
        ...input,
        ...source,
        distanceMiles: place?.miles ?? null,
        inServiceArea: place && place.state !== "unknown" ? place.state === "inside" : null,
        photoCount: photos.length,
      })
      .returning({ id: contactSubmissions.id });
    if (!row) throw new Error("insert returned no row");
    if (photos.length > 0) {
      await tx.insert(leadPhotos).values(
        photos.map((photo, position) => ({
          submissionId: row.id,
          position,
          width: photo.width,
          height: photo.height,
          view: photo.view,
          thumb: photo.thumb,
          bytes: photo.view.byteLength + photo.thumb.byteLength,
        })),
      );
    }
    return row.id;
  });
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
