/** The pictures the owner uploads: what each is, and (on PostgreSQL) its files. */
import { integer, jsonb, pgTable, real, text, timestamp, uuid } from "drizzle-orm/pg-core";
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
