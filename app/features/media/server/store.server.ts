import { createReadStream } from "node:fs";
import { mkdir, readdir, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { and, eq, notInArray } from "drizzle-orm";
import type { Db } from "~/server/db/client.server";
import { mediaFiles } from "~/server/db/schema.server";

/**
 * Where uploaded pictures' files live. One server on the embedded database
 * keeps them in DATA_DIR/media/<id>/ and streams them from disk; several
 * servers on PostgreSQL keep them in the media_files table, which every
 * server reads. Neither holds all images in memory: a request reads one file.
 */

export interface MediaFile {
  /** "<media id>-<variant>-<width>.<hash>.<format>", as image URLs name it. */
  name: string;
  contentType: string;
  data: Uint8Array;
}

export interface StoredFile {
  contentType: string;
  size: number;
  body(): ReadableStream<Uint8Array>;
}

export interface MediaStore {
  kind: "files" | "database";
  /** Keeps a picture's files; in the database, inside the caller's transaction. */
  save(tx: Db, mediaId: string, files: readonly MediaFile[]): Promise<void>;
  open(name: string): Promise<StoredFile | undefined>;
  /** Removes a picture's files (in the database, deleting the media row does it). */
  remove(mediaId: string): Promise<void>;
  /** Removes the picture's files not named in `keep` (its variants cut before); in the database, in the caller's transaction. */
  prune(tx: Db, mediaId: string, keep: readonly string[]): Promise<void>;
}

/** A picture's file as stored: "<id>-thumb-400.<hash>.avif", or the original's "<id>-original.<hash>.jpg". */
export function mediaFileName(
  mediaId: string,
  hash: string,
  file: { variant: string; width: number; format: string },
): string {
  return file.variant === "original"
    ? `${mediaId}-original.${hash}.jpg`
    : `${mediaId}-${file.variant}-${file.width}.${hash}.${file.format}`;
}

const contentTypes: Record<string, string> = { avif: "image/avif", webp: "image/webp", jpg: "image/jpeg" };

export function contentTypeOf(name: string): string {
  return contentTypes[name.split(".").pop() ?? ""] ?? "application/octet-stream";
}

/** A file's name as image URLs give it, or undefined for anything else (a path, an original). */
const servedName =
  /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})-(thumb|large|card|hero)-(\d{2,4})\.([0-9a-f]{10})\.(avif|webp|jpg)$/;

/** What a publicly served file's name says; undefined for anything else (the originals are never served). */
export function servedFile(name: string) {
  const match = servedName.exec(name);
  if (!match) return undefined;
  const [, mediaId = "", variant = "", width = "", hash = "", format = ""] = match;
  return { mediaId, variant, width: Number(width), hash, format };
}

export function fileMediaStore(dataDir: string): MediaStore {
  const root = path.join(path.resolve(dataDir), "media");
  const folder = (mediaId: string) => path.join(root, mediaId);
  return {
    kind: "files",
    async save(_tx, mediaId, files) {
      await mkdir(folder(mediaId), { recursive: true });
      const written: string[] = [];
      try {
        for (const file of files) {
          const target = path.join(folder(mediaId), file.name);
          await writeFile(target, file.data);
          written.push(target);
        }
      } catch (error) {
        // Only what this save wrote goes: a picture's earlier files stay served.
        await Promise.all(written.map((file) => rm(file, { force: true })));
        throw error;
      }
    },
    async prune(_tx, mediaId, keep) {
      const names = await readdir(folder(mediaId)).catch(() => []);
      await Promise.all(
        names
          .filter((name) => !keep.includes(name))
          .map((name) => rm(path.join(folder(mediaId), name), { force: true })),
      );
    },
    async open(name) {
      const mediaId = name.slice(0, 36);
      const file = path.join(folder(mediaId), name);
      const info = await stat(file).catch(() => undefined);
      if (!info?.isFile()) return undefined;
      return {
        contentType: contentTypeOf(name),
        size: info.size,
        body: () => Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>,
      };
    },
    async remove(mediaId) {
      await rm(folder(mediaId), { recursive: true, force: true });
    },
  };
}

export function databaseMediaStore(db: Db): MediaStore {
  return {
    kind: "database",
    async save(tx, mediaId, files) {
      if (files.length === 0) return;
      await tx
        .insert(mediaFiles)
        .values(
          files.map((file) => ({ name: file.name, mediaId, contentType: file.contentType, data: file.data })),
        );
    },
    async open(name) {
      const [row] = await db.select().from(mediaFiles).where(eq(mediaFiles.name, name));
      if (!row) return undefined;
      const data = row.data;
      return {
        contentType: row.contentType,
        size: data.byteLength,
        body: () =>
          new ReadableStream({
            start(controller) {
              controller.enqueue(data);
              controller.close();
            },
          }),
      };
    },
    async remove() {
      // The rows go with the media row (ON DELETE CASCADE).
    },
    async prune(tx, mediaId, keep) {
      await tx
        .delete(mediaFiles)
        .where(
          and(
            eq(mediaFiles.mediaId, mediaId),
            keep.length ? notInArray(mediaFiles.name, [...keep]) : undefined,
          ),
        );
    },
  };
}
