import { createReadStream } from "node:fs";
import { mkdir, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { eq } from "drizzle-orm";
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
}

const contentTypes: Record<string, string> = { avif: "image/avif", webp: "image/webp", jpg: "image/jpeg" };

export function contentTypeOf(name: string): string {
  return contentTypes[name.split(".").pop() ?? ""] ?? "application/octet-stream";
}

/** A file's name as image URLs give it, or undefined for anything else (a path, an original). */
const servedName =
  /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})-(thumb|large|card|hero)-\d{2,4}\.[0-9a-f]{10}\.(avif|webp|jpg)$/;

/** The media id of a publicly served file's name; the originals are never served. */
export function servedMediaId(name: string): string | undefined {
  return servedName.exec(name)?.[1];
}

export function fileMediaStore(dataDir: string): MediaStore {
  const root = path.join(path.resolve(dataDir), "media");
  const folder = (mediaId: string) => path.join(root, mediaId);
  return {
    kind: "files",
    async save(_tx, mediaId, files) {
      await mkdir(folder(mediaId), { recursive: true });
      try {
        for (const file of files) await writeFile(path.join(folder(mediaId), file.name), file.data);
      } catch (error) {
        await rm(folder(mediaId), { recursive: true, force: true });
        throw error;
      }
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
  };
}
