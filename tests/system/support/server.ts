/**
 * Runs the production server (`node server.ts` on the build in build/) as a
 * child process for the system tests, and talks to it as a browser without
 * JavaScript would.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { thanksPages } from "~/lib/form-result";

export const projectRoot = path.resolve(import.meta.dirname, "..", "..", "..");

/** The project's Node 24 runs server.ts (it strips TypeScript types itself). */
const nodeBinary = (() => {
  const own = path.join(projectRoot, "node_modules", ".bin", "node");
  return existsSync(own) ? own : process.execPath;
})();

const madeDirs: string[] = [];

/** A fresh folder for a server's data; removed after the test file (cleanup.ts). */
export function tempDir(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), `system-${prefix}-`));
  madeDirs.push(dir);
  return dir;
}

export function removeTempDirs(): void {
  for (const dir of madeDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
}

export interface RunningServer {
  port: number;
  base: string;
  pid: number;
  /** Everything the server printed so far (for failure messages). */
  log(): string;
  /** SIGTERM (graceful) or SIGKILL; resolves once the process has exited. */
  stop(signal?: "SIGTERM" | "SIGKILL"): Promise<void>;
  /** Resolves when the process exits by itself or is stopped. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export interface StartOptions {
  port: number;
  /** Folder of the embedded database (and the generated auth secret). */
  dataDir: string;
  env?: Record<string, string>;
  /** How long to wait for /healthz to answer 200. */
  timeoutMs?: number;
}

/** The variables every test server gets unless the test says otherwise. */
const baseEnv: Record<string, string> = {
  NODE_ENV: "",
  DATABASE_URL: "",
  REDIS_URL: "",
  SMTP_URL: "",
  LEADS_NOTIFY_TO: "",
  VISITOR_CONFIRMATIONS: "",
  TRUST_PROXY: "",
  AUTH_SECRET: "",
  SITE_URL: "",
  BOOKING_URL: "",
};

/** Starts `node server.ts` and waits until /healthz answers 200. */
export async function startServer(options: StartOptions): Promise<RunningServer> {
  const { port, dataDir, env = {}, timeoutMs = 60_000 } = options;
  const base = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(nodeBinary, [path.join(projectRoot, "server.ts")], {
    cwd: projectRoot,
    env: { ...process.env, ...baseEnv, ...env, PORT: String(port), DATA_DIR: dataDir },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const keep = (chunk: Buffer) => {
    output += chunk.toString();
    // Long runs log a line per request: keep the end, where the interesting part is.
    if (output.length > 200_000) output = output.slice(-100_000);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once("exit", (code, signal) => resolve({ code, signal }));
  });
  let gone = false;
  void exited.then(() => {
    gone = true;
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

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

export interface FormAnswer {
  status: number;
  headers: Headers;
  html: string;
}

export interface PostOptions {
  /** Origin header; the server's own origin unless given (null: none). */
  origin?: string | null;
  /** Sent as X-Forwarded-For (the server must trust the proxy: TRUST_PROXY). */
  clientAddress?: string;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/**
 * Posts a form the way a browser without JavaScript does: a urlencoded body,
 * with the page's Origin. Fields given as pairs may repeat a name.
 */
export async function postForm(
  base: string,
  pathname: string,
  fields: Record<string, string> | [string, string][],
  options: PostOptions = {},
): Promise<FormAnswer> {
  const headers: Record<string, string> = {
    "content-type": "application/x-www-form-urlencoded",
    accept: "text/html",
    ...options.headers,
  };
  const origin = options.origin === undefined ? base : options.origin;
  if (origin !== null) headers.origin = origin;
  if (options.clientAddress) headers["x-forwarded-for"] = options.clientAddress;
  const response = await fetch(`${base}${pathname}`, {
    method: "POST",
    body: new URLSearchParams(fields).toString(),
    headers,
    redirect: "manual",
    signal: options.signal,
  });
  return { status: response.status, headers: response.headers, html: await response.text() };
}

/**
 * What a post came to, in one word: "thanks" when the server stored the lead
 * and sent the browser on to the form's thank-you page (it answers that only
 * after the commit), otherwise the HTTP status.
 */
export function outcome(answer: FormAnswer, thanksPage: string = thanksPages.contact): string {
  if (answer.status === 303 && answer.headers.get("location") === `${thanksPage}#top`) return "thanks";
  return String(answer.status);
}

/** A valid contact request whose name carries `marker`, to find it again. */
export function contactFields(marker: string): Record<string, string> {
  return {
    name: marker,
    email: "homeowner@example.com",
    phone: "651-555-0100",
    service: "Interior Painting",
    message: `Two bedrooms and a hallway, walls and trim (${marker}).`,
  };
}

/** A private address no other test (or earlier run) uses, so each test has its own rate-limit budget. */
export function clientAddress(): string {
  const byte = () => Math.floor(Math.random() * 254) + 1;
  return `10.${byte()}.${byte()}.${byte()}`;
}

/** The page's markup without its scripts (the hydration data repeats every string). */
export function markup(html: string): string {
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "");
}
