import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { rateLimits } from "~/server/db/schema.server";
import { clearRateLimit, clientBudgetKey, hitRateLimit, sweepRateLimits } from "~/server/rate-limit.server";
import { onEachDatabase } from "../../tests/support/databases";

onEachDatabase("the rate limiter", (database) => {
  it("allows max hits per window, then refuses with the time left", async () => {
    const { db } = database();
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await hitRateLimit(db, "form:198.51.100.1", 3, 600));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
    expect(results.map((r) => r.count)).toEqual([1, 2, 3, 4]);
    const refused = results[3]!;
    expect(refused.retryAfterMinutes).toBe(10);
    expect(refused.retryAfterSeconds).toBeGreaterThan(590);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(600);
  });

  it("counts each key on its own", async () => {
    const { db } = database();
    await hitRateLimit(db, "form:198.51.100.2", 1, 600);
    expect((await hitRateLimit(db, "form:198.51.100.2", 1, 600)).allowed).toBe(false);
    expect((await hitRateLimit(db, "form:198.51.100.3", 1, 600)).allowed).toBe(true);
  });

  it("starts a new window once the old one has ended", async () => {
    const { db } = database();
    const key = "form:198.51.100.4";
    await hitRateLimit(db, key, 1, 600);
    expect((await hitRateLimit(db, key, 1, 600)).allowed).toBe(false);
    await db
      .update(rateLimits)
      .set({ resetAt: sql`now() - interval '1 second'` })
      .where(eq(rateLimits.key, key));
    const fresh = await hitRateLimit(db, key, 1, 600);
    expect(fresh).toMatchObject({ allowed: true, count: 1 });
  });

  it("loses no hit when many arrive at once", async () => {
    const { db } = database();
    const results = await Promise.all(
      Array.from({ length: 40 }, () => hitRateLimit(db, "login:owner@example.com", 10, 600)),
    );
    expect(results.map((r) => r.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 40 }, (_, i) => i + 1),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(10);
  });

  it("clears a key and sweeps windows that ended long ago", async () => {
    const { db } = database();
    await hitRateLimit(db, "form:198.51.100.5", 1, 600);
    await clearRateLimit(db, "form:198.51.100.5");
    expect((await hitRateLimit(db, "form:198.51.100.5", 1, 600)).count).toBe(1);
    await hitRateLimit(db, "form:198.51.100.6", 1, 600);
    await db
      .update(rateLimits)
      .set({ resetAt: sql`now() - interval '2 days'` })
      .where(eq(rateLimits.key, "form:198.51.100.6"));
    await sweepRateLimits(db);
    const left = await db.select().from(rateLimits).where(eq(rateLimits.key, "form:198.51.100.6"));
    expect(left).toEqual([]);
  });
});

describe("clientBudgetKey", () => {
  it("counts an IPv4 address whole", () => {
    expect(clientBudgetKey("203.0.113.7")).toBe("203.0.113.7");
    expect(clientBudgetKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
  });

  it("counts every address of an IPv6 /64 as one client", () => {
    const one = clientBudgetKey("2001:db8:85a3:12::1");
    expect(clientBudgetKey("2001:db8:85a3:12:ffff:ffff:ffff:fffe")).toBe(one);
    expect(clientBudgetKey("2001:0db8:85a3:0012:0000:0000:0000:0042")).toBe(one);
    expect(clientBudgetKey("[2001:db8:85a3:12::abcd]")).toBe(one);
    expect(one).toBe("2001:db8:85a3:12::/64");
    expect(clientBudgetKey("2001:db8:85a3:13::1")).not.toBe(one);
    expect(clientBudgetKey("::1")).toBe("0:0:0:0::/64");
    expect(clientBudgetKey("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
  });

  it("leaves anything else as it is (an unknown client is one client)", () => {
    expect(clientBudgetKey("unknown")).toBe("unknown");
  });
});
