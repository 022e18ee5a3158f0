import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

/** What the bench ran on and from, recorded with every result. */

function commandOutput(command: string, args: string[], cwd?: string): string {
  try {
    return execFileSync(command, args, { cwd, encoding: "utf8" }).trim();
  } catch {
    return "unknown";
  }
}

/** The machine as it is now: call it before the build and the browser add their own load. */
export function describeMachine(root: string, chromePath: string) {
  const lighthouse = JSON.parse(readFileSync(path.join(root, "node_modules/lighthouse/package.json"), "utf8"))
    .version as string;
  return {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? "unknown",
    loadAverageAtStart: os.loadavg().map((n) => Number(n.toFixed(2))),
    totalMemoryMb: Math.round(os.totalmem() / 2 ** 20),
    platform: `${os.platform()} ${os.release()}`,
    node: process.version,
    lighthouse,
    chrome: commandOutput(chromePath, ["--version"]),
  };
}

/** The commit measured, and whether the checkout had changes on top of it. */
export function gitState(root: string): { commit: string; dirty: boolean } {
  return {
    commit: commandOutput("git", ["rev-parse", "HEAD"], root),
    dirty: commandOutput("git", ["status", "--porcelain"], root) !== "",
  };
}
