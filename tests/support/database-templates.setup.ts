/**
 * Vitest's global setup: one migrated embedded database for the whole run,
 * which each test's fresh database copies (tests/support/databases.ts).
 * Migrating a new embedded database takes 5-8 s on a busy two-core machine;
 * copying a migrated one and opening it, under one.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openDatabase, pgliteFolder } from "~/server/db/client.server";

declare module "vitest" {
  export interface ProvidedContext {
    /** A closed, migrated embedded database's folder, to copy (never to open). */
    migratedPgliteFolder: string;
  }
}

export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "unit-pglite-template-"));
  const database = await openDatabase({ dataDir });
  await database.close();
  project.provide("migratedPgliteFolder", pgliteFolder(dataDir));
  return () => rmSync(dataDir, { recursive: true, force: true });
}
