import { type DatabaseHandle, type Db, openDatabase } from "./db/client.server";
import { createMailer, type Mailer } from "./email.server";
import { type AppConfig, parseConfig, resolveAuthSecret } from "./env.server";
import { databaseRateLimitStore, type RateLimitStore, sweepRateLimits } from "./rate-limit.server";

/**
 * What every feature of a running server shares: its checked configuration,
 * its database, the mailer, the rate-limit counters and the auth secret.
 * Features keep what they start (the content store, the outbox, the media
 * store) in a named slot (`serviceSlot`), and the composition root
 * (app/runtime.server.ts) starts them in order after the core. Nothing here
 * runs at import time, because prerendering imports the server build.
 */
interface Core {
  config: AppConfig;
  database: DatabaseHandle;
  authSecret: string;
  mailer: Mailer;
  /** Rate-limit counters: the database, or Redis when REDIS_URL is set. */
  rateLimits: RateLimitStore;
  sweepTimer: ReturnType<typeof setInterval>;
}

interface Held {
  core: Core;
  services: Map<string, unknown>;
  /** What the features started, stopped in the reverse order. */
  stops: (() => Promise<void> | void)[];
}

const SWEEP_MS = 60 * 60 * 1000;

// Kept on the global object: in development Vite may load these modules again
// after an edit, and the new copies must find the runtime already started.
const holder = globalThis as { __siteRuntime?: Held };

/** Whether the core is running (the composition root starts it once). */
export function isStarted(): boolean {
  return holder.__siteRuntime !== undefined;
}

/**
 * Opens the database and the shared services. `beforeRateLimits` runs on the
 * open database first (the seed, the content watch): what it starts is
 * stopped again if a later step fails.
 */
export async function startCore(
  env: Record<string, string | undefined>,
  prepare: (database: DatabaseHandle, config: AppConfig) => Promise<() => Promise<void>>,
): Promise<AppConfig> {
  const config = parseConfig(env);
  const database = await openDatabase(config);
  let undoPrepare: () => Promise<void>;
  try {
    undoPrepare = await prepare(database, config);
  } catch (error) {
    await database.close().catch(() => {});
    throw error;
  }
  const { secret, generatedAt } = resolveAuthSecret(config);
  if (generatedAt) {
    console.warn(
      `[config] AUTH_SECRET is not set: using the generated secret kept in ${generatedAt}. Set AUTH_SECRET in production.`,
    );
  }
  console.log(`[db] ${database.kind} ready at ${database.location}`);
  let rateLimits: RateLimitStore;
  if (config.redisUrl) {
    try {
      const { openRedisRateLimitStore } = await import("./rate-limit-redis.server");
      const redis = await openRedisRateLimitStore(config.redisUrl);
      console.log(`[rate-limit] counters kept in Redis at ${redis.location}`);
      rateLimits = redis;
    } catch (error) {
      await undoPrepare().catch(() => {});
      await database.close().catch(() => {});
      throw error;
    }
  } else {
    rateLimits = databaseRateLimitStore(database.db);
  }
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom });
  if (mailer.mode === "log") {
    console.warn("[mail] SMTP_URL is not set: lead notifications are written to this log, not e-mailed.");
  } else if (config.leadsNotifyTo.length === 0) {
    console.warn("[mail] LEADS_NOTIFY_TO is not set: lead notifications are written to this log.");
  }
  // Old rate-limit windows are dropped now and then (also with Redis: rows
  // written before it was set up); a failure here only leaves rows behind.
  const sweepTimer = setInterval(() => {
    sweepRateLimits(database.db).catch((error) => console.error("[rate-limit] sweep failed:", error));
  }, SWEEP_MS);
  sweepTimer.unref();
  holder.__siteRuntime = {
    core: { config, database, authSecret: secret, mailer, rateLimits, sweepTimer },
    services: new Map(),
    stops: [undoPrepare],
  };
  return config;
}

/** Something a feature started, stopped (in reverse order) when the server stops. */
export function onStop(stop: () => Promise<void> | void): void {
  held().stops.push(stop);
}

export async function stopCore(): Promise<void> {
  const rt = holder.__siteRuntime;
  holder.__siteRuntime = undefined;
  if (!rt) return;
  clearInterval(rt.core.sweepTimer);
  for (const stop of rt.stops.reverse()) {
    await Promise.resolve()
      .then(stop)
      .catch((error) => console.error("[runtime] stopping failed:", error));
  }
  rt.core.mailer.close();
  await rt.core.rateLimits
    .close()
    .catch((error) => console.error("[rate-limit] closing Redis failed:", error));
  await rt.core.database.close();
}

function held(): Held {
  const runtime = holder.__siteRuntime;
  if (!runtime) throw new Error("The server runtime has not been started.");
  return runtime;
}

/**
 * A feature's started service, kept with the runtime: `set` once at start,
 * `get` (throws before start) or `find` (undefined before start, e.g. while
 * prerendering).
 */
export function serviceSlot<T>(name: string) {
  return {
    set(value: T): void {
      held().services.set(name, value);
    },
    get(): T {
      const value = held().services.get(name);
      if (value === undefined) throw new Error(`The ${name} service has not been started.`);
      return value as T;
    },
    find(): T | undefined {
      return holder.__siteRuntime?.services.get(name) as T | undefined;
    },
  };
}

export function getConfig(): AppConfig {
  return held().core.config;
}

export function getDb(): Db {
  return held().core.database.db;
}

export function getDatabaseKind(): "pglite" | "postgres" {
  return held().core.database.kind;
}

/** The secret that signs sessions (given, or generated once and kept in DATA_DIR). */
export function getAuthSecret(): string {
  return held().core.authSecret;
}

/** Where the rate-limit counters are kept (shared by every server of the site). */
export function getRateLimits(): RateLimitStore {
  return held().core.rateLimits;
}

/** Sends e-mail over SMTP_URL, or writes it to the log without it. */
export function getMailer(): Mailer {
  return held().core.mailer;
}

/** Whether e-mail leaves this server (SMTP_URL is set): without it, an admin's message never says "e-mailed". */
export function mailGoesOut(): boolean {
  return getMailer().mode === "smtp";
}

export interface Health {
  ok: boolean;
  database: "up" | "down";
  /** Only when the counters are kept in Redis (REDIS_URL). */
  redis?: "up" | "down";
  error?: string;
}

export async function checkHealth(): Promise<Health> {
  const runtime = holder.__siteRuntime;
  if (!runtime) return { ok: false, database: "down", error: "starting" };
  const { database, rateLimits } = runtime.core;
  try {
    await database.ping();
  } catch (error) {
    return { ok: false, database: "down", error: (error as Error).message };
  }
  if (rateLimits.kind !== "redis") return { ok: true, database: "up" };
  try {
    await rateLimits.ping();
    return { ok: true, database: "up", redis: "up" };
  } catch (error) {
    return { ok: false, database: "up", redis: "down", error: (error as Error).message };
  }
}
