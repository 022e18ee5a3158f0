import { type ChildProcess, spawn } from "node:child_process";

/**
 * A process that keeps one core busy for as long as the bench runs, as a
 * shared machine or a phone doing other work would: a budget met only on a
 * quiet machine is not met. Stopped by `stop()`, and with the bench if it dies.
 */
export function startBackgroundLoad(): { stop: () => void } {
  const child: ChildProcess = spawn(process.execPath, ["-e", "for (;;) {}"], { stdio: "ignore" });
  const stop = () => {
    if (child.exitCode === null && !child.killed) child.kill("SIGKILL");
  };
  process.once("exit", stop);
  return {
    stop: () => {
      process.off("exit", stop);
      stop();
    },
  };
}
