/**
 * Two app servers on two ports share one PostgreSQL database (and, in the
 * second round, one Redis for the rate-limit counters), as they would behind
 * a load balancer: what visitors send through either arrives, and a
 * visitor's form budget is counted across both.
 *
 * One suite, run by two test files (two-servers-postgres-counters and
 * two-servers-redis-counters), so the two rounds run side by side on ports of
 * their own.
 */

import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { default as Redis } from "ioredis";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rateLimits } from "~/server/db/schema.server";
import { createScratchDatabase, storedContacts, testDatabaseUrl, withDatabase } from "./database";
import { redisReachable, testRedisUrl } from "./redis";
import {
  clientAddress,
  contactFields,
  createAdmin,
  markup,
  outcome,
  postForm,
  type RunningServer,
  startServer,
  tempDir,
} from "./server";

const redisUp = await redisReachable();
if (!redisUp && !process.env.CI)
  console.warn(`Skipping the two-server round on Redis: nothing answers at ${testRedisUrl}.`);

/** Where a round keeps the rate-limit counters, and its two servers' ports. */
export interface TwoServersRound {
  label: string;
  ports: readonly [number, number];
  redis: boolean;
}

export function twoServersSuite(round: TwoServersRound) {
  const runs = Boolean(testDatabaseUrl) && (!round.redis || redisUp || Boolean(process.env.CI));
  describe.runIf(runs)(`two servers on one PostgreSQL (${round.label})`, () => {
    let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
    const servers: RunningServer[] = [];
    const run = `r${Date.now().toString(36)}`;

    beforeAll(async () => {
      scratch = await createScratchDatabase("system_two");
      const env = {
        DATABASE_URL: scratch.url,
        // The same secret on every server, so a session signed by one is valid on the other.
        AUTH_SECRET: randomBytes(32).toString("base64"),
        TRUST_PROXY: "loopback",
        RATE_LIMIT_MAX_FORMS: "3",
        ...(round.redis ? { REDIS_URL: testRedisUrl } : {}),
      };
      // One at a time: both would apply the migrations to the empty database at once.
      for (const port of round.ports) servers.push(await startServer({ port, dataDir: tempDir("two"), env }));
    });

    afterAll(async () => {
      await Promise.all(servers.map((server) => server.stop("SIGTERM")));
      await scratch?.drop();
    });

    it("stores every submission sent through either server", async () => {
      const perServer = 12;
      const sent = servers.flatMap((server, s) =>
        Array.from({ length: perServer }, (_, i) => ({ server, marker: `${run} via ${s} #${i}` })),
      );
      const answers = await Promise.all(
        sent.map(({ server, marker }) =>
          postForm(server.base, "/contact", contactFields(marker), { clientAddress: clientAddress() }),
        ),
      );
      expect(answers.map((answer) => outcome(answer))).toEqual(sent.map(() => "thanks"));
      const stored = new Set((await storedContacts(tempDir("read"), scratch.url)).map((row) => row.name));
      expect(sent.filter(({ marker }) => !stored.has(marker)).map(({ marker }) => marker)).toEqual([]);
    });

    it("counts a visitor's form budget across both servers", async () => {
      const [a, b] = servers as [RunningServer, RunningServer];
      const visitor = clientAddress();
      const post = (server: RunningServer, i: number) =>
        postForm(server.base, "/contact", contactFields(`${run} budget ${i}`), { clientAddress: visitor });
      const statuses = [];
      for (const [i, server] of [a, a, b, b].entries()) statuses.push(outcome(await post(server, i)));
      expect(statuses).toEqual(["thanks", "thanks", "thanks", "429"]);
      const refused = await post(a, 5);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(500);
      expect(markup(refused.html)).toContain("Too many submissions from your connection");
      // Another visitor on the same servers is not affected.
      expect(
        outcome(
          await postForm(b.base, "/contact", contactFields(`${run} other`), {
            clientAddress: clientAddress(),
          }),
        ),
      ).toBe("thanks");

      // The counter lives where the configuration says, and only there.
      const rows = await withDatabase(tempDir("read"), scratch.url, ({ db }) =>
        db
          .select()
          .from(rateLimits)
          .where(eq(rateLimits.key, `form:${visitor}`)),
      );
      if (round.redis) {
        expect(rows).toEqual([]);
        const redis = new Redis(testRedisUrl);
        try {
          expect(await redis.get(`rate-limit:form:${visitor}`)).toBe("5");
        } finally {
          redis.disconnect();
        }
      } else {
        expect(rows.map((row) => row.count)).toEqual([5]);
      }
    });

    /** An admin made with the CLI, signed in through a server as the login form posts it: the session cookie. */
    async function adminSession(
      server: RunningServer,
      who: string,
    ): Promise<{ email: string; cookie: string }> {
      const email = `${who}-${run}@two.test`;
      const password = "two-servers-password";
      await createAdmin(email, password, { DATABASE_URL: scratch.url });
      const signIn = await fetch(`${server.base}/admin`, {
        method: "POST",
        redirect: "manual",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.base },
        body: new URLSearchParams({ intent: "login", email, password }),
      });
      expect(signIn.status).toBe(303);
      const session = signIn.headers.getSetCookie().find((cookie) => cookie.includes("session_token="));
      expect(session).toBeDefined();
      return { email, cookie: (session ?? "").split(";")[0] ?? "" };
    }

    it("accepts a session made on one server on the other", async () => {
      const [a, b] = servers as [RunningServer, RunningServer];
      const { email, cookie } = await adminSession(a, "owner");

      // Server B knows the session: it shows the dashboard, and logs it out for both.
      const onB = await fetch(`${b.base}/admin`, { headers: { Cookie: cookie } });
      expect(markup(await onB.text())).toContain(`Welcome, ${email}`);
      const logout = await fetch(`${b.base}/admin`, {
        method: "POST",
        redirect: "manual",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: b.base, Cookie: cookie },
        body: new URLSearchParams({ intent: "logout" }),
      });
      expect(logout.status).toBe(303);
      const onA = await fetch(`${a.base}/admin`, { headers: { Cookie: cookie } });
      const page = markup(await onA.text());
      expect(page).toContain("Admin Login");
      expect(page).not.toContain("Welcome,");
    });

    it("serves a content change made on one server from the other within 5 seconds", async () => {
      const [a, b] = servers as [RunningServer, RunningServer];
      const { cookie } = await adminSession(a, "editor");
      const name = `Robin ${run}`;
      // Server B has the home page in its cache before the change.
      expect(await (await fetch(`${b.base}/`)).text()).not.toContain(name);
      const saved = await fetch(`${a.base}/admin/content/testimonials/new`, {
        method: "POST",
        redirect: "manual",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: a.base, Cookie: cookie },
        body: new URLSearchParams({
          intent: "save",
          revision: "0",
          name,
          location: "Maplewood",
          rating: "5",
          text: "Quick, careful and friendly from the estimate to the last coat.",
          onHome: "on",
        }),
      });
      expect(saved.status).toBe(303);
      const changedAt = Date.now();
      let seenAfter = Number.POSITIVE_INFINITY;
      while (Date.now() - changedAt < 10_000) {
        if ((await (await fetch(`${b.base}/`)).text()).includes(name)) {
          seenAfter = Date.now() - changedAt;
          break;
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(seenAfter).toBeLessThan(5_000);
    });

    it("serves a photo uploaded through either server from both", async () => {
      const { cookie } = await adminSession(servers[0] as RunningServer, "photos");
      for (const [from, to] of [
        [servers[0], servers[1]],
        [servers[1], servers[0]],
      ] as [RunningServer, RunningServer][]) {
        const photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: "#6b8e23" } })
          .jpeg()
          .toBuffer();
        const body = new FormData();
        body.append("photo", new Blob([new Uint8Array(photo)], { type: "image/jpeg" }), "job.jpg");
        const sent = await fetch(`${from.base}/admin/content/gallery/upload`, {
          method: "POST",
          headers: { Accept: "application/json", Origin: from.base, Cookie: cookie },
          body,
        });
        expect(sent.status).toBe(200);
        const answer = (await sent.json()) as { ok: boolean; key: string; image: { hash: string } };
        expect(answer.ok).toBe(true);
        const url = `/img/${answer.key}-thumb-400.${answer.image.hash}.avif`;
        for (const server of [from, to]) {
          const served = await fetch(`${server.base}${url}`);
          expect(served.status, `${url} from ${server.base}`).toBe(200);
          expect(served.headers.get("content-type")).toBe("image/avif");
          expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(400);
        }
      }
    });
  });
}
