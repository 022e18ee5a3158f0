/**
 * The archive: one gzip'd tar file, written and read as a stream.
 *
 *   manifest.json             what the archive holds (see BackupManifest)
 *   tables/<table>.ndjson     one row per line, as PostgreSQL's to_json writes it
 *   files/<path>              files of the data folder (DATA_FOLDER_ENTRIES)
 */
import { createReadStream, createWriteStream } from "node:fs";
import { chmod, link, mkdir, open, readFile, rename, rm, stat, unlink } from "node:fs/promises";
import path from "node:path";
import type { Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGunzip, createGzip } from "node:zlib";
import { extract as tarExtract, pack as tarPack } from "tar-stream";
import { type DataFile, exists, safeDataPath } from "./data-folder.server";
import { decryptingStream, HEADER_BYTES, isEncryptedFile } from "./encryption.server";
import { BackupError, type BackupManifest, FORMAT, FORMAT_VERSION, manifestSchema } from "./manifest.server";

export async function writeArchive(
  out: Writable,
  manifest: BackupManifest,
  staging: string,
  files: DataFile[],
) {
  const pack = tarPack();
  const piping = pipeline(pack, createGzip(), out);
  piping.catch(() => {}); // Awaited below; a failure meanwhile is not "unhandled".
  const mtime = new Date(manifest.createdAt);
  const add = (name: string, data: Buffer, mode = 0o600) =>
    new Promise<void>((resolve, reject) =>
      pack.entry({ name, size: data.length, mode, mtime }, data, (error) =>
        error ? reject(error) : resolve(),
      ),
    );
  try {
    await add("manifest.json", Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`));
    for (const table of manifest.tables) {
      const staged = path.join(staging, "tables", `${table.name}.ndjson`);
      const { size } = await stat(staged);
      const entry = pack.entry({ name: `tables/${table.name}.ndjson`, size, mode: 0o600, mtime });
      await pipeline(createReadStream(staged), entry);
    }
    // Read whole, one at a time: a file rewritten meanwhile cannot disagree with its header's size.
    for (const file of files) {
      const info = await stat(file.absolute);
      await add(`files/${file.name}`, await readFile(file.absolute), info.mode & 0o777);
    }
    pack.finalize();
    await piping;
  } catch (error) {
    pack.destroy(error as Error);
    await piping.catch(() => {});
    throw error;
  }
}

/**
 * Writes an archive to `file`, readable by its owner only (it holds leads and
 * secrets), through a temporary name: a failed run leaves no half archive, and
 * an existing file is never replaced.
 */
export async function saveArchive(file: string, produce: (out: Writable) => Promise<void>): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  if (await exists(file)) throw new BackupError(`${file} already exists: choose another name.`);
  const partial = `${file}.partial`;
  // Left by a run that was killed: made afresh, so it is never wider than 0600 while written.
  await rm(partial, { force: true });
  try {
    const out = createWriteStream(partial, { mode: 0o600, flags: "wx" });
    await produce(out);
    // The umask can only narrow the mode above; this makes it exactly 0600.
    await chmod(partial, 0o600);
    // A hard link, unlike a rename, never replaces a file that appeared meanwhile.
    const taken = () => new BackupError(`${file} already exists: choose another name.`);
    try {
      await link(partial, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "EEXIST" || (await exists(file))) throw taken();
      // A file system without hard links (some network shares).
      await rename(partial, file);
    }
  } finally {
    await unlink(partial).catch(() => {});
  }
}

/**
 * Reads an archive from end to end and checks it is whole: its manifest, and
 * every table and file the manifest lists, each table with as many rows as it
 * says. With `stagingDir`, the tables and files are written there; `check`
 * sees the manifest before anything else is read. A locked archive
 * (encryption.server.ts) needs its passphrase; a plain one (kept on the
 * server, or made before backups were locked) is read as it is.
 */
export async function readArchive(
  file: string,
  options: {
    stagingDir?: string;
    check?: (manifest: BackupManifest) => Promise<void>;
    passphrase?: string;
  } = {},
): Promise<BackupManifest> {
  const { stagingDir } = options;
  const notBackup = `${file} is not a backup made by npm run backup`;
  const extract = tarExtract();
  const feeding = (await isEncryptedFile(file).catch(() => false))
    ? pipeline(
        createReadStream(file, { start: HEADER_BYTES }),
        await decryptingStream(file, options.passphrase),
        createGunzip(),
        extract,
      )
    : pipeline(createReadStream(file), createGunzip(), extract);
  // Its failure also ends the loop below, which reports it; awaited there too.
  feeding.catch(() => {});
  let manifest: BackupManifest | undefined;
  const seenTables = new Map<string, number>();
  const seenFiles = new Set<string>();
  try {
    for await (const entry of extract) {
      const { name, type } = entry.header;
      if (type === "directory") {
        entry.resume();
        continue;
      }
      if (type !== "file") throw new BackupError(`${notBackup} (it holds a ${type}: ${name}).`);
      if (!manifest) {
        if (name !== "manifest.json")
          throw new BackupError(`${notBackup} (it does not start with manifest.json).`);
        const chunks: Buffer[] = [];
        for await (const chunk of entry) chunks.push(chunk as Buffer);
        let json: unknown;
        try {
          json = JSON.parse(Buffer.concat(chunks).toString("utf8"));
        } catch {
          throw new BackupError(`${file}: its manifest is damaged.`);
        }
        const parsed = manifestSchema.safeParse(json);
        if (!parsed.success) {
          const format = (json as { format?: unknown } | null)?.format;
          throw new BackupError(format === FORMAT ? `${file}: its manifest is damaged.` : `${notBackup}.`);
        }
        if (parsed.data.formatVersion > FORMAT_VERSION) {
          throw new BackupError(
            `${file} was made by a newer version of the site (archive format ${parsed.data.formatVersion}; ` +
              `this version reads format ${FORMAT_VERSION}). Update the site's code before restoring it.`,
          );
        }
        manifest = parsed.data;
        await options.check?.(manifest);
        continue;
      }
      const table = /^tables\/([\w.]+)\.ndjson$/.exec(name)?.[1];
      const dataPath = name.startsWith("files/") ? safeDataPath(name.slice("files/".length)) : undefined;
      let target: string;
      if (table && manifest.tables.some((t) => t.name === table)) {
        target = path.join("tables", `${table}.ndjson`);
      } else if (dataPath && manifest.files.includes(dataPath)) {
        target = path.join("files", ...dataPath.split("/"));
      } else {
        throw new BackupError(`${notBackup} (unexpected entry ${name}).`);
      }
      let lines = 0;
      const handle = stagingDir
        ? await mkdir(path.dirname(path.join(stagingDir, target)), { recursive: true }).then(() =>
            open(path.join(stagingDir, target), "wx", table ? 0o600 : entry.header.mode & 0o777),
          )
        : undefined;
      try {
        for await (const chunk of entry) {
          const bytes = chunk as Buffer;
          if (table) for (const byte of bytes) if (byte === 0x0a) lines++;
          await handle?.write(bytes);
        }
      } finally {
        await handle?.close();
      }
      if (table) seenTables.set(table, lines);
      else seenFiles.add(dataPath!);
    }
    await feeding;
  } catch (error) {
    extract.destroy();
    await feeding.catch(() => {});
    if (error instanceof BackupError) throw error;
    throw new BackupError(
      `${file} cannot be read whole (${(error as Error).message}): it is damaged or cut short.`,
    );
  }
  if (!manifest) throw new BackupError(`${notBackup} (it is empty).`);
  for (const table of manifest.tables) {
    const lines = seenTables.get(table.name);
    if (lines !== table.rows) {
      throw new BackupError(
        `${file} is incomplete: table ${table.name} should have ${table.rows} rows and has ${lines ?? "none"}.`,
      );
    }
  }
  const missing = manifest.files.filter((name) => !seenFiles.has(name));
  if (missing.length > 0) throw new BackupError(`${file} is incomplete: ${missing.join(", ")} missing.`);
  return manifest;
}
