/**
 * The tables a backup holds, from the Drizzle schema, and the SQL both
 * drivers (PGlite and node-postgres) answer alike: the catalog's columns,
 * which tables hold rows.
 */
import { is, type SQL, sql } from "drizzle-orm";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import * as appSchema from "../db/schema.server";

/** Rows read (and written back) per statement: a large lead table never sits in memory whole. */
export const BATCH_ROWS = 500;

export interface BackupTable {
  /** Its name in the archive: the table's name, schema-qualified outside "public". */
  key: string;
  schema: string;
  name: string;
  table: PgTable;
  /** SQL column names the schema declares. */
  columns: string[];
}

/**
 * Every table a schema module exports, parents before the tables that refer
 * to them: the order rows must be inserted in. Derived, never listed by hand,
 * so a table added to the schema is backed up without anyone remembering to.
 */
export function backupTables(schemaModule: Record<string, unknown> = appSchema): BackupTable[] {
  const found = new Map<PgTable, BackupTable>();
  for (const value of Object.values(schemaModule)) {
    if (!is(value, PgTable) || found.has(value)) continue;
    const config = getTableConfig(value);
    const schema = config.schema ?? "public";
    found.set(value, {
      key: schema === "public" ? config.name : `${schema}.${config.name}`,
      schema,
      name: config.name,
      table: value,
      columns: config.columns.map((column) => column.name),
    });
  }
  const parents = new Map(
    [...found.keys()].map((table) => [
      table,
      // A table referring to itself needs no ordering between tables (its own rows would).
      new Set(
        getTableConfig(table)
          .foreignKeys.map((fk) => fk.reference().foreignTable)
          .filter((parent) => parent !== table && found.has(parent)),
      ),
    ]),
  );
  const ordered: BackupTable[] = [];
  const placed = new Set<PgTable>();
  while (ordered.length < found.size) {
    const next = [...found.keys()].find(
      (table) => !placed.has(table) && [...(parents.get(table) ?? [])].every((p) => placed.has(p)),
    );
    if (!next) {
      const left = [...found.values()].filter((t) => !placed.has(t.table)).map((t) => t.key);
      throw new Error(
        `The tables ${left.join(", ")} refer to each other in a cycle: no insert order exists.`,
      );
    }
    placed.add(next);
    ordered.push(found.get(next)!);
  }
  return ordered;
}

/** Tables of the database's "public" schema that the backup would leave out (none, unless the schema module lacks one). */
export async function uncoveredTables(db: Queryable, tables = backupTables()): Promise<string[]> {
  const rows = await query<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const covered = new Set(tables.map((t) => t.key));
  return rows.map((row) => row.name).filter((name) => !covered.has(name));
}

/** A database or a transaction of either driver; both answer `execute` with `{ rows }`. */
export type Queryable = { execute(query: SQL): PromiseLike<unknown> };

export async function query<T>(db: Queryable, statement: SQL): Promise<T[]> {
  const result = (await db.execute(statement)) as { rows: T[] };
  return result.rows;
}

export function tableRef(table: BackupTable): SQL {
  return sql`${sql.identifier(table.schema)}.${sql.identifier(table.name)}`;
}

export interface CatalogColumn {
  name: string;
  type: string;
  generated: boolean;
}

export async function catalogColumns(db: Queryable, table: BackupTable): Promise<CatalogColumn[]> {
  const rows = await query<{ name: string; type: string; generated: string }>(
    db,
    sql`select column_name as name, data_type as type, is_generated as generated
        from information_schema.columns
        where table_schema = ${table.schema} and table_name = ${table.name}
        order by ordinal_position`,
  );
  return rows.map((row) => ({ name: row.name, type: row.type, generated: row.generated === "ALWAYS" }));
}

/** Tables (of `tables`) that hold at least one row; a table not created yet counts as empty. */
export async function tablesWithRows(db: Queryable, tables: BackupTable[]): Promise<string[]> {
  const existing = new Set(
    (
      await query<{ key: string }>(
        db,
        sql`select case when table_schema = 'public' then table_name
                        else table_schema || '.' || table_name end as key
            from information_schema.tables where table_type = 'BASE TABLE'`,
      )
    ).map((row) => row.key),
  );
  const full: string[] = [];
  for (const table of tables) {
    if (!existing.has(table.key)) continue;
    const [row] = await query<{ found: boolean }>(
      db,
      sql`select exists (select 1 from ${tableRef(table)}) as found`,
    );
    if (row?.found) full.push(table.key);
  }
  return full;
}
