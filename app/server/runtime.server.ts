import { rm } from "node:fs/promises";
import path from "node:path";
import { seedBusinessProfile } from "~/content/site";
import { businessProfileSchema, type SiteFacts, siteFactsFrom } from "~/lib/schemas/business-profile";
import { startAnalyticsRollUp } from "./analytics.server";
import type { Auth } from "./auth.server";
import { applySeed } from "./content/seed.server";
import { type Content, ContentStore } from "./content/snapshot.server";
import { type ContentWatch, watchContentVersion } from "./content/version.server";
import { type DatabaseHandle, type Db, openDatabase } from "./db/client.server";
import { createMailer, type Mailer } from "./email.server";
import { type AppConfig, parseConfig, resolveAuthSecret } from "./env.server";
import { startDigestChecks } from "./lead-digest.server";
import { databaseMediaStore, fileMediaStore, type MediaStore } from "./media/store.server";
import { Outbox } from "./notifications.server";
import { PushAlerts, resolveVapidKeys, type VapidKeys } from "./push-alerts.server";
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
  /** The daily e-mail of leads still new (checked every few minutes). */
  digest?: { stop(): Promise<void> };
  /** The owner's phone alerts (Web Push) for each new lead. */
  pushAlerts: PushAlerts;
  /** Rate-limit counters: the database, or Redis when REDIS_URL is set. */
  rateLimits: RateLimitStore;
  sweepTimer: ReturnType<typeof setInterval>;
  /** Which content version is current, told by the other servers. */
  contentWatch: ContentWatch;
  /** The owner's content as of that version, loaded on first use. */
  content: ContentStore;
  /** Uploaded pictures' files. */
  media: MediaStore;
  /** Where uploads wait while they arrive and are checked; emptied when the server starts. */
  uploadTempDir: string;
  /** Stops folding old page views into daily counts. */
  stopAnalyticsRollUp?: () => void;
}

const SWEEP_MS = 60 * 60 * 1000;

// Kept on the global object: in development Vite may load this module again
// after an edit, and the new copy must find the runtime already started.
const holder = globalThis as { __siteRuntime?: Runtime };

