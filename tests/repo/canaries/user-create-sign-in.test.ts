/**
 * Canary for docs/decisions/0015-user-create-internal-adapter.md: sign-up is
 * closed, so `npm run user:create` makes accounts with better-auth's internal
 * adapter and password hasher (`auth.$context`), which are not its public API.
 * An account the script makes must be accepted by better-auth's own public
 * sign-in (scripts/user-create.test.ts checks the password's hash and the
 * update of an existing account).
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createAuth } from "~/features/auth/server/auth.server";
import { openDatabase } from "~/server/db/client.server";
import { freshDataDir } from "../../support/databases";

const root = path.resolve(import.meta.dirname, "..", "..", "..");
const dataDir = freshDataDir("canary-user-create-");
const email = "owner@example.com";

function userCreate(password: string) {
  const run = spawnSync(
    process.execPath,
    ["--import", "tsx", "scripts/user-create.ts", "--email", email, "--password", password, "--admin"],
    {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
      encoding: "utf8",
      timeout: 120_000,
    },
  );
  expect(run.stderr).toBe("");
  expect(run.status).toBe(0);
}

/** better-auth's public sign-in, on the database the script wrote: the session's user, or the refusal's status. */
async function signIn(auth: ReturnType<typeof createAuth>, password: string) {
  try {
    const answer = await auth.api.signInEmail({ body: { email, password } });
    return { email: answer.user.email };
  } catch (error) {
    return { refused: (error as { statusCode?: number }).statusCode };
  }
}

describe("an account made by scripts/user-create.ts", () => {
  it("signs in through better-auth's own sign-in, and with no other password", async () => {
    userCreate("the right long password");
    // One process at a time may open the embedded database: the script has closed it.
    const database = await openDatabase({ dataDir });
    try {
      const auth = createAuth({
        db: database.db,
        secret: "s".repeat(32),
        siteUrl: "http://localhost:3000",
        secureCookies: false,
        appName: "Canary",
      });
      expect(await signIn(auth, "the right long password")).toEqual({ email });
      expect(await signIn(auth, "a wrong long password")).toEqual({ refused: 401 });
    } finally {
      await database.close();
    }
  });
});
