/** The pictures the owner uploads: what each is, and (on PostgreSQL) its files. */
import { index, integer, jsonb, pgTable, real, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { bytea } from "./columns.server";

/**
 * A picture the owner uploaded: its content hash (in every file's name), its
 * size and the placeholders pages show while it loads. Its files (the
 * variants, and the full-size original without metadata) are in DATA_DIR/media
 * on the embedded database, or in media_files on PostgreSQL.
 */
export const media = pgTable("media", {
  id: uuid("id").primaryKey().defaultRandom(),
  hash: text("hash").notNull(),
  width: integer("width").notNull(),
  height: integer("height").notNull(),
  color: text("color").notNull(),
  placeholder: text("placeholder").notNull(),
  /** The variants made (image-variants.ts), so a page asks only for files that exist. */
  variants: jsonb("variants").$type<string[]>().notNull(),
  /**
   * The point the owner chose to keep in view, as fractions of the width and
   * height (0.5, 0.5: the centre): every cropped variant is cut around it.
   */
  focusX: real("focus_x").notNull().default(0.5),
  focusY: real("focus_y").notNull().default(0.5),
  /** The hash in the original's file name, when the variants were cut again since (their hash then differs). */
  originalHash: text("original_hash"),
  /**
   * Which sizes its variant files were cut to (`cutSignature` in
   * refocus.server.ts); null for a photo cut before this was kept. A photo
   * whose cut is not today's is cut again in the background (photo-updates.server.ts).
   */
  cut: text("cut"),
  /** When the files of its earlier cut may go (the pages named the new ones for long enough); null when none are left. */
  pruneAfter: timestamp("prune_after", { withTimezone: true }),
  bytes: integer("bytes").notNull(),
  createdBy: text("created_by").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** The files of uploaded pictures, on PostgreSQL (every server reads them from here). */
export const mediaFiles = pgTable("media_files", {
  name: text("name").primaryKey(),
  mediaId: uuid("media_id")
    .notNull()
    .references(() => media.id, { onDelete: "cascade" }),
  contentType: text("content_type").notNull(),
  data: bytea("data").notNull(),
});

/**
 * Photos being cut again in the background, one at a time, because their
 * files are not of today's sizes: what the owner's "Updating your photos"
 * counts, and why one could not be done (photo-updates.server.ts).
 */
export const mediaUpdates = pgTable(
  "media_updates",
  {
    mediaId: uuid("media_id")
      .primaryKey()
      .references(() => media.id, { onDelete: "cascade" }),
    /** The cut it is to get (`cutSignature`). */
    cut: text("cut").notNull(),
    /**
     * "waiting"; "working" (a server holds it until `next_at`); "cut" (its new
     * files are in, the pages name them from the next content version);
     * "done"; "failed" (left as it was, `error` says why).
     */
    status: text("status")
      .$type<"waiting" | "working" | "cut" | "done" | "failed">()
      .notNull()
      .default("waiting"),
    attempts: integer("attempts").notNull().default(0),
    /** Not before (a retry), or, while working, how long the claim holds. */
    nextAt: timestamp("next_at", { withTimezone: true }).notNull().defaultNow(),
    /** Why it failed, in the owner's words. */
    error: text("error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("media_updates_status_idx").on(t.status, t.nextAt)],
);
