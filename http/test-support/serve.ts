import type { AddressInfo } from "node:net";
import express, { type Express } from "express";

/** Runs an Express app on a free port for one test; `close` stops it. */
export async function serve(
  setup: (app: Express) => void,
): Promise<{ base: string; close(): Promise<void> }> {
  const app = express();
  setup(app);
  const server = await new Promise<ReturnType<Express["listen"]>>((resolve) => {
    const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
  });
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
