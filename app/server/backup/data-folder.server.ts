/** The data folder's own files a backup carries (the database aside), and paths inside it. */
import { lstat, readdir } from "node:fs/promises";
import path from "node:path";

/**
 * What of the data folder a backup takes (files, or folders taken whole): the
 * uploaded media. Not the auth secret: it signs sessions, and a file that
 * held it would open the admin (decision 0029); the two-factor secrets it
 * locks travel re-locked instead (two-factor-secrets.server.ts).
 */
const BACKED_UP_ENTRIES = ["media"];

/** What a restore accepts: backups made before decision 0029 also carry auth-secret. */
const DATA_FOLDER_ENTRIES = ["auth-secret", ...BACKED_UP_ENTRIES];

export interface DataFile {
  name: string;
  absolute: string;
}

/** Regular files under the data folder's entries; links and devices are not the site's and are skipped. */
export async function dataFiles(dataDir: string): Promise<DataFile[]> {
  const files: DataFile[] = [];
  const walk = async (relative: string) => {
    const absolute = path.join(dataDir, relative);
    const info = await lstat(absolute).catch(() => undefined);
    if (info?.isFile()) files.push({ name: relative.split(path.sep).join("/"), absolute });
    else if (info?.isDirectory()) {
      for (const child of (await readdir(absolute)).sort()) await walk(path.join(relative, child));
    }
  };
  for (const entry of BACKED_UP_ENTRIES) await walk(entry);
  return files;
}

/** A data-folder path from an archive, if it stays inside one of DATA_FOLDER_ENTRIES. */
export function safeDataPath(name: string): string | undefined {
  const normal = path.posix.normalize(name);
  const parts = normal.split("/");
  if (normal.startsWith("/") || parts.includes("..") || !DATA_FOLDER_ENTRIES.includes(parts[0]!))
    return undefined;
  return normal;
}

export function exists(file: string): Promise<boolean> {
  return lstat(file).then(
    () => true,
    () => false,
  );
}
