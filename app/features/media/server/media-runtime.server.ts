import { rm } from "node:fs/promises";
import path from "node:path";
import { getConfig, getDatabaseKind, getDb, serviceSlot } from "~/server/runtime.server";
import { databaseMediaStore, fileMediaStore, type MediaStore } from "./store.server";

const mediaSlot = serviceSlot<{ store: MediaStore; uploadTempDir: string }>("media");

/**
 * Uploaded pictures' files: in the database with PostgreSQL (shared by every
 * server), under DATA_DIR on the embedded database. Files of uploads a
 * previous run was still receiving when it stopped (even killed) are not
 * needed by anything: nothing was stored or acknowledged from them.
 */
export async function startMedia(): Promise<void> {
  const config = getConfig();
  const store =
    getDatabaseKind() === "postgres" ? databaseMediaStore(getDb()) : fileMediaStore(config.dataDir);
  const uploadTempDir = path.join(path.resolve(config.dataDir), "uploads-in-progress");
  await rm(uploadTempDir, { recursive: true, force: true });
  mediaSlot.set({ store, uploadTempDir });
}

export function getMediaStore(): MediaStore {
  return mediaSlot.get().store;
}

/** Where uploads wait while they arrive and are checked; emptied when the server starts. */
export function getUploadTempDir(): string {
  return mediaSlot.get().uploadTempDir;
}
