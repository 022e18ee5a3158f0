/**
 * The server's control socket, DATA_DIR/control.sock: a Unix socket that only
 * the data folder's owner (and root) can open, answering `POST /backup` with
 * a backup archive. The embedded database admits one process, the running
 * server, so `npm run backup` asks the server here while it runs. Nothing of
 * this is reachable from the public port. With PostgreSQL the backup command
 * connects to the database itself, so no socket is served then.
 */
import { once } from "node:events";
import { chmod, lstat, rm } from "node:fs/promises";
import { createServer, type IncomingMessage, request } from "node:http";
import { connect } from "node:net";
import path from "node:path";
import type { Writable } from "node:stream";

/** A backup ready to be sent (app/server/backup/backup.server.ts prepareServerBackup). */
export interface BackupToSend {
  write(out: Writable): Promise<void>;
  discard(): Promise<void>;
}

export interface ControlSocket {
  /** Where it listens; undefined when it does not. */
  path: string | undefined;
  /** Stops accepting, lets a backup under way finish, removes the socket file. */
  close(): Promise<void>;
}

export function controlSocketPath(dataDir: string): string {
  return path.join(dataDir, "control.sock");
}

/** Whether something listens on the socket (a file left by a killed server does not). */
function answers(socketPath: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(socketPath);
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

// One request per connection: nothing idles on the socket to hold up the server's shutdown.
const text = { "content-type": "text/plain; charset=utf-8", connection: "close" };

/**
 * Serves the control socket in the data folder when the database is the
 * embedded one. Never stops the server from starting: when the socket cannot
 * be made, it says why and backups then need the server stopped.
 */
export async function serveControlSocket(
  config: { dataDir: string; databaseUrl?: string },
  prepareBackup: () => Promise<BackupToSend>,
): Promise<ControlSocket> {
  const none: ControlSocket = { path: undefined, close: async () => {} };
  if (config.databaseUrl) return none;
  const socketPath = controlSocketPath(config.dataDir);
  const unavailable = (reason: string) => {
    console.warn(
      `[control] no control socket at ${socketPath} (${reason}): npm run backup needs the server stopped.`,
    );
    return none;
  };

  const existing = await lstat(socketPath).catch(() => undefined);
  if (existing) {
    if (!existing.isSocket()) return unavailable("a file that is not a socket has its name");
    if (await answers(socketPath)) return unavailable("another process answers on it");
    // Left by a server that was killed: nobody listens on it.
    await rm(socketPath, { force: true });
  }

  const server = createServer(async (req, res) => {
    req.resume();
    if (req.url !== "/backup") {
      res.writeHead(404, text).end("This socket answers POST /backup only.\n");
      return;
    }
    if (req.method !== "POST") {
      res.writeHead(405, { ...text, allow: "POST" }).end("Use POST /backup.\n");
      return;
    }
    let backup: BackupToSend;
    try {
      backup = await prepareBackup();
    } catch (error) {
      console.error("[control] backup failed:", error);
      res.writeHead(500, text).end(`${(error as Error).message}\n`);
      return;
    }
    if (res.destroyed) {
      await backup.discard();
      return;
    }
    res.writeHead(200, {
      "content-type": "application/gzip",
      "cache-control": "no-store",
      connection: "close",
    });
    try {
      await backup.write(res);
      console.log("[control] backup sent");
    } catch (error) {
      // Cut short: the client sees an incomplete archive and refuses it.
      console.error("[control] sending the backup failed:", error);
      res.destroy();
    }
  });

  // Created unreadable to others from the start (the umask applies when the
  // socket is bound, which listen() does at once), then made 0600 for certain.
  const umask = process.umask(0o177);
  try {
    server.listen(socketPath);
  } finally {
    process.umask(umask);
  }
  try {
    await once(server, "listening");
    await chmod(socketPath, 0o600);
  } catch (error) {
    server.close();
    return unavailable((error as Error).message);
  }
  return {
    path: socketPath,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
      }),
  };
}

/**
 * Asks the server running on `dataDir` for a backup. Resolves with the
 * archive's stream, or undefined when no server listens there; rejects with
 * the server's reason when it could not make one.
 */
export function requestBackup(dataDir: string): Promise<IncomingMessage | undefined> {
  return new Promise((resolve, reject) => {
    const req = request(
      { socketPath: controlSocketPath(dataDir), method: "POST", path: "/backup" },
      (res) => {
        if (res.statusCode === 200) {
          resolve(res);
          return;
        }
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => {
          body += chunk;
        });
        res.on("end", () =>
          reject(new Error(`The running server could not make the backup: ${body.trim() || res.statusCode}`)),
        );
      },
    );
    req.on("error", (error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT" || error.code === "ECONNREFUSED") resolve(undefined);
      else reject(error);
    });
    req.end();
  });
}
