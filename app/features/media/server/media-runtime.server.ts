import { rm } from "node:fs/promises";
import path from "node:path";
import type { Db } from "~/server/db/client.server";
import { getConfig, getDatabaseKind, getDb, onStop, serviceSlot } from "~/server/runtime.server";
import { PhotoUpdates } from "./photo-updates.server";
import { nearestWidthFile } from "./refocus.server";
import {
  databaseMediaStore,
  fileMediaStore,
  type MediaStore,
  type StoredFile,
  servedFile,
} from "./store.server";

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

/**
 * Starts cutting again, in the background, the uploaded photos whose files
 * are of an older cut; `publish` moves the content version on (inside the
 * transaction that hands their new files to the pages).
 */
export function startPhotoUpdates(publish: (tx: Db) => Promise<() => void>): void {
  const job = new PhotoUpdates({ db: getDb(), store: getMediaStore(), publish });
  job.start();
  onStop(() => job.stop());
}

export function getMediaStore(): MediaStore {
  return mediaSlot.get().store;
}

/** Where uploads wait while they arrive and are checked; emptied when the server starts. */
export function getUploadTempDir(): string {
  return mediaSlot.get().uploadTempDir;
}

/**
 * A publicly served file of an uploaded photo, by name; or, for a width its
 * files do not have yet (see nearestWidthFile), the name to send the browser
 * to instead; undefined when there is neither.
 */
export async function servedPicture(
  name: string,
): Promise<{ file: StoredFile } | { moved: string } | undefined> {
  if (!servedFile(name)) return undefined;
  const store = getMediaStore();
  const file = await store.open(name);
  if (file) return { file };
  const nearest = await nearestWidthFile(getDb(), name);
  return nearest && (await store.open(nearest)) ? { moved: nearest } : undefined;
}
