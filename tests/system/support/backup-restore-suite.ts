/**
 * `npm run backup` against a running production server (through its control
 * socket on the embedded database, directly on PostgreSQL) while visitors
 * keep sending the contact form, then `npm run restore` into an empty target
 * and a server on it: the lead, the blog, the business profile and the auth
 * secret are back, restored rather than seeded again. The backup the admin
 * downloads from the Backups page restores the same way. A backup is locked
 * with a passphrase and is no key: it holds no sessions and no auth secret, a
 * restore without the passphrase is refused, and the owner's cookie from
 * before opens nothing on the restored site (decision 0029).
 *
 * One suite, run by two test files (backup-restore-embedded and
 * backup-restore-postgres), so the two databases' rounds run side by side on
 * ports of their own.
 */
import { spawn } from "node:child_process";
import { existsSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { blogPosts } from "~/server/db/schema.server";
import { createScratchDatabase, storedContacts, testDatabaseUrl, withDatabase } from "./database";
import {
  contactFields,
  createAdmin,
  markup,
  outcome,
  postForm,
  projectRoot,
  type RunningServer,
  startServer,
  tempDir,
} from "./server";

const PASSPHRASE = "a ladder, two brushes and a drop cloth";

const node = existsSync(path.join(projectRoot, "node_modules/.bin/node"))
  ? path.join(projectRoot, "node_modules/.bin/node")
  : process.execPath;

/** Runs `npm run backup` / `npm run restore` the way npm does, with the server's settings. */
function runScript(
  script: "backup" | "restore",
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; out: string; err: string }> {
  return new Promise((resolve) => {
    const child = spawn(node, ["--import", "tsx", `scripts/${script}.ts`, ...args], {
      cwd: projectRoot,
      env: {
        ...process.env,
        NODE_ENV: "",
        DATABASE_URL: "",
        AUTH_SECRET: "",
        BACKUP_PASSPHRASE: PASSPHRASE,
        ...env,
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    let err = "";
    child.stdout.on("data", (chunk: Buffer) => {
      out += chunk.toString();
    });
    child.stderr.on("data", (chunk: Buffer) => {
      err += chunk.toString();
    });
    child.on("exit", (code) => resolve({ code, out, err }));
  });
}

async function blogPostIds(dataDir: string, databaseUrl?: string): Promise<string[]> {
  const rows = await withDatabase(dataDir, databaseUrl, ({ db }) =>
    db.select({ id: blogPosts.id }).from(blogPosts),
  );
  return rows.map((row) => row.id).sort();
}

/** The database a round runs on, and the two ports of its servers (the source's, the restored one's). */
export interface BackupRestoreRound {
  label: string;
  postgres: boolean;
  ports: readonly [number, number];
}

export function backupRestoreSuite(variant: BackupRestoreRound) {
  describe.runIf(!variant.postgres || testDatabaseUrl)(`backup and restore on ${variant.label}`, () => {
    const servers: RunningServer[] = [];
    const scratches: { drop(): Promise<void> }[] = [];

    afterAll(async () => {
      for (const server of servers) await server.stop("SIGKILL");
      for (const scratch of scratches) await scratch.drop();
    });

    async function database(): Promise<string | undefined> {
      if (!variant.postgres) return undefined;
      const scratch = await createScratchDatabase("system_backup");
      scratches.push(scratch);
      return scratch.url;
    }

    it("backs up the running site and restores it into an empty target", async () => {
      const run = `r${Date.now().toString(36)}`;
      const sourceDir = tempDir("backup-source");
      const sourceUrl = await database();
      const sourceEnv = { DATA_DIR: sourceDir, ...(sourceUrl ? { DATABASE_URL: sourceUrl } : {}) };
      // The owner's account (and the starting content), made before the server holds the embedded database.
      const email = "owner@backup.test";
      const password = "backup-test-password";
      await createAdmin(email, password, sourceEnv);
      const source = await startServer({
        port: variant.ports[0],
        dataDir: sourceDir,
        env: { ...sourceEnv, RATE_LIMIT_MAX_FORMS: "1000" },
      });
      servers.push(source);
      // The starting content was written with the account, before the server started (the backup's 13 posts below).
      const marker = `${run} backed up`;
      expect(outcome(await postForm(source.base, "/contact", contactFields(marker)))).toBe("thanks");

      // Visitors keep sending the form while the backup is taken.
      const archive = path.join(tempDir("backup-archive"), "site.tar.gz.enc");
      const visitors = Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          postForm(source.base, "/contact", contactFields(`${run} during ${i}`)),
        ),
      );
      const backup = await runScript("backup", ["--out", archive], sourceEnv);
      expect(backup.err).toBe("");
      expect(backup.code).toBe(0);
      expect(backup.out).toContain(
        variant.postgres ? "read from PostgreSQL" : "made by the running server (embedded database",
      );
      expect(backup.out).toMatch(/blog_posts\s+13\n/);
      expect((await visitors).map((answer) => outcome(answer))).toEqual(Array(6).fill("thanks"));
      expect(statSync(archive).mode & 0o777).toBe(0o600);

      // The same from the admin's Backups page: refused without a session, a locked archive with one.
      const download = `${source.base}/admin/backups/download`;
      expect((await fetch(download)).status).toBe(403);
      const signIn = await fetch(`${source.base}/admin`, {
        method: "POST",
        redirect: "manual",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: source.base },
        body: new URLSearchParams({ intent: "login", email, password }),
      });
      expect(signIn.status).toBe(303);
      const cookie =
        (signIn.headers.getSetCookie().find((c) => c.includes("session_token=")) ?? "").split(";")[0] ?? "";
      // A link to the address (a GET, from anywhere) makes no backup; a post from another site is refused.
      const linked = await fetch(download, { headers: { Cookie: cookie } });
      expect(linked.status).not.toBe(200);
      expect(linked.headers.get("content-disposition")).toBeNull();
      const form = { passphrase: PASSPHRASE, passphraseAgain: PASSPHRASE };
      const post = (origin: string, fields: Record<string, string>) =>
        fetch(download, {
          method: "POST",
          redirect: "manual",
          headers: { Cookie: cookie, Origin: origin, "Content-Type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams(fields),
        });
      const forged = await post("https://elsewhere.example", form);
      expect(forged.status).toBe(403);
      expect(forged.headers.get("content-disposition")).toBeNull();
      // A passphrase typed differently twice: back to the page, nothing made.
      const differ = await post(source.base, { ...form, passphraseAgain: "something else entirely" });
      expect(differ.status).toBe(303);
      expect(differ.headers.get("content-disposition")).toBeNull();
      const downloaded = await post(source.base, form);
      expect(downloaded.status).toBe(200);
      expect(downloaded.headers.get("content-disposition")).toMatch(
        /^attachment; filename="backup-\d{4}-\d{2}-\d{2}-\d{4}\.tar\.gz\.enc"$/,
      );
      const fromAdmin = path.join(tempDir("backup-admin"), "from-admin.tar.gz.enc");
      const bytes = Buffer.from(await downloaded.arrayBuffer());
      writeFileSync(fromAdmin, bytes);
      // Locked: none of the site's text, nor the session's token, can be read in the file.
      const token = decodeURIComponent(cookie.split("=")[1] ?? "").split(".")[0] ?? "";
      expect(token.length).toBeGreaterThan(10);
      expect(bytes.includes(token)).toBe(false);
      expect(bytes.subarray(0, 8).toString()).toBe("PSBACKUP");

      await source.stop("SIGTERM");
      expect(existsSync(path.join(sourceDir, "control.sock"))).toBe(false);
      const sourcePosts = await blogPostIds(sourceDir, sourceUrl);

      const targetDir = tempDir("backup-target");
      const targetUrl = await database();
      const targetEnv = { DATA_DIR: targetDir, ...(targetUrl ? { DATABASE_URL: targetUrl } : {}) };
      // Without the passphrase (no variable, no terminal): refused, with the reason, and nothing written.
      const locked = await runScript("restore", [archive], { ...targetEnv, BACKUP_PASSPHRASE: "" });
      expect(locked.code).toBe(1);
      expect(locked.err).toContain("This backup is locked with a passphrase");
      const wrong = await runScript("restore", [archive], {
        ...targetEnv,
        BACKUP_PASSPHRASE: "not the passphrase",
      });
      expect(wrong.code).toBe(1);
      expect(wrong.err).toContain("That passphrase does not open this backup");
      const restore = await runScript("restore", [archive], targetEnv);
      expect(restore.err).toBe("");
      expect(restore.code).toBe(0);
      expect(restore.out).toMatch(/contact_submissions\s+\d+\n/);
      // Not twice: the target is no longer empty.
      const again = await runScript("restore", [archive], targetEnv);
      expect(again.code).toBe(1);
      expect(again.err).toMatch(variant.postgres ? /is not empty/ : /already holds a database/);
      // The auth secret did not travel: the restored site makes its own.
      expect(existsSync(path.join(targetDir, "auth-secret"))).toBe(false);

      const restored = await startServer({ port: variant.ports[1], dataDir: targetDir, env: targetEnv });
      servers.push(restored);
      // Restored, not seeded again on a database that came up empty.
      expect(restored.log()).not.toContain("starting content written");
      const rss = await (await fetch(`${restored.base}/blog/rss.xml`)).text();
      expect(rss.match(/<item>/g)).toHaveLength(13);
      const home = markup(await (await fetch(`${restored.base}/`)).text());
      expect(home).toContain("(651) 555-0142");
      expect(readFileSync(path.join(targetDir, "auth-secret"), "utf8")).not.toBe(
        readFileSync(path.join(sourceDir, "auth-secret"), "utf8"),
      );
      // The owner's cookie from before the backup signs no one in on the restored site ...
      const backups = (base: string, session: string) =>
        fetch(`${base}/admin/backups`, { redirect: "manual", headers: { Cookie: session } });
      expect((await backups(restored.base, cookie)).status).not.toBe(200);
      // ... and the owner signs in with his password, as before.
      const signInAgain = await fetch(`${restored.base}/admin`, {
        method: "POST",
        redirect: "manual",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: restored.base },
        body: new URLSearchParams({ intent: "login", email, password }),
      });
      expect(signInAgain.status).toBe(303);
      const fresh =
        (signInAgain.headers.getSetCookie().find((c) => c.includes("session_token=")) ?? "").split(";")[0] ??
        "";
      const page = await backups(restored.base, fresh);
      expect(page.status).toBe(200);
      // The page says what a backup holds and how to keep it, and names no folder of the server.
      const text = markup(await page.text());
      expect(text).toContain("Keep the passphrase apart from the file");
      expect(text).not.toContain(targetDir);
      await restored.stop("SIGTERM");

      expect(await blogPostIds(targetDir, targetUrl)).toEqual(sourcePosts);
      const leads = (await storedContacts(targetDir, targetUrl)).map((row) => row.name);
      expect(leads).toContain(marker);

      // The admin's download restores with the same command.
      const adminDir = tempDir("backup-admin-target");
      const adminUrl = await database();
      const adminEnv = { DATA_DIR: adminDir, ...(adminUrl ? { DATABASE_URL: adminUrl } : {}) };
      const restoredFromAdmin = await runScript("restore", [fromAdmin], adminEnv);
      expect(restoredFromAdmin.err).toBe("");
      expect(restoredFromAdmin.code).toBe(0);
      expect(await blogPostIds(adminDir, adminUrl)).toEqual(sourcePosts);
      expect((await storedContacts(adminDir, adminUrl)).map((row) => row.name)).toContain(marker);
    });
  });
}
