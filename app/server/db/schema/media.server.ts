/** The pictures the owner uploads: what each is, and (on PostgreSQL) its files. */
import { integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
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
