import { buildConfig } from "~/lib/config";
import { type Auth, createAuth } from "./auth.server";
import { type DatabaseHandle, type Db, openDatabase } from "./db/client.server";
import { type AppConfig, parseConfig, resolveAuthSecret } from "./env.server";

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
}

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
  runtime = { config, database, authSecret: secret };
  console.log(`[db] ${database.kind} ready at ${database.location}`);
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

export function getAuth(): Auth {
  const rt = current();
  rt.auth ??= createAuth({
    db: rt.database.db,
    secret: rt.authSecret,
    siteUrl: rt.config.siteUrl,
    secureCookies: rt.config.production && rt.config.siteUrl.startsWith("https://"),
  });
  return rt.auth;
}

export interface Health {
  ok: boolean;
  database: "up" | "down";
  error?: string;
}

export async function checkHealth(): Promise<Health> {
  if (!runtime) return { ok: false, database: "down", error: "starting" };
  try {
    await runtime.database.ping();
    return { ok: true, database: "up" };
  } catch (error) {
    return { ok: false, database: "down", error: (error as Error).message };
  }
}

export async function stopRuntime(): Promise<void> {
  const rt = runtime;
  runtime = undefined;
  await rt?.database.close();
}
