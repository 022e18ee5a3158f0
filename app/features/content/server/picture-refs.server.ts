import { inArray } from "drizzle-orm";
import { getImage, hasImage, mediaIdOf, mediaKey } from "~/features/media/index.server";
import type { ImageRef } from "~/lib/image-variants";
import type { Db } from "~/server/db/client.server";
import { media } from "~/server/db/schema.server";

/**
 * Pictures as pages name them: uploaded ones ("media/<id>", read from their
 * rows, with the owner's focal point) and those made at build.
 */

export type MediaRef = {
  id: string;
  hash: string;
  color: string;
  placeholder: string;
  focusX: number;
  focusY: number;
};

/** The columns of an uploaded picture a page needs. */
export const mediaRefColumns = {
  id: media.id,
  hash: media.hash,
  color: media.color,
  placeholder: media.placeholder,
  focusX: media.focusX,
  focusY: media.focusY,
};

/** A focal point as CSS object-position says it; none for the centre. */
function focusOf({ focusX, focusY }: MediaRef): { focus?: string } {
  if (Math.abs(focusX - 0.5) < 0.005 && Math.abs(focusY - 0.5) < 0.005) return {};
  return { focus: `${Math.round(focusX * 100)}% ${Math.round(focusY * 100)}%` };
}

/** Pictures by key: uploaded (media/<id>, from these rows) or made at build; undefined when gone. */
export function pictureLookup(rows: readonly MediaRef[]) {
  const uploaded = new Map(rows.map((row) => [mediaKey(row.id), row]));
  return (key: string): ImageRef | undefined => {
    const row = uploaded.get(key);
    if (row) return { key, hash: row.hash, color: row.color, placeholder: row.placeholder, ...focusOf(row) };
    return hasImage(key) ? getImage(key) : undefined;
  };
}

/** The pictures some records name (the admin's lists and forms show them). */
export async function readPictures(db: Db, keys: readonly string[]) {
  const ids = keys.flatMap((key) => mediaIdOf(key) ?? []);
  const rows = ids.length ? await db.select(mediaRefColumns).from(media).where(inArray(media.id, ids)) : [];
  return pictureLookup(rows);
}
