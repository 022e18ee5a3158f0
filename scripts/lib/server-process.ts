/**
 * Starts the site's server (`node server.ts`) as a child process and waits
 * until /healthz answers 200; stops it again. Shared by the benchmarks and
 * the system tests, so every one of them starts the server the same way.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { createWriteStream, existsSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";

export const projectRoot = path.resolve(import.meta.dirname, "..", "..");

/** The project's Node 24 (the `node` package) runs server.ts; it strips TypeScript types itself. */
const nodeBinary = (() => {
  const own = path.join(projectRoot, "node_modules", ".bin", "node");
  return existsSync(own) ? own : process.execPath;
})();

export interface RunningServer {
  port: number;
  base: string;
  pid: number;
  /** The end of what the server printed so far (for failure messages). */
  log(): string;
  /** SIGTERM (graceful) or SIGKILL; resolves once the process has exited. */
  stop(signal?: "SIGTERM" | "SIGKILL"): Promise<void>;
  /** Resolves when the process exits by itself or is stopped. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export interface ServerProcessOptions {
  port: number;
  /** Folder of the embedded database (and the generated auth secret). */
  dataDir: string;
  /** Variables on top of this process's environment. */
  env?: Record<string, string>;
  /** Node options before server.ts (e.g. --cpu-prof); arguments after it (e.g. --dev). */
  nodeArgs?: string[];
  args?: string[];
  /** Also write everything the server prints to this file. */
  logFile?: string;
  /** How long to wait for /healthz (the first start creates and migrates the embedded database). */
  timeoutMs?: number;
  /** Another checkout of the site to run (a benchmark's baseline); this one by default. */
  root?: string;
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** A TCP port nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

export async function healthStatus(base: string): Promise<number> {
  const response = await fetch(`${base}/healthz`, { signal: AbortSignal.timeout(10_000) });
  await response.arrayBuffer();
  return response.status;
}

/** Polls /healthz until it answers `status`; returns the milliseconds it took. */
export async function waitForHealth(base: string, status: number, timeoutMs: number): Promise<number> {
  const started = Date.now();
  let last = 0;
  while (Date.now() - started < timeoutMs) {
    last = await healthStatus(base).catch(() => 0);
    if (last === status) return Date.now() - started;
    await sleep(250);
  }
  throw new Error(`/healthz answered ${last}, not ${status}, for ${timeoutMs} ms`);
}

/** Starts `node server.ts` and resolves once /healthz answers 200; throws with its output otherwise. */
export async function startServerProcess(options: ServerProcessOptions): Promise<RunningServer> {
  const { port, dataDir, env = {}, nodeArgs = [], args = [], logFile, timeoutMs = 120_000 } = options;
  const root = options.root ?? projectRoot;
  const base = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(nodeBinary, [...nodeArgs, path.join(root, "server.ts"), ...args], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), DATA_DIR: dataDir },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const file = logFile ? createWriteStream(logFile) : undefined;
  let output = "";
  const keep = (chunk: Buffer) => {
    file?.write(chunk);
    output += chunk.toString();
    // Long runs log a line per request: keep the end, where the interesting part is.
    if (output.length > 200_000) output = output.slice(-100_000);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once("exit", (code, signal) => {
      file?.end();
      resolve({ code, signal });
    });
  });
  let gone = false;
  // Whatever ends this process (a crash or Ctrl-C included) must not leave the server running.
  const killOnExit = () => {
    if (!gone) child.kill("SIGKILL");
  };
  process.on("exit", killOnExit);
  void exited.then(() => {
    gone = true;
    process.off("exit", killOnExit);
  });

  const server: RunningServer = {
    port,
    base,
    pid: child.pid ?? -1,
    log: () => output,
    exited,
    async stop(signal = "SIGTERM") {
      if (!gone) child.kill(signal);
      await exited;
    },
  };

  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (gone) throw new Error(`The server on port ${port} exited while starting:\n${output}`);
    if ((await healthStatus(base).catch(() => 0)) === 200) return server;
    await sleep(200);
  }
  await server.stop("SIGKILL");
  throw new Error(`The server on port ${port} did not become healthy in ${timeoutMs} ms:\n${output}`);
}
