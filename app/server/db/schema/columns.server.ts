import { customType } from "drizzle-orm/pg-core";

/** Bytes stored in the database (uploaded images' files, when several servers share PostgreSQL). */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => "bytea",
});
