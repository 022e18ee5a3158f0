import type { Server } from "node:http";

/**
 * On SIGTERM or SIGINT: stop accepting connections, let the requests under
 * way finish, then run `close` (the database) and exit; give up after `graceMs`.
 */
export function gracefulShutdown(server: Server, close: () => Promise<void>, graceMs = 15_000): void {
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: finishing in-flight requests, then closing the database`);
    setTimeout(() => {
      console.error("Shutdown took too long; exiting");
      process.exit(1);
    }, graceMs).unref();
    server.close(async () => {
      try {
        await close();
        console.log("Stopped cleanly");
        process.exit(0);
      } catch (error) {
        console.error("Error while closing the database:", error);
        process.exit(1);
      }
    });
    server.closeIdleConnections();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}
