/**
 * Cheap attacks on the contact form's photo upload, against a running
 * server: posts whose text fields are refused write no photo to disk, every
 * post (valid or not) counts against the client's budget, and one client has
 * at most two posts with photos arriving at once.
 */
import { readdirSync, statSync } from "node:fs";
import { request as httpRequest } from "node:http";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startServer, tempDir } from "./support/server";

const PORT = 3522;
const BOUNDARY = "----upload-guard-boundary";
let server: RunningServer;
let dataDir: string;

beforeAll(async () => {
  dataDir = tempDir("upload-guards");
  server = await startServer({ port: PORT, dataDir, env: { TRUST_PROXY: "loopback" } });
});
afterAll(async () => {
  await server?.stop();
});

function fieldPart(name: string, value: string): string {
  return `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
}

const fields = (message: string) =>
  fieldPart("name", "Jordan Lee") +
  fieldPart("email", "jordan@example.com") +
  fieldPart("phone", "651-555-0100") +
  fieldPart("service", "Drywall Repair") +
  fieldPart("message", message);

const fileHead = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="photos"; filename="big.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`;
const end = `\r\n--${BOUNDARY}--\r\n`;

/** Bytes held in the server's upload folder now (files of posts still arriving). */
function bytesOnDisk(): number {
  const folder = path.join(dataDir, "uploads-in-progress");
  let total = 0;
  const walk = (dir: string) => {
    let names: string[] = [];
    try {
      names = readdirSync(dir);
    } catch {
      return;
    }
    for (const name of names) {
      const full = path.join(dir, name);
      const info = statSync(full, { throwIfNoEntry: false });
      if (!info) continue;
      if (info.isDirectory()) walk(full);
      else total += info.size;
    }
  };
  walk(folder);
  return total;
}

/**
 * A multipart post with a photo of `photoBytes`, written in pieces. Resolves
 * with the status once answered; `hold` keeps the body open after the fields.
 */
function post(client: string, message: string, photoBytes: number, hold?: Promise<void>) {
  const head = Buffer.from(fields(message) + fileHead);
  const tail = Buffer.from(end);
  return new Promise<number>((resolve, reject) => {
    const req = httpRequest(
      {
        host: "localhost",
        port: PORT,
        method: "POST",
        path: "/contact",
        headers: {
          "Content-Type": `multipart/form-data; boundary=${BOUNDARY}`,
          "Content-Length": String(head.length + photoBytes + tail.length),
          "X-Forwarded-For": client,
        },
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      },
    );
    req.on("error", (error) => (error.message.includes("socket hang up") ? resolve(0) : reject(error)));
    void (async () => {
      req.write(head);
      const chunk = Buffer.alloc(256 * 1024, 0x41);
      let sent = 0;
      while (sent < photoBytes) {
        if (hold && sent > 512 * 1024) await hold;
        const piece = chunk.subarray(0, Math.min(chunk.length, photoBytes - sent));
        if (!req.write(piece)) await new Promise((r) => req.once("drain", r));
        sent += piece.length;
      }
      req.end(tail);
    })().catch(reject);
  });
}

describe("posts with photos", () => {
  it("a post whose text is refused writes none of its photo to disk, and counts against the budget", async () => {
    const client = "203.0.113.50";
    let most = 0;
    const watch = setInterval(() => {
      most = Math.max(most, bytesOnDisk());
    }, 20);
    const statuses: number[] = [];
    try {
      // The message is required: empty, each post is refused before its 12 MB photo is written.
      for (let i = 0; i < 6; i++) statuses.push(await post(client, "", 12 * 1024 * 1024));
    } finally {
      clearInterval(watch);
    }
    expect(most).toBe(0);
    // The sixth is over the budget: refused for that, unread.
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    // The default budget is 5 posts per 10 minutes, and the refused posts spent it: a valid one waits.
    expect(await post(client, "The porch ceiling is peeling.", 64 * 1024)).toBe(429);
  });

  it("a post over the budget is answered 429 before its body is sent, however large it says it is", async () => {
    const client = "203.0.113.53";
    for (let i = 0; i < 5; i++) await post(client, "", 1024);
    // 117 MB declared, a bad field, and only the first 256 KB sent: the answer must not wait for the rest.
    const head = Buffer.from(fields("") + fileHead);
    const started = Date.now();
    const answer = await new Promise<{ status: number; retryAfter: string | undefined }>(
      (resolve, reject) => {
        const req = httpRequest(
          {
            host: "localhost",
            port: PORT,
            method: "POST",
            path: "/contact/send",
            headers: {
              "Content-Type": `multipart/form-data; boundary=${BOUNDARY}`,
              "Content-Length": String(117 * 1024 * 1024),
              "X-Forwarded-For": client,
            },
          },
          (res) => {
            resolve({ status: res.statusCode ?? 0, retryAfter: res.headers["retry-after"] });
            req.destroy();
          },
        );
        req.on("error", (error) => (error.message.includes("socket hang up") ? undefined : reject(error)));
        req.write(head);
        req.write(Buffer.alloc(256 * 1024, 0x41));
      },
    );
    expect(answer.status).toBe(429);
    expect(Number(answer.retryAfter)).toBeGreaterThan(0);
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it("one client has at most two posts with photos arriving at once", async () => {
    const client = "203.0.113.51";
    let release = () => {};
    const hold = new Promise<void>((resolve) => {
      release = resolve;
    });
    const slow = [
      post(client, "The porch ceiling is peeling.", 4 * 1024 * 1024, hold),
      post(client, "The porch ceiling is peeling.", 4 * 1024 * 1024, hold),
    ];
    // Both are arriving (held after their first half megabyte): a third is refused at once.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const third = await post(client, "The porch ceiling is peeling.", 1024 * 1024);
    expect(third).toBe(429);
    release();
    const [a, b] = await Promise.all(slow);
    // The two slow ones finish and are answered (their photos are not real photos: left out, request stored).
    expect([a, b]).toEqual([303, 303]);
    // Another client is not affected.
    expect(await post("203.0.113.52", "The porch ceiling is peeling.", 1024 * 1024)).toBe(303);
  });
});
