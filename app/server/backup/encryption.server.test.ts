/** A locked backup (encryption.server.ts): what goes in comes out with the passphrase, and only with it. */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { describe, expect, it } from "vitest";
import { scratchDir } from "../../../tests/support/backup-fixtures";
import {
  decryptingStream,
  encryptingStream,
  HEADER_BYTES,
  isEncryptedFile,
  LOCKED_MESSAGE,
  passphraseProblem,
  TAG_BYTES,
  WRONG_PASSPHRASE,
} from "./encryption.server";

const PASSPHRASE = "blue ladder on the porch";

async function lock(content: Buffer, file: string) {
  const chunks: Buffer[] = [];
  const encrypt = await encryptingStream(PASSPHRASE);
  encrypt.on("data", (chunk: Buffer) => chunks.push(chunk));
  await pipeline(Readable.from([content.subarray(0, 1000), content.subarray(1000)]), encrypt);
  writeFileSync(file, Buffer.concat(chunks));
}

async function unlock(file: string, passphrase: string | undefined): Promise<Buffer> {
  const decrypt = await decryptingStream(file, passphrase);
  const chunks: Buffer[] = [];
  decrypt.on("data", (chunk: Buffer) => chunks.push(chunk));
  const bytes = readFileSync(file).subarray(HEADER_BYTES);
  // In small pieces, so the tag held back at the end spans several of them.
  const pieces = Array.from({ length: Math.ceil(bytes.length / 7) }, (_, i) =>
    bytes.subarray(i * 7, i * 7 + 7),
  );
  await pipeline(Readable.from(pieces), decrypt);
  return Buffer.concat(chunks);
}

describe("a locked backup", () => {
  const content = Buffer.from(Array.from({ length: 5000 }, (_, i) => i % 251));

  it("opens with its passphrase to exactly what was locked, and holds none of it in the clear", async () => {
    const file = path.join(scratchDir("lock"), "backup.tar.gz.enc");
    await lock(content, file);
    const bytes = readFileSync(file);
    expect(await isEncryptedFile(file)).toBe(true);
    expect(bytes.length).toBe(HEADER_BYTES + content.length + TAG_BYTES);
    expect(bytes.includes(content.subarray(100, 132))).toBe(false);
    expect(await unlock(file, PASSPHRASE)).toEqual(content);
  }, 20_000);

  it("refuses a wrong passphrase, and no passphrase, before reading anything", async () => {
    const file = path.join(scratchDir("wrong"), "backup.tar.gz.enc");
    await lock(content, file);
    await expect(decryptingStream(file, "blue ladder on the deck")).rejects.toThrow(WRONG_PASSPHRASE);
    await expect(decryptingStream(file, undefined)).rejects.toThrow(LOCKED_MESSAGE);
  }, 20_000);

  it("refuses a file changed after it was made", async () => {
    const file = path.join(scratchDir("changed"), "backup.tar.gz.enc");
    await lock(content, file);
    const bytes = readFileSync(file);
    bytes[HEADER_BYTES + 200]! ^= 1;
    writeFileSync(file, bytes);
    await expect(unlock(file, PASSPHRASE)).rejects.toThrow(/changed or cut short/);
    writeFileSync(file, bytes.subarray(0, bytes.length - 5));
    await expect(unlock(file, PASSPHRASE)).rejects.toThrow(/changed or cut short/);
  }, 20_000);

  it("asks for a passphrase long enough", () => {
    expect(passphraseProblem("")).toMatch(/Choose a passphrase/);
    expect(passphraseProblem("short")).toMatch(/at least 10 characters/);
    expect(passphraseProblem(PASSPHRASE)).toBeUndefined();
  });
});
