/**
 * node scripts/pg-scratch.ts create|drop NAME
 * Creates or drops a scratch database on the server TEST_DATABASE_URL names,
 * and prints the new database's URL (create).
 */
import pg from "pg";

const [action, name] = process.argv.slice(2);
const serverUrl = process.env.TEST_DATABASE_URL;
if (!serverUrl || !name || !/^[a-z0-9_]+$/.test(name) || (action !== "create" && action !== "drop")) {
  console.error("Usage: TEST_DATABASE_URL=postgres://... node scripts/pg-scratch.ts create|drop name");
  process.exit(2);
}
const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 3000 });
await client.connect();
try {
  await client.query(`drop database if exists "${name}" with (force)`);
  if (action === "create") {
    await client.query(`create database "${name}"`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    console.log(url.toString());
  }
} finally {
  await client.end();
}
