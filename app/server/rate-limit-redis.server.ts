import type { Redis } from "ioredis";
import { type RateLimitStore, rateLimitResult } from "./rate-limit.server";
import { redactUrl } from "./redact-url.server";

/**
 * Rate-limit counters in Redis (REDIS_URL): the same fixed windows as the
 * database store, for sites whose servers share a Redis. Each hit is one
 * atomic script: count it, and start the window's expiry on its first hit.
 * Redis drops ended windows by itself.
 */

// INCRBY the hit's amount, then give the key its window when it has no expiry
// yet (its first hit, or a key somehow left without one). Returns [count, ms left].
const HIT_SCRIPT = `
local count = redis.call("INCRBY", KEYS[1], ARGV[2])
local ttl = redis.call("PTTL", KEYS[1])
if ttl < 0 then
  redis.call("PEXPIRE", KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}
`;

export interface RedisStoreOptions {
  /** Put before every key, so several sites (or tests) can share one Redis. */
  keyPrefix?: string;
  /** How long to wait for the first connection. */
  connectTimeoutMs?: number;
}

/**
 * Connects to Redis and returns the store; rejects when Redis cannot be
 * reached, so a server does not start counting in the wrong place.
 * ioredis is imported here, on first use, like the database drivers.
 */
export async function openRedisRateLimitStore(
  url: string,
  { keyPrefix = "rate-limit:", connectTimeoutMs = 5_000 }: RedisStoreOptions = {},
): Promise<RateLimitStore & { location: string }> {
  const { default: RedisClient } = await import("ioredis");
  const location = redactUrl(url);
  const redis: Redis = new RedisClient(url, {
    lazyConnect: true,
    // While Redis is away, hits fail at once (the visitor gets the form's
    // failure message) instead of queueing until it returns.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: connectTimeoutMs,
    retryStrategy: (attempt) => Math.min(attempt * 250, 2_000),
  });
  // A lost connection is reported (once per distinct error) and retried;
  // without a listener it would be logged as unhandled.
  let lastError = "";
  redis.on("error", (error: Error) => {
    if (error.message === lastError) return;
    lastError = error.message;
    console.error(`[rate-limit] Redis at ${location}: ${error.message}`);
  });
  redis.on("ready", () => {
    lastError = "";
  });
  try {
    await redis.connect();
  } catch (error) {
    redis.disconnect();
    throw new Error(`Could not connect to Redis at ${location} (REDIS_URL): ${(error as Error).message}`);
  }

  return {
    kind: "redis",
    location,
    async hit(key, max, windowSeconds, amount = 1) {
      const reply = (await redis.eval(HIT_SCRIPT, 1, keyPrefix + key, windowSeconds * 1000, amount)) as [
        number,
        number,
      ];
      const [count, msLeft] = reply;
      return rateLimitResult(count, new Date(Date.now() + msLeft), max);
    },
    async clear(key) {
      await redis.del(keyPrefix + key);
    },
    async peek(key) {
      const [count, msLeft] = await Promise.all([redis.get(keyPrefix + key), redis.pttl(keyPrefix + key)]);
      if (count === null || msLeft <= 0) return undefined;
      return { count: Number(count), resetAt: new Date(Date.now() + msLeft) };
    },
    async ping() {
      await redis.ping();
    },
    async close() {
      try {
        await redis.quit();
      } catch {
        redis.disconnect();
      }
    },
  };
}
