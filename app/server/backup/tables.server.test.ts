/** The tables a backup holds (app/server/backup/tables.server.ts): all of them, in an order rows can be inserted in. */
import { getTableConfig, pgTable, serial } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { backupTables } from "~/server/backup/tables.server";
import * as schema from "~/server/db/schema.server";

describe("the tables a backup holds", () => {
  it("are every table of the schema, each after the tables it refers to", () => {
    const tables = backupTables();
    const keys = tables.map((t) => t.key);
    expect(keys).toEqual(
      expect.arrayContaining(["contact_submissions", "audit_log", "blog_posts", "user", "session"]),
    );
    for (const [index, table] of tables.entries()) {
      for (const fk of getTableConfig(table.table).foreignKeys) {
        const parent = getTableConfig(fk.reference().foreignTable).name;
        expect(keys.indexOf(parent), `${table.key} refers to ${parent}`).toBeLessThan(index);
      }
    }
  });

  it("include a table added to the schema without anything else changing", () => {
    const extra = pgTable("later_table", { id: serial("id").primaryKey() });
    expect(backupTables({ ...schema, extra }).map((t) => t.key)).toContain("later_table");
  });
});
