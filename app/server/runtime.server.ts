import { buildConfig } from "~/lib/config";
import type { Auth } from "./auth.server";
import { type DatabaseHandle, type Db, openDatabase } from "./db/client.server";
import { createMailer, type Mailer } from "./email.server";
import { type AppConfig, parseConfig, resolveAuthSecret } from "./env.server";
import { Outbox } from "./notifications.server";
import { databaseRateLimitStore, type RateLimitStore, sweepRateLimits } from "./rate-limit.server";

/**
 * What a running server holds: its checked configuration and its database.
 * Started once by the server entry before it listens; nothing here runs at
 * import time, because prerendering imports the server build.
 */
interface Runtime {
  config: AppConfig;
  database: DatabaseHandle;
  authSecret: string;
  auth?: Auth;
  mailer: Mailer;
  outbox: Outbox;
  /** Rate-limit counters: the database, or Redis when REDIS_URL is set. */
  rateLimits: RateLimitStore;
  sweepTimer: ReturnType<typeof setInterval>;
}

const SWEEP_MS = 60 * 60 * 1000;

let runtime: Runtime | undefined;

export async function startRuntime(env: Record<string, string | undefined>): Promise<AppConfig> {
  if (runtime) return runtime.config;
  const config = parseConfig(env, buildConfig);
  const database = await openDatabase(config);
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
  const outbox = new Outbox({
    db: database.db,
    mailer,
    siteUrl: config.siteUrl,
    notifyTo: config.leadsNotifyTo,
    confirmVisitors: config.visitorConfirmations,
  });
  // Old rate-limit windows are dropped now and then (also with Redis: rows
  // written before it was set up); a failure here only leaves rows behind.
  const sweepTimer = setInterval(() => {
    sweepRateLimits(database.db).catch((error) => console.error("[rate-limit] sweep failed:", error));
  }, SWEEP_MS);
  sweepTimer.unref();
  runtime = { config, database, authSecret: secret, mailer, outbox, rateLimits, sweepTimer };
  // Sends left pending by an earlier run (or another server) go out now.
  outbox.start();
  return config;
}

function current(): Runtime {
  if (!runtime) throw new Error("The server runtime has not been started.");
  return runtime;
}

export function getConfig(): AppConfig {
  return current().config;
}

export function getDb(): Db {
  return current().database.db;
}

/** Where the rate-limit counters are kept (shared by every server of the site). */
export function getRateLimits(): RateLimitStore {
  return current().rateLimits;
}

/** The lead-notification outbox; undefined before start (e.g. while prerendering). */
export function getOutbox(): Outbox | undefined {
  return runtime?.outbox;
}

/** The auth instance, made on first use (better-auth is imported only then). */
export async function getAuth(): Promise<Auth> {
  const rt = current();
  if (!rt.auth) {
    const { createAuth } = await import("./auth.server");
    rt.auth = createAuth({
      db: rt.database.db,
      secret: rt.authSecret,
      siteUrl: rt.config.siteUrl,
      secureCookies: rt.config.production && rt.config.siteUrl.startsWith("https://"),
    });
  }
  return rt.auth;
}

export interface Health {
  ok: boolean;
  database: "up" | "down";
  /** Only when the counters are kept in Redis (REDIS_URL). */
  redis?: "up" | "down";
  error?: string;
}

export async function checkHealth(): Promise<Health> {
  if (!runtime) return { ok: false, database: "down", error: "starting" };
  const { database, rateLimits } = runtime;
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

export async function stopRuntime(): Promise<void> {
  const rt = runtime;
  runtime = undefined;
  if (!rt) return;
  clearInterval(rt.sweepTimer);
  await rt.outbox.stop();
  rt.mailer.close();
  await rt.rateLimits.close().catch((error) => console.error("[rate-limit] closing Redis failed:", error));
  await rt.database.close();
}
