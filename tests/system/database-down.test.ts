/**
 * PostgreSQL (or Redis, when it keeps the rate-limit counters) becomes
 * unreachable while the server runs (a TCP forwarder the
 * test controls sits between them). Visitors must get the form back with
 * what they typed and the failure message, /healthz must say unhealthy, and
 * the server must recover by itself once the database is back.
 */
import { afterAll, describe, expect, it } from "vitest";
import { formMessages } from "~/lib/form-result";
import { createScratchDatabase, storedContacts, testDatabaseUrl } from "./support/database";
import { redisReachable, testRedisUrl } from "./support/redis";
import {
  contactFields,
  healthStatus,
  markup,
  outcome,
  postForm,
  type RunningServer,
  startServer,
  tempDir,
  waitForHealth,
} from "./support/server";
import { behindProxy, type TcpProxy } from "./support/tcp-proxy";

const SERVER_PORT = 3503;
const PROXY_PORT = 3504;
const REDIS_SERVER_PORT = 3511;
const REDIS_PROXY_PORT = 3512;

const redisUp = await redisReachable();

describe.runIf(testDatabaseUrl)("PostgreSQL going away and coming back", () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>> | undefined;
  let proxy: TcpProxy | undefined;
  let server: RunningServer | undefined;

  afterAll(async () => {
    await server?.stop("SIGKILL");
    await proxy?.close();
    await scratch?.drop();
  });

  it("answers with the form kept while it is down, and recovers by itself", async () => {
    scratch = await createScratchDatabase("system_dbdown");
    const proxied = await behindProxy(scratch.url, PROXY_PORT, 5432);
    proxy = proxied.proxy;
    const dataDir = tempDir("dbdown");
    server = await startServer({
      port: SERVER_PORT,
      dataDir,
      env: { DATABASE_URL: proxied.url, RATE_LIMIT_MAX_FORMS: "1000" },
    });
    const run = `r${Date.now().toString(36)}`;

    const before = await postForm(server.base, "/contact", contactFields(`${run} before`));
    expect(outcome(before)).toBe("thanks");

    proxy.cut();
    const typedName = `Dana Outage ${run}`;
    const typedMessage = `Please call about the ceiling stain ${run}`;
    const during = await postForm(server.base, "/contact", {
      ...contactFields(typedName),
      message: typedMessage,
    });
    // The visitor gets the contact page itself, not an error page, and the
    // message and typed values are in its markup (no JavaScript needed).
    expect(during.status).toBe(503);
    const page = markup(during.html);
    expect(page.includes(formMessages.contactFailure), "failure message shown").toBe(true);
    expect(/<form[^>]*action="\/contact[#"][^>]*method="post"/.test(page), "the form is on the page").toBe(
      true,
    );
    expect(page.includes(`value="${typedName}"`), "typed name kept").toBe(true);
    expect(
      new RegExp(`<textarea[^>]*name="message"[^>]*>${typedMessage}</textarea>`).test(page),
      "typed message kept",
    ).toBe(true);
    expect(await healthStatus(server.base)).toBe(503);
    const health = (await (await fetch(`${server.base}/healthz`)).json()) as {
      ok: boolean;
      database: string;
    };
    expect(health).toMatchObject({ ok: false, database: "down" });
    // Pages that need no database still work.
    expect((await fetch(`${server.base}/about`)).status).toBe(200);

    proxy.restore();
    const recoveredInMs = await waitForHealth(server.base, 200, 30_000);
    console.log(`[database down] /healthz healthy again ${recoveredInMs} ms after the database came back`);
    const after = await postForm(server.base, "/contact", contactFields(`${run} after`));
    expect(outcome(after)).toBe("thanks");

    // Losing its connections did not bring the process down: it stops cleanly.
    await server.stop("SIGTERM");
    expect((await server.exited).code).toBe(0);
    const names = (await storedContacts(dataDir, scratch.url)).map((row) => row.name);
    expect(names).toContain(`${run} before`);
    expect(names).toContain(`${run} after`);
    expect(names).not.toContain(typedName);
  });
});

describe.runIf(testDatabaseUrl && (redisUp || process.env.CI))("Redis going away and coming back", () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>> | undefined;
  let proxy: TcpProxy | undefined;
  let server: RunningServer | undefined;

  afterAll(async () => {
    await server?.stop("SIGKILL");
    await proxy?.close();
    await scratch?.drop();
  });

  it("still takes leads while the rate-limit counters are unreachable, reports it, and recovers", async () => {
    scratch = await createScratchDatabase("system_redisdown");
    const proxied = await behindProxy(testRedisUrl, REDIS_PROXY_PORT, 6379);
    proxy = proxied.proxy;
    const dataDir = tempDir("redisdown");
    server = await startServer({
      port: REDIS_SERVER_PORT,
      dataDir,
      env: { DATABASE_URL: scratch.url, REDIS_URL: proxied.url, RATE_LIMIT_MAX_FORMS: "1000" },
    });
    const run = `r${Date.now().toString(36)}`;
    expect(outcome(await postForm(server.base, "/contact", contactFields(`${run} before`)))).toBe("thanks");

    proxy.cut();
    const typedName = `Robin Outage ${run}`;
    // A lead is worth more than the count: it is stored without being counted.
    const during = await postForm(server.base, "/contact", contactFields(typedName));
    expect(outcome(during)).toBe("thanks");
    const health = (await (await fetch(`${server.base}/healthz`)).json()) as Record<string, unknown>;
    expect(health).toMatchObject({ ok: false, database: "up", redis: "down" });

    proxy.restore();
    const recoveredInMs = await waitForHealth(server.base, 200, 30_000);
    console.log(`[redis down] /healthz healthy again ${recoveredInMs} ms after Redis came back`);
    expect(outcome(await postForm(server.base, "/contact", contactFields(`${run} after`)))).toBe("thanks");

    await server.stop("SIGTERM");
    expect((await server.exited).code).toBe(0);
    const names = (await storedContacts(dataDir, scratch.url)).map((row) => row.name);
    expect(names).toEqual(expect.arrayContaining([`${run} before`, typedName, `${run} after`]));
  });
});