export async function startRuntime(env: Record<string, string | undefined>): Promise<AppConfig> {
  if (holder.__siteRuntime) return holder.__siteRuntime.config;
  const config = parseConfig(env);
  const database = await openDatabase(config);
  let contentWatch: ContentWatch;
  try {
    const seeded = await applySeed(database.db, { bookingUrl: config.seedBookingUrl, kind: database.kind });
    if (seeded.length > 0) console.log(`[content] starting content written: ${seeded.join(", ")}`);
    contentWatch = await watchContentVersion({
      db: database.db,
      kind: database.kind,
      databaseUrl: config.databaseUrl,
      redisUrl: config.redisUrl,
    });
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
      await contentWatch.stop().catch(() => {});
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
  const mailContext = async () => ({ siteUrl: config.siteUrl, profile: await siteFacts() });
  const outbox = new Outbox({
    db: database.db,
    mailer,
    mailContext,
    notifyTo: config.leadsNotifyTo,
    confirmVisitors: config.visitorConfirmations,
  });
  let vapidKeys: Promise<VapidKeys> | undefined;
  const pushAlerts = new PushAlerts({
    db: database.db,
    vapid: async () => {
      // Read (or generated) once per process; a failure is tried again on the next use.
      vapidKeys ??= resolveVapidKeys(database.db, config.vapidKeys).catch((error) => {
        vapidKeys = undefined;
        throw error;
      });
      const keys = await vapidKeys;
      return { ...keys, subject: config.vapidSubject ?? `mailto:${(await siteFacts()).business.email}` };
    },
  });
  // Old rate-limit windows are dropped now and then (also with Redis: rows
  // written before it was set up); a failure here only leaves rows behind.
  const sweepTimer = setInterval(() => {
    sweepRateLimits(database.db).catch((error) => console.error("[rate-limit] sweep failed:", error));
  }, SWEEP_MS);
  sweepTimer.unref();
  const content = new ContentStore(database.db, config.siteUrl, () => contentWatch.current());
  // A change (here or on another server) loads the new content at once, before a visitor asks for it.
  contentWatch.onChange(() => content.warm());
  // Loaded now, not on the first visit: should the database go away later,
  // the pages (and a form's answer) are still made from the last content loaded.
  content.warm();
  const media =
    database.kind === "postgres" ? databaseMediaStore(database.db) : fileMediaStore(config.dataDir);
  // Files of uploads a previous run was still receiving when it stopped (even
  // killed) are not needed by anything: nothing was stored or acknowledged from them.
  const uploadTempDir = path.join(path.resolve(config.dataDir), "uploads-in-progress");
  await rm(uploadTempDir, { recursive: true, force: true });
  const runtime: Runtime = {
    media,
    uploadTempDir,
    config,
    database,
    authSecret: secret,
    mailer,
    outbox,
    pushAlerts,
    rateLimits,
    sweepTimer,
    contentWatch,
    content,
  };
  holder.__siteRuntime = runtime;
  // Sends left pending by an earlier run (or another server) go out now.
  outbox.start();
  runtime.digest = startDigestChecks({
    db: database.db,
    mailer,
    mailContext,
    notifyTo: config.leadsNotifyTo,
  });
  runtime.stopAnalyticsRollUp = startAnalyticsRollUp(
    database.db,
    async () => (await siteFacts()).business.timeZone,
  );
  pushAlerts.start();
  return config;
}

function current(): Runtime {
  const runtime = holder.__siteRuntime;
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

/** The owner's content as public pages show it now (loaded once per content version). */
export function getContent(): Promise<Content> {
  return current().content.get();
}

/**
 * The business facts for every page (the root route's data). Never fails: if
 * the content cannot be read (the database is down before anything was
 * loaded), the seed's facts stand in, so the site's frame still renders.
 */
export async function siteFacts(): Promise<SiteFacts> {
  try {
    return (await getContent()).site;
  } catch (error) {
    console.error("[content] could not read the business profile; using the built-in one:", error);
    const { config } = current();
    return siteFactsFrom(
      businessProfileSchema.parse(seedBusinessProfile(config.seedBookingUrl)),
      config.siteUrl,
    );
  }
}

/** The page cache's key for now: it changes with every content change (and scheduled post). */
export function contentCacheKey(): string {
  const runtime = holder.__siteRuntime;
  return runtime ? runtime.content.cacheKey() : "starting";
}

export function getMediaStore(): MediaStore {
  return current().media;
}

export function getUploadTempDir(): string {
  return current().uploadTempDir;
}

export function getContentWatch(): ContentWatch {
  return current().contentWatch;
}

export function getDatabaseKind(): "pglite" | "postgres" {
  return current().database.kind;
}

/** Sends e-mail over SMTP_URL, or writes it to the log without it. */
export function getMailer(): Mailer {
  return current().mailer;
}

/** The lead-notification outbox; undefined before start (e.g. while prerendering). */
export function getOutbox(): Outbox | undefined {
  return holder.__siteRuntime?.outbox;
}

/** The phone alerts' sender; undefined before start (e.g. while prerendering). */
export function getPushAlerts(): PushAlerts | undefined {
  return holder.__siteRuntime?.pushAlerts;
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
      appName: (await siteFacts()).business.name,
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
  const runtime = holder.__siteRuntime;
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
  const rt = holder.__siteRuntime;
  holder.__siteRuntime = undefined;
  if (!rt) return;
  clearInterval(rt.sweepTimer);
  rt.stopAnalyticsRollUp?.();
  await rt.contentWatch.stop();
  await rt.outbox.stop();
  await rt.digest?.stop();
  await rt.pushAlerts.stop();
  rt.mailer.close();
  await rt.rateLimits.close().catch((error) => console.error("[rate-limit] closing Redis failed:", error));
  await rt.database.close();
}
