/** The control socket (server/control-socket.ts): who can reach it, what it answers, and its file's life. */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { PassThrough, Readable, type Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import {
  type BackupToSend,
  type ControlSocket,
  controlSocketPath,
  requestBackup,
  serveControlSocket,
} from "./control-socket.ts";

const scratch = mkdtempSync(path.join(tmpdir(), "control-socket-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

let count = 0;
function dataDir(): string {
  const dir = path.join(scratch, String(++count));
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir);
  return dir;
}

const opened: ControlSocket[] = [];
afterEach(async () => {
  for (const socket of opened.splice(0)) await socket.close();
  vi.restoreAllMocks();
});

async function serve(dir: string, prepare: () => Promise<BackupToSend>, databaseUrl?: string) {
  const socket = await serveControlSocket({ dataDir: dir, databaseUrl }, prepare);
  opened.push(socket);
  return socket;
}

/** A backup whose archive is `bytes`, sent `delayMs` after it is asked for. */
function fakeBackup(bytes: string, delayMs = 0, events: string[] = []): () => Promise<BackupToSend> {
  return async () => ({
    async write(out: Writable) {
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      await pipeline(Readable.from([Buffer.from(bytes)]), out);
      events.push("sent");
    },
    discard: async () => {},
  });
}

async function fetchBackup(dir: string): Promise<string | undefined> {
  const stream = await requestBackup(dir);
  if (!stream) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
}

function ask(dir: string, method: string, pathname: string): Promise<{ status?: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ socketPath: controlSocketPath(dir), method, path: pathname }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => {
        body += chunk;
      });
      res.on("end", () => resolve({ status: res.statusCode, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("serveControlSocket", () => {
  it("answers POST /backup with the archive, on a socket only its owner can open", async () => {
    const dir = dataDir();
    const socket = await serve(dir, fakeBackup("the archive"));
    expect(socket.path).toBe(path.join(dir, "control.sock"));
    const info = statSync(socket.path!);
    expect(info.isSocket()).toBe(true);
    expect(info.mode & 0o777).toBe(0o600);
    expect(await fetchBackup(dir)).toBe("the archive");
  });

  it("answers nothing else", async () => {
    const dir = dataDir();
    await serve(dir, fakeBackup("x"));
    expect(await ask(dir, "GET", "/backup")).toMatchObject({ status: 405 });
    expect(await ask(dir, "POST", "/restore")).toMatchObject({ status: 404 });
  });

  it("passes on why a backup could not be made", async () => {
    const dir = dataDir();
    vi.spyOn(console, "error").mockImplementation(() => {});
    await serve(dir, async () => {
      throw new Error("the database is not answering");
    });
    await expect(requestBackup(dir)).rejects.toThrow(
      "The running server could not make the backup: the database is not answering",
    );
  });

  it("cuts the answer short when sending fails, so the archive is seen to be incomplete", async () => {
    const dir = dataDir();
    vi.spyOn(console, "error").mockImplementation(() => {});
    await serve(dir, async () => ({
      async write(out) {
        out.write("the first half");
        await new Promise((resolve) => setTimeout(resolve, 50));
        throw new Error("disk full");
      },
      discard: async () => {},
    }));
    const stream = await requestBackup(dir);
    await expect(pipeline(stream!, new PassThrough().resume())).rejects.toThrow();
  });

  it("is not served with PostgreSQL (the backup command connects to the database itself)", async () => {
    const dir = dataDir();
    const socket = await serve(dir, fakeBackup("x"), "postgres://localhost/site");
    expect(socket.path).toBeUndefined();
    expect(existsSync(controlSocketPath(dir))).toBe(false);
  });

  it("replaces a socket file left by a server that was killed", async () => {
    const dir = dataDir();
    const socketPath = controlSocketPath(dir);
    // A process that listens, then dies without cleaning up.
    spawnSync(process.execPath, [
      "-e",
      `require("node:net").createServer().listen(${JSON.stringify(socketPath)}, () => process.kill(process.pid, "SIGKILL"))`,
    ]);
    expect(statSync(socketPath).isSocket()).toBe(true);
    await serve(dir, fakeBackup("fresh"));
    expect(await fetchBackup(dir)).toBe("fresh");
  });

  it("leaves alone a socket another process answers on, and a file that is not a socket", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const dir = dataDir();
    const other = createServer((connection) => connection.end());
    await new Promise<void>((resolve) => other.listen(controlSocketPath(dir), resolve));
    try {
      expect((await serve(dir, fakeBackup("x"))).path).toBeUndefined();
      expect(warn).toHaveBeenCalledWith(expect.stringContaining("another process answers on it"));
      expect(statSync(controlSocketPath(dir)).isSocket()).toBe(true);
    } finally {
      await new Promise((resolve) => other.close(resolve));
    }

    const second = dataDir();
    writeFileSync(controlSocketPath(second), "someone's notes");
    expect((await serve(second, fakeBackup("x"))).path).toBeUndefined();
    expect(readFileSync(controlSocketPath(second), "utf8")).toBe("someone's notes");
  });

  it("on close, lets a backup under way finish, then removes its file", async () => {
    const dir = dataDir();
    const order: string[] = [];
    const socket = await serve(dir, fakeBackup("sent whole", 300, order));
    const answer = fetchBackup(dir);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const closing = socket.close().then(() => order.push("closed"));
    expect(await answer).toBe("sent whole");
    await closing;
    expect(order).toEqual(["sent", "closed"]);
    expect(existsSync(controlSocketPath(dir))).toBe(false);
    // Nobody listens now: the backup command then opens the folder itself.
    expect(await requestBackup(dir)).toBeUndefined();
  });
});
