/**
 * The backup's passphrase for `npm run backup` and `npm run restore`:
 * BACKUP_PASSPHRASE, or typed at the terminal (not shown). Undefined when
 * neither is possible (no variable, no terminal).
 */

import { createInterface } from "node:readline/promises";
import { Writable } from "node:stream";

async function typed(question: string): Promise<string> {
  let muted = false;
  const output = new Writable({
    write(chunk, _encoding, done) {
      if (!muted) process.stdout.write(chunk);
      done();
    },
  });
  const reader = createInterface({ input: process.stdin, output, terminal: true });
  try {
    process.stdout.write(question);
    muted = true;
    const answer = await reader.question("");
    process.stdout.write("\n");
    return answer;
  } finally {
    reader.close();
  }
}

/** The passphrase; `twice` asks again to confirm (for a new backup). */
export async function readPassphrase(twice: boolean): Promise<string | undefined> {
  const fromEnv = process.env.BACKUP_PASSPHRASE;
  if (fromEnv) return fromEnv;
  if (!process.stdin.isTTY) return undefined;
  const first = await typed("Backup passphrase: ");
  if (twice && (await typed("The same passphrase again: ")) !== first) {
    throw new Error("The two passphrases differ.");
  }
  return first;
}
