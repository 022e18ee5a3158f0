/**
 * A backup that leaves the server is locked with a passphrase the owner
 * chooses (decision 0029): the archive's bytes are encrypted with AES-256-GCM
 * under a key derived from the passphrase by scrypt. The file:
 *
 *   header (72 bytes, also the cipher's additional data):
 *     "PSBACKUP" | version 1 | log2 N | r | p | salt (16) | iv (12) | check (32)
 *   the encrypted .tar.gz
 *   the GCM tag (16)
 *
 * scrypt gives 64 bytes: the first 32 are the key; the SHA-256 of the last 32
 * is the check, so a wrong passphrase is told at once, before anything is read.
 * A file changed anywhere fails the tag at its end (a restore writes nothing
 * before it has read the archive whole).
 */
import {
  createCipheriv,
  createDecipheriv,
  createHash,
  randomBytes,
  scrypt,
  timingSafeEqual,
} from "node:crypto";
import { open } from "node:fs/promises";
import { Transform } from "node:stream";
import { BackupError } from "./manifest.server";

const MAGIC = Buffer.from("PSBACKUP", "ascii");
const VERSION = 1;
export const HEADER_BYTES = MAGIC.length + 4 + 16 + 12 + 32;
export const TAG_BYTES = 16;
/** scrypt's cost: N = 2^16, r = 8, p = 1 (64 MiB, a fraction of a second). */
const COST = { logN: 16, r: 8, p: 1 };
/** The shortest passphrase the admin and the scripts accept. */
export const MIN_PASSPHRASE = 10;

export const LOCKED_MESSAGE =
  "This backup is locked with a passphrase: give it (BACKUP_PASSPHRASE, or type it when asked) to restore it.";
export const WRONG_PASSPHRASE = "That passphrase does not open this backup. Nothing was changed.";

function derive(
  passphrase: string,
  salt: Buffer,
  cost: typeof COST,
): Promise<{ key: Buffer; check: Buffer }> {
  const N = 2 ** cost.logN;
  return new Promise((resolve, reject) =>
    scrypt(
      passphrase.normalize("NFC"),
      salt,
      64,
      { N, r: cost.r, p: cost.p, maxmem: 256 * N * cost.r },
      (error, bytes) =>
        error
          ? reject(error)
          : resolve({
              key: bytes.subarray(0, 32),
              check: createHash("sha256").update(bytes.subarray(32)).digest(),
            }),
    ),
  );
}

/** Why a passphrase cannot be used, or undefined when it can. */
export function passphraseProblem(passphrase: string | undefined): string | undefined {
  if (!passphrase) return "Choose a passphrase: the backup is locked with it.";
  if ([...passphrase].length < MIN_PASSPHRASE) {
    return `The passphrase needs at least ${MIN_PASSPHRASE} characters (a few words are easiest to remember).`;
  }
  return undefined;
}

/** A stream that encrypts what is written to it: the header, the encrypted bytes, the tag. */
export async function encryptingStream(passphrase: string): Promise<Transform> {
  const salt = randomBytes(16);
  const iv = randomBytes(12);
  const { key, check } = await derive(passphrase, salt, COST);
  const header = Buffer.concat([MAGIC, Buffer.from([VERSION, COST.logN, COST.r, COST.p]), salt, iv, check]);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  cipher.setAAD(header);
  let started = false;
  const start = (stream: Transform) => {
    if (!started) stream.push(header);
    started = true;
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      start(this);
      done(null, cipher.update(chunk));
    },
    flush(done) {
      start(this);
      this.push(cipher.final());
      done(null, cipher.getAuthTag());
    },
  });
}

/** Whether the file begins as a locked backup does. */
export async function isEncryptedFile(file: string): Promise<boolean> {
  const handle = await open(file, "r");
  try {
    const { bytesRead, buffer } = await handle.read(Buffer.alloc(MAGIC.length), 0, MAGIC.length, 0);
    return bytesRead === MAGIC.length && buffer.equals(MAGIC);
  } finally {
    await handle.close();
  }
}

/**
 * The stream that decrypts a locked backup's bytes after its header (the file
 * is read from HEADER_BYTES on). Refuses at once without the passphrase, or
 * with a wrong one; the tag is checked when the stream ends.
 */
export async function decryptingStream(file: string, passphrase: string | undefined): Promise<Transform> {
  const handle = await open(file, "r");
  let header: Buffer;
  try {
    ({ buffer: header } = await handle.read(Buffer.alloc(HEADER_BYTES), 0, HEADER_BYTES, 0));
  } finally {
    await handle.close();
  }
  if (!header.subarray(0, MAGIC.length).equals(MAGIC))
    throw new BackupError(`${file} is not a locked backup.`);
  if (header[MAGIC.length] !== VERSION) {
    throw new BackupError(`${file} was locked by a newer version of the site: update the site's code first.`);
  }
  if (!passphrase) throw new BackupError(LOCKED_MESSAGE);
  const at = MAGIC.length + 1;
  const cost = { logN: header[at]!, r: header[at + 1]!, p: header[at + 2]! };
  if (cost.logN > 22 || cost.r > 32 || cost.p > 16) throw new BackupError(`${file}: its header is damaged.`);
  const salt = header.subarray(at + 3, at + 19);
  const iv = header.subarray(at + 19, at + 31);
  const stored = header.subarray(at + 31, at + 63);
  const { key, check } = await derive(passphrase, salt, cost);
  if (!timingSafeEqual(check, stored)) throw new BackupError(WRONG_PASSPHRASE);
  const decipher = createDecipheriv("aes-256-gcm", key, iv);
  decipher.setAAD(header);
  // The last TAG_BYTES seen are held back: they are the tag, not data.
  let held = Buffer.alloc(0);
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const all = Buffer.concat([held, chunk]);
      const cut = Math.max(0, all.length - TAG_BYTES);
      held = all.subarray(cut);
      done(null, cut > 0 ? decipher.update(all.subarray(0, cut)) : undefined);
    },
    flush(done) {
      try {
        if (held.length !== TAG_BYTES) throw new Error("cut short");
        decipher.setAuthTag(held);
        done(null, decipher.final());
      } catch {
        done(new BackupError(`${file} was changed or cut short since it was made: it cannot be trusted.`));
      }
    },
  });
}
