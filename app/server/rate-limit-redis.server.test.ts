import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RateLimitStore } from "~/server/rate-limit.server";
import { openRedisRateLimitStore } from "~/server/rate-limit-redis.server";
import { redisReachable, testRedisUrl } from "../../tests/system/support/redis";

// Where no Redis answers these tests are skipped, except in CI.
const redisUrl = testRedisUrl;

const redisUp = await redisReachable(redisUrl);
if (!redisUp && !process.env.CI)
  console.warn(`Skipping the Redis rate-limit tests: nothing answers at ${redisUrl}.`);

describe.runIf(redisUp || process.env.CI)("the Redis rate limiter", () => {
  let store: RateLimitStore;
  // Keys of this run only, so runs (and other users of the Redis) do not meet.
  const prefix = `test-rate-limit:${process.pid}:${Date.now()}:`;

  beforeAll(async () => {
    store = await openRedisRateLimitStore(redisUrl, { keyPrefix: prefix });
  });
  afterAll(async () => {
    await store?.close();
  });

  it("allows max hits per window, then refuses with the time left", async () => {
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await store.hit("form:198.51.100.1", 3, 600));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
    expect(results.map((r) => r.count)).toEqual([1, 2, 3, 4]);
    const refused = results[3]!;
    expect(refused.retryAfterMinutes).toBe(10);
    expect(refused.retryAfterSeconds).toBeGreaterThan(590);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(600);
  });

  it("counts each key on its own", async () => {
    await store.hit("form:198.51.100.2", 1, 600);
    expect((await store.hit("form:198.51.100.2", 1, 600)).allowed).toBe(false);
    expect((await store.hit("form:198.51.100.3", 1, 600)).allowed).toBe(true);
  });

  it("starts a new window once the old one has ended", async () => {
    const key = "form:198.51.100.4";
    await store.hit(key, 1, 1);
    const refused = await store.hit(key, 1, 1);
    expect(refused.allowed).toBe(false);
    // Later hits do not push the window's end back.
    expect(refused.resetAt.getTime()).toBeLessThanOrEqual(Date.now() + 1_000);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(await store.hit(key, 1, 1)).toMatchObject({ allowed: true, count: 1 });
  });

  it("loses no hit when many arrive at once", async () => {
    const results = await Promise.all(
      Array.from({ length: 40 }, () => store.hit("login:owner@example.com", 10, 600)),
    );
    expect(results.map((r) => r.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 40 }, (_, i) => i + 1),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(10);
  });

  it("counts one budget across two connections (two servers)", async () => {
    const other = await openRedisRateLimitStore(redisUrl, { keyPrefix: prefix });
    try {
      await store.hit("form:198.51.100.7", 2, 600);
      await other.hit("form:198.51.100.7", 2, 600);
      expect((await store.hit("form:198.51.100.7", 2, 600)).allowed).toBe(false);
    } finally {
      await other.close();
    }
  });

  it("clears a key", async () => {
    await store.hit("form:198.51.100.5", 1, 600);
    await store.clear("form:198.51.100.5");
    expect((await store.hit("form:198.51.100.5", 1, 600)).count).toBe(1);
  });

  it("answers ping while Redis is up", async () => {
    await expect(store.ping()).resolves.toBeUndefined();
  });
});

describe("opening the Redis rate limiter", () => {
  it("fails with a message naming REDIS_URL when nothing answers", async () => {
    // Port 1 on this machine: connection refused at once.
    await expect(openRedisRateLimitStore("redis://127.0.0.1:1", { connectTimeoutMs: 2_000 })).rejects.toThrow(
      /Could not connect to Redis at redis:\/\/127\.0\.0\.1:1.*REDIS_URL/,
    );
  });
});
