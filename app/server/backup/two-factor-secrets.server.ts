/**
 * What of the sign-in a backup carries (decision 0029). Live keys stay out:
 * the sessions (a session's token is a signed-in cookie) and the verification
 * rows (password-reset and invitation links), so a restored site has everyone
 * signed out. The auth secret stays out too; the two-factor secrets it locks
 * are unlocked when the backup is made, travel inside the passphrase-locked
 * archive, and are locked again with the restored site's own secret.
 */

import { createReadStream } from "node:fs";
import { open, rename } from "node:fs/promises";
import { createInterface } from "node:readline";
import { symmetricDecrypt, symmetricEncrypt } from "better-auth/crypto";
import { BackupError } from "./manifest.server";

/** Tables a backup leaves out, and a restore skips in an older archive that has them. */
export const LEFT_OUT_TABLES = new Set(["session", "verification"]);

export const TWO_FACTOR_TABLE = "two_factor";

/** Rewrites each row of an ndjson file's `secret` with `change`; returns how many rows it changed. */
async function rewriteSecrets(file: string, change: (secret: string) => Promise<string>): Promise<number> {
  const next = `${file}.next`;
  const out = await open(next, "wx", 0o600);
  let rows = 0;
  try {
    const lines = createInterface({ input: createReadStream(file), crlfDelay: Number.POSITIVE_INFINITY });
    for await (const line of lines) {
      if (line === "") continue;
      const row = JSON.parse(line) as { secret?: unknown };
      if (typeof row.secret === "string") row.secret = await change(row.secret);
      await out.write(`${JSON.stringify(row)}\n`);
      rows++;
    }
  } finally {
    await out.close();
  }
  await rename(next, file);
  return rows;
}

/** Unlocks the exported two-factor secrets with the site's auth secret (the archive is locked as a whole). */
export async function unlockTwoFactorSecrets(file: string, authSecret: string | undefined): Promise<void> {
  await rewriteSecrets(file, async (secret) => {
    if (!authSecret) throw new Error("The auth secret is needed to back up the two-factor secrets.");
    try {
      return await symmetricDecrypt({ key: authSecret, data: secret });
    } catch {
      throw new BackupError(
        "A two-factor secret in the database does not open with this site's auth secret: is AUTH_SECRET the one the site runs with?",
      );
    }
  });
}

/** Locks the restored two-factor secrets with the restored site's auth secret. */
export async function lockTwoFactorSecrets(file: string, authSecret: () => string): Promise<void> {
  await rewriteSecrets(file, (secret) => symmetricEncrypt({ key: authSecret(), data: secret }));
}
