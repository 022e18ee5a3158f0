import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAuth } from "~/features/auth/server/auth.server";
import { type DatabaseTarget, openDatabase, pgliteFolder } from "~/server/db/client.server";
import { accounts, userRoles, users } from "~/server/db/schema.server";
import { freshDataDir } from "../tests/support/databases";
import { createScratchDatabase, testDatabaseUrl } from "../tests/support/postgres";

const root = path.resolve(import.meta.dirname, "..");

function runCli(args: string[], env: Record<string, string>) {
  const result = spawnSync(process.execPath, ["--import", "tsx", "scripts/user-create.ts", ...args], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: "", ...env },
    encoding: "utf8",
    timeout: 120_000,
  });
  return { code: result.status, out: result.stdout, err: result.stderr };
}

async function readUser(target: DatabaseTarget, email: string) {
  const database = await openDatabase(target);
  try {
    const [user] = await database.db.select().from(users).where(eq(users.email, email));
    if (!user) return undefined;
    const roles = await database.db.select().from(userRoles).where(eq(userRoles.userId, user.id));
    const [account] = await database.db.select().from(accounts).where(eq(accounts.userId, user.id));
    const auth = createAuth({
      db: database.db,
      secret: "t".repeat(32),
      siteUrl: "http://localhost",
      secureCookies: false,
      appName: "Test",
    });
    const ctx = await auth.$context;
    return {
      roles: roles.map((r) => r.role),
      verifies: async (password: string) => ctx.password.verify({ password, hash: account?.password ?? "" }),
    };
  } finally {
    // Verification needs no database; close before the next CLI run opens it.
    await database.close();
  }
}

function cliContract(name: string, targetFor: () => { env: Record<string, string>; target: DatabaseTarget }) {
  describe(`user:create on ${name}`, () => {
    it("creates an admin on a fresh database, migrating first", async () => {
      const { env, target } = targetFor();
      const run = runCli(
        ["--email", "Owner@Example.com", "--password", "correct horse battery", "--admin"],
        env,
      );
      expect(run.err).toBe("");
      expect(run.code).toBe(0);
      expect(run.out).toMatch(/Created owner@example\.com .*Roles: admin\./);
      const user = await readUser(target, "owner@example.com");
      expect(user?.roles).toEqual(["admin"]);
    });

    it("updates the password of an existing user and keeps one account", async () => {
      const { env, target } = targetFor();
      runCli(["--email", "staff@example.com", "--password", "first password 1"], env);
      const run = runCli(["--email", "staff@example.com", "--password", "second password 2"], env);
      expect(run.code).toBe(0);
      expect(run.out).toMatch(/Updated the password of staff@example\.com .*Roles: none\./);
      const user = await readUser(target, "staff@example.com");
      const { verifies } = user!;
      const fakeHash = await verifies("second password 2");
      expect(fakeHash).toBe(true);
    });
  });
}

const pgliteDir = freshDataDir("cli-pglite-");
cliContract("the embedded database", () => ({
  env: { DATA_DIR: pgliteDir },
  target: { dataDir: pgliteDir },
}));

// Arguments are checked before any database is opened: once is enough.
describe("user:create with bad arguments", () => {
  it("refuses bad arguments with a usage line and changes nothing", async () => {
    const env = { DATA_DIR: pgliteDir };
    const target = { dataDir: pgliteDir };
    const bad = runCli(["--email", "not-an-email", "--password", "long enough password"], env);
    expect(bad.code).toBe(1);
    expect(bad.err).toMatch(/--email must be an e-mail address/);
    expect(bad.err).toMatch(/Usage: npm run user:create/);
    const short = runCli(["--email", "short@example.com", "--password", "short"], env);
    expect(short.code).toBe(1);
    expect(short.err).toMatch(/--password must be 10 to 128 characters/);
    expect(await readUser(target, "short@example.com")).toBeUndefined();
  });
});

describe("user:create while a server holds the embedded database", () => {
  it("stops with a clear message and changes nothing", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "cli-locked-"));
    const folder = pgliteFolder(dataDir);
    const holder = spawn(process.execPath, [
      "-e",
      `const fs=require("fs");fs.mkdirSync(${JSON.stringify(folder)},{recursive:true});fs.writeFileSync(${JSON.stringify(
        path.join(folder, ".lock"),
      )},String(process.pid));setInterval(()=>{},1000);`,
    ]);
    await new Promise((r) => setTimeout(r, 300));
    try {
      const run = runCli(["--email", "owner@example.com", "--password", "correct horse battery", "--admin"], {
        DATA_DIR: dataDir,
      });
      expect(run.code).toBe(1);
      expect(run.err).toMatch(/is in use by another process \(pid \d+\)/);
      expect(run.err).toMatch(/Nothing was changed\./);
    } finally {
      holder.kill("SIGKILL");
      await new Promise((r) => holder.once("exit", r));
    }
    expect(await readUser({ dataDir }, "owner@example.com")).toBeUndefined();
  });
});

describe.runIf(testDatabaseUrl)("PostgreSQL", () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  beforeAll(async () => {
    scratch = await createScratchDatabase("cli");
  });
  afterAll(async () => {
    await scratch?.drop();
  });
  const unused = mkdtempSync(path.join(tmpdir(), "cli-pg-"));
  writeFileSync(
    path.join(unused, "README"),
    "PostgreSQL test: nothing should be written here but the auth secret.",
  );
  cliContract("PostgreSQL", () => ({
    env: { DATA_DIR: unused, DATABASE_URL: scratch.url },
    target: { dataDir: unused, databaseUrl: scratch.url },
  }));
});
