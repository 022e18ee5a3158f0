/**
 * The content server's business profile is saved by two specs (content-admin's
 * profile tests and the booking spec's Schedule-button switch). A save made
 * from a form another save outdated is refused, as it must be; so the two
 * take turns: each holds this lock (a folder, made atomically) while it works
 * on the profile. A lock left by a crashed worker is taken over after a while.
 */
import { mkdirSync, rmSync, statSync } from "node:fs";
import path from "node:path";

const STALE_MS = 240_000;

function lockDir(): string {
  const dir = process.env.E2E_CONTENT_DATA_DIR;
  if (!dir) throw new Error("E2E_CONTENT_DATA_DIR is not set (playwright.config.ts sets it)");
  return path.join(dir, "profile-edits.lock");
}

export async function takeProfileLock(): Promise<void> {
  const dir = lockDir();
  for (;;) {
    try {
      mkdirSync(dir);
      return;
    } catch {
      const age = Date.now() - (statSync(dir, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > STALE_MS) rmSync(dir, { recursive: true, force: true });
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

export function releaseProfileLock(): void {
  rmSync(lockDir(), { recursive: true, force: true });
}
