import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import path from "node:path";

export class FolderInUseError extends Error {
  readonly folder: string;
  readonly pid: number;

  constructor(folder: string, pid: number) {
    super(
      `The embedded database folder ${folder} is in use by another process (pid ${pid}). ` +
        "The embedded database (PGlite) can be opened by one process only: stop the running " +
        "server or command first, or point DATABASE_URL at PostgreSQL to share a database.",
    );
    this.name = "FolderInUseError";
    this.folder = folder;
    this.pid = pid;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM means the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Takes an exclusive lock on a folder by creating `.lock` with this process's
 * pid. A lock left by a process that no longer runs (a crash, SIGKILL) is
 * taken over; a live holder, this process included, is refused. Returns the
 * release function.
 */
export function lockFolder(folder: string): () => void {
  mkdirSync(folder, { recursive: true });
  const lockPath = path.join(folder, ".lock");
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(lockPath, "wx");
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        process.off("exit", release);
        try {
          if (readFileSync(lockPath, "utf8").trim() === String(process.pid)) rmSync(lockPath);
        } catch {
          // Already gone: nothing to release.
        }
      };
      process.on("exit", release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const pid = Number.parseInt(readFileSync(lockPath, "utf8").trim(), 10);
      if (Number.isInteger(pid) && pid > 0 && isAlive(pid)) {
        throw new FolderInUseError(folder, pid);
      }
      // Stale lock from a process that is gone (or an unreadable one): take it over.
      rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not lock the database folder ${folder}.`);
}
