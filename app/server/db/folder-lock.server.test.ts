import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { FolderInUseError, lockFolder } from "~/server/db/folder-lock.server";

function holdLockInChild(folder: string) {
  const child = spawn(process.execPath, [
    "-e",
    `require("fs").writeFileSync(${JSON.stringify(path.join(folder, ".lock"))}, String(process.pid)); setInterval(() => {}, 1000);`,
  ]);
  return child;
}

describe("lockFolder", () => {
  it("creates the folder and its parents, and releases the lock", () => {
    const folder = path.join(mkdtempSync(path.join(tmpdir(), "lock-")), "a", "b");
    const release = lockFolder(folder);
    expect(readFileSync(path.join(folder, ".lock"), "utf8")).toBe(String(process.pid));
    release();
    expect(existsSync(path.join(folder, ".lock"))).toBe(false);
  });

  it("refuses a second opener in the same process", () => {
    const folder = mkdtempSync(path.join(tmpdir(), "lock-"));
    const release = lockFolder(folder);
    expect(() => lockFolder(folder)).toThrow(FolderInUseError);
    release();
  });

  it("refuses a folder another live process holds, naming it", async () => {
    const folder = mkdtempSync(path.join(tmpdir(), "lock-"));
    const child = holdLockInChild(folder);
    await new Promise((r) => setTimeout(r, 300));
    try {
      expect(() => lockFolder(folder)).toThrow(
        new RegExp(`in use by another process \\(pid ${child.pid}\\)`),
      );
    } finally {
      child.kill("SIGKILL");
    }
  });

  it("takes over a lock left by a process that died", async () => {
    const folder = mkdtempSync(path.join(tmpdir(), "lock-"));
    const child = holdLockInChild(folder);
    await new Promise((r) => setTimeout(r, 300));
    child.kill("SIGKILL");
    await new Promise((r) => child.once("exit", r));
    const release = lockFolder(folder);
    expect(readFileSync(path.join(folder, ".lock"), "utf8")).toBe(String(process.pid));
    release();
  });

  it("takes over an unreadable lock file", () => {
    const folder = mkdtempSync(path.join(tmpdir(), "lock-"));
    writeFileSync(path.join(folder, ".lock"), "garbage");
    lockFolder(folder)();
  });
});
