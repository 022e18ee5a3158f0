/**
 * The admin gate's failure messages (spec 001 §8) with real failures on
 * PostgreSQL: a lead table that cannot be read, and the database cut off
 * (a TCP forwarder the test controls sits between the server and it).
 */
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { adminMessages } from "~/lib/admin-form";
import { createScratchDatabase, testDatabaseUrl } from "./support/database";
import {
  createAdmin,
  markup,
  type RunningServer,
  startServer,
  tempDir,
  waitForHealth,
} from "./support/server";
import { behindProxy, type TcpProxy } from "./support/tcp-proxy";

const SERVER_PORT = 3513;
const PROXY_PORT = 3514;

describe.runIf(testDatabaseUrl)("admin gate when the database fails", () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>> | undefined;
  let proxy: TcpProxy | undefined;
  let server: RunningServer | undefined;

  afterAll(async () => {
    await server?.stop("SIGKILL");
    await proxy?.close();
    await scratch?.drop();
  });

  it("says which list failed to load, shows the login form when the session cannot be checked, and Login failed", async () => {
    scratch = await createScratchDatabase("system_adminfail");
    const email = "owner@failures.test";
    const password = "failures-password";
    await createAdmin(email, password, { DATABASE_URL: scratch.url });

    const proxied = await behindProxy(scratch.url, PROXY_PORT, 5432);
    proxy = proxied.proxy;
    server = await startServer({
      port: SERVER_PORT,
      dataDir: tempDir("adminfail"),
      env: { DATABASE_URL: proxied.url },
    });
    const base = server.base;
    const signIn = () =>
      fetch(`${base}/admin`, {
        method: "POST",
        redirect: "manual",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: base },
        body: new URLSearchParams({ intent: "login", email, password }),
      });
    const signedIn = await signIn();
    expect(signedIn.status).toBe(303);
    const cookie =
      (signedIn.headers.getSetCookie().find((c) => c.includes("session_token=")) ?? "").split(";")[0] ?? "";
    const dashboard = async (search = "") =>
      markup(await (await fetch(`${base}/admin${search}`, { headers: { Cookie: cookie } })).text());

    // A lead table that cannot be read: the dashboard stays, with the list's failure message.
    const db = new pg.Client({ connectionString: scratch.url });
    await db.connect();
    try {
      await db.query("alter table contact_submissions rename to contact_submissions_away");
      const contacts = await dashboard();
      expect(contacts).toContain("Admin Dashboard");
      expect(contacts).toContain(adminMessages.contactsLoadFailed);
      await db.query("alter table contact_submissions_away rename to contact_submissions");

      await db.query("alter table nominations rename to nominations_away");
      const nominations = await dashboard("?tab=nominations");
      expect(nominations).toContain(adminMessages.nominationsLoadFailed);
      await db.query("alter table nominations_away rename to nominations");
      expect(await dashboard()).toContain("No contact submissions yet");
    } finally {
      await db.end();
    }

    // The database cut off: the session check fails, so the login form shows; a sign-in says Login failed.
    proxy.cut();
    const page = await dashboard();
    expect(page).toContain("Admin Login");
    expect(page).not.toContain("Admin Dashboard");
    const failed = await signIn();
    expect(failed.status).toBe(503);
    expect(markup(await failed.text())).toContain(adminMessages.loginFailed);

    // Back again: the same session works without signing in again.
    proxy.restore();
    await waitForHealth(base, 200, 30_000);
    expect(await dashboard()).toContain(`Welcome, ${email}`);
  });
});
