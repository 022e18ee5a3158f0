/**
 * Runs the production server (`node server.ts` on the build in build/) as a
 * child process for the system tests, and talks to it as a browser without
 * JavaScript would.
 */
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { thanksPages } from "~/lib/form-result";
import { projectRoot, type RunningServer, startServerProcess } from "../../../scripts/lib/server-process.ts";

export {
  healthStatus,
  projectRoot,
  type RunningServer,
  waitForHealth,
} from "../../../scripts/lib/server-process.ts";

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

/**
 * An admin account made the way the owner makes one (`npm run user:create`), on the database
 * `env` names (DATABASE_URL, or DATA_DIR for the embedded one). Run without blocking: a test
 * that waited on the script synchronously left its open connections unread for seconds, and a
 * server closing an idle one meanwhile made the next request fail ("other side closed").
 */
export async function createAdmin(email: string, password: string, env: Record<string, string>) {
  await promisify(execFile)(
    process.execPath,
    ["--import", "tsx", "scripts/user-create.ts", "--email", email, "--password", password, "--admin"],
    { cwd: projectRoot, env: { ...process.env, DATABASE_URL: "", ...env }, encoding: "utf8" },
  );
}

export interface StartOptions {
  port: number;
  /** Folder of the embedded database (and the generated auth secret). */
  dataDir: string;
  env?: Record<string, string>;
  /** Arguments after server.ts (--dev) and Node options before it. */
  args?: string[];
  nodeArgs?: string[];
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

/** Starts `node server.ts` on the build and waits until /healthz answers 200. */
export function startServer({
  env = {},
  timeoutMs = 60_000,
  ...options
}: StartOptions): Promise<RunningServer> {
  return startServerProcess({ ...options, env: { ...baseEnv, ...env }, timeoutMs });
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

/** The same post as a browser sends a form with files: multipart, the photos under "photos". */
export async function postFormWithPhotos(
  base: string,
  pathname: string,
  fields: Record<string, string>,
  photos: { name: string; data: Uint8Array }[],
  options: PostOptions = {},
): Promise<FormAnswer> {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  for (const photo of photos) {
    body.append("photos", new Blob([new Uint8Array(photo.data)], { type: "image/jpeg" }), photo.name);
  }
  const headers: Record<string, string> = { accept: "text/html", origin: base, ...options.headers };
  if (options.clientAddress) headers["x-forwarded-for"] = options.clientAddress;
  const response = await fetch(`${base}${pathname}`, {
    method: "POST",
    body,
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

/** Signs in through the admin's own form, as a browser without JavaScript does: the session cookie (name=value). */
export async function signInOwner(base: string, email: string, password: string): Promise<string> {
  const signedIn = await fetch(`${base}/admin`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: base },
    body: new URLSearchParams({ intent: "login", email, password }),
  });
  if (signedIn.status !== 303) throw new Error(`Sign-in answered ${signedIn.status}`);
  return (
    (signedIn.headers.getSetCookie().find((c) => c.includes("session_token=")) ?? "").split(";")[0] ?? ""
  );
}
