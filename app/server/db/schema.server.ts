/**
 * The database's tables, one module per area of the site under schema/.
 * Everything imports them from here (and drizzle-kit reads this file), so a
 * table added to an area's module is migrated and backed up with the rest.
 */
export * from "./schema/auth.server";
export * from "./schema/booking.server";
export * from "./schema/content.server";
export * from "./schema/insights.server";
export * from "./schema/leads.server";
export * from "./schema/media.server";
export * from "./schema/ops.server";
export * from "./schema/payments.server";
export * from "./schema/quotes.server";
