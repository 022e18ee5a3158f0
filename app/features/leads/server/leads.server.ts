import { eq } from "drizzle-orm";
import type { ContactInput } from "~/features/leads/schemas/contact";
import type { NominationInput } from "~/features/leads/schemas/nomination";
import type { LeadPhotoFiles } from "~/features/media/index.server";
import type { Db } from "~/server/db/client.server";
import { contactSubmissions, leadPhotos, nominations, type RefusedPhoto } from "~/server/db/schema.server";
import type { LeadSource } from "./lead-source.server";
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
  /** Photos sent with it that could not be used. */
  refusedPhotos?: readonly RefusedPhoto[];
  /** The page's key for this filled form: the same key again is the same lead. */
  submissionKey?: string;
}

/**
 * Stores a contact request and its photos in one transaction; resolves once
 * both are committed (a request is never acknowledged without its photos).
 * A post sent again with the same submission key (its first answer was lost
 * on the way back) is the request already stored: nothing is added.
 */
export async function insertContactSubmission(
  db: Db,
  input: ContactInput,
  source: LeadSource,
  { place, photos = [], refusedPhotos = [], submissionKey }: ContactExtras = {},
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
        refusedPhotos: [...refusedPhotos],
        submissionKey,
      })
      .onConflictDoNothing({ target: contactSubmissions.submissionKey })
      .returning({ id: contactSubmissions.id });
    if (!row) return storedBefore(tx, contactSubmissions, submissionKey);
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

/** The lead a submission key was stored with (its post came again). */
async function storedBefore(db: Db, table: typeof contactSubmissions | typeof nominations, key?: string) {
  if (!key) throw new Error("insert returned no row");
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.submissionKey, key));
  if (!row) throw new Error("insert returned no row");
  return row.id;
}

/** Stores a nomination; resolves once the row is committed (once per submission key). */
export async function insertNomination(
  db: Db,
  input: NominationInput,
  source: LeadSource,
  submissionKey?: string,
) {
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
      submissionKey,
    })
    .onConflictDoNothing({ target: nominations.submissionKey })
    .returning({ id: nominations.id });
  if (!row) return storedBefore(db, nominations, submissionKey);
  return row.id;
}
