/** Exits 0 when the PostgreSQL server in TEST_DATABASE_URL answers, 1 otherwise. */
import pg from "pg";

const client = new pg.Client({
  connectionString: process.env.TEST_DATABASE_URL,
  connectionTimeoutMillis: 3000,
});
try {
  await client.connect();
  await client.query("select 1");
  await client.end();
} catch (error) {
  console.error(
    `PostgreSQL is not reachable at ${process.env.TEST_DATABASE_URL}: ${(error as Error).message}`,
  );
  process.exit(1);
}
