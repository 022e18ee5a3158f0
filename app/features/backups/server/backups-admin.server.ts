/**
 * The admin's Backups page: a backup made now and sent to the browser, the
 * daily backups kept on the server (each downloadable), and when the last one
 * ran. Restoring stays a command (scripts/restore.ts), which the page explains.
 * A backup leaves the server locked with the passphrase the owner types in the
 * form (decision 0029), and only for a post from the admin's own page: a link
 * from elsewhere makes nothing.
 */
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { data } from "react-router";
import { getContent } from "~/features/content/index.server";
import { fileSize } from "~/lib/file-size";
import { readAdminForm, savedRedirect } from "~/server/admin-posts.server";
import { prepareServerBackup } from "~/server/backup/backup.server";
import {
  encryptingStream,
  HEADER_BYTES,
  passphraseProblem,
  TAG_BYTES,
} from "~/server/backup/encryption.server";
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
      "Content-Type": "application/octet-stream",
      "Content-Disposition": `attachment; filename="${name}"`,
      ...(bytes === undefined ? {} : { "Content-Length": String(bytes) }),
      "Cache-Control": "no-store",
      "X-Robots-Tag": "noindex",
    },
  });
}

/** The passphrase the form was sent with, or the answer back to the page saying what is wrong with it. */
async function readPassphrase(
  request: Request,
): Promise<{ passphrase: string } | { answer: Response | ReturnType<typeof data> }> {
  const post = await readAdminForm(request);
  if ("answer" in post) return post;
  const passphrase = String(post.form.get("passphrase") ?? "");
  const problem =
    passphraseProblem(passphrase) ??
    (passphrase === String(post.form.get("passphraseAgain") ?? "")
      ? undefined
      : "The two passphrases differ: type the same one twice.");
  if (problem)
    return { answer: await savedRedirect("/admin/backups", `${problem} No backup was made.`, "error") };
  return { passphrase };
}

/** A backup made now, locked with the form's passphrase, streamed as it is written (what `npm run backup` writes). */
export async function downloadBackupNow(request: Request): Promise<Response | ReturnType<typeof data>> {
  const read = await readPassphrase(request);
  if ("answer" in read) return read.answer;
  const encrypt = await encryptingStream(read.passphrase);
  const prepared = await prepareServerBackup();
  prepared.write(encrypt).catch((error) => {
    console.error("[backup] sending a backup failed:", error);
    encrypt.destroy(error as Error);
  });
  return download(`${backupFileName()}.enc`, encrypt);
}

/** One of the kept daily backups, locked with the form's passphrase; a name that is not one of them is a 404. */
export async function downloadKeptBackup(
  request: Request,
  name: string,
): Promise<Response | ReturnType<typeof data>> {
  const missing = () =>
    data("That backup is no longer kept: the server keeps the newest ones only.", { status: 404 });
  if (!isBackupFileName(name)) throw missing();
  const file = path.join(backupsFolder(getConfig().dataDir), name);
  const info = await stat(file).catch(() => undefined);
  if (!info?.isFile()) throw missing();
  const read = await readPassphrase(request);
  if ("answer" in read) return read.answer;
  const encrypt = await encryptingStream(read.passphrase);
  pipeline(createReadStream(file), encrypt).catch((error) => {
    console.error("[backup] sending a kept backup failed:", error);
  });
  return download(`${name}.enc`, encrypt, HEADER_BYTES + info.size + TAG_BYTES);
}
