/**
 * The admin's Backups page: a backup made now and sent to the browser, the
 * daily backups kept on the server (each downloadable), and when the last one
 * ran. Restoring stays a command (scripts/restore.ts), which the page explains.
 */
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import path from "node:path";
import { PassThrough, Readable } from "node:stream";
import { data } from "react-router";
import { getContent } from "~/features/content/index.server";
import { fileSize } from "~/lib/file-size";
import { prepareServerBackup } from "~/server/backup/backup.server";
import { backupFileName, isBackupFileName } from "~/server/backup/file-name.server";
import { getConfig, getDb } from "~/server/runtime.server";
import { backupsFolder, KEEP_BACKUPS, listKeptBackups, readLastRun } from "./daily-backup.server";

export async function backupsPageData() {
  const { dataDir } = getConfig();
  const folder = backupsFolder(dataDir);
  const { business } = (await getContent()).site;
  const when = new Intl.DateTimeFormat("en-US", {
    timeZone: business.timeZone,
    dateStyle: "medium",
    timeStyle: "short",
  });
  const [last, kept] = await Promise.all([readLastRun(getDb()), listKeptBackups(folder)]);
  return {
    keep: KEEP_BACKUPS,
    folder,
    dataDir,
    last: last?.finishedAt
      ? {
          at: last.finishedAt.toISOString(),
          atText: when.format(last.finishedAt),
          size: last.bytes === null ? "" : fileSize(last.bytes),
        }
      : null,
    lastFailed: Boolean(last?.lastError),
    kept: kept.map((backup) => ({
      name: backup.name,
      at: backup.madeAt.toISOString(),
      atText: when.format(backup.madeAt),
      size: fileSize(backup.bytes),
    })),
  };
}

function download(name: string, body: Readable, bytes?: number): Response {
  return new Response(Readable.toWeb(body) as ReadableStream<Uint8Array>, {
    headers: {
      "Content-Type": "application/gzip",
      "Content-Disposition": `attachment; filename="${name}"`,
      ...(bytes === undefined ? {} : { "Content-Length": String(bytes) }),
      "Cache-Control": "no-store",
      "X-Robots-Tag": "noindex",
    },
  });
}

/** A backup made now, streamed as it is written (the same archive `npm run backup` writes). */
export async function downloadBackupNow(): Promise<Response> {
  const prepared = await prepareServerBackup();
  const out = new PassThrough();
  prepared.write(out).catch((error) => {
    console.error("[backup] sending a backup failed:", error);
    out.destroy(error as Error);
  });
  return download(backupFileName(), out);
}

/** One of the kept daily backups; a name that is not one of them is a 404. */
export async function downloadKeptBackup(name: string): Promise<Response> {
  const missing = () =>
    data("That backup is no longer kept: the server keeps the newest ones only.", { status: 404 });
  if (!isBackupFileName(name)) throw missing();
  const file = path.join(backupsFolder(getConfig().dataDir), name);
  const info = await stat(file).catch(() => undefined);
  if (!info?.isFile()) throw missing();
  return download(name, createReadStream(file), info.size);
}
