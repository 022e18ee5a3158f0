import { existsSync } from "node:fs";
import type { Server } from "node:http";
import path from "node:path";
import type { RequestHandler } from "express";
import type { ServerBuild } from "react-router";

/** What the server entry reaches of the app: the exports of app/entry.server.tsx. */
export type AppEntry = typeof import("../app/entry.server.tsx");

export interface LoadedApp {
  /** The React Router build: fixed in production, loaded afresh (hot) in development. */
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** The app's entry module as of now (in development, after the latest edit). */
  entry(): Promise<AppEntry>;
  /** Middleware that must run before the app's (Vite's, in development). */
  before: RequestHandler[];
  /** Changes whenever the code does (in development, on every edit): part of the page cache's key. */
  codeRevision(): string;
  close(): Promise<void>;
}

const entryOf = (build: ServerBuild) => build.entry.module as unknown as AppEntry;

/** The production build in build/ (made by `npm run build`). */
export async function loadProductionApp(root: string): Promise<LoadedApp> {
  const buildPath = path.join(root, "build", "server", "index.js");
  if (!existsSync(buildPath)) throw new Error("No production build found. Run `npm run build` first.");
  const build = (await import(buildPath)) as ServerBuild;
  return {
    build,
    entry: async () => entryOf(build),
    before: [],
    codeRevision: () => "",
    close: async () => {},
  };
}

/**
 * The app compiled on demand by Vite in middleware mode, with hot reloading
 * over this server's own connection: `npm run dev` then runs exactly the
 * middleware `npm start` runs (headers, guards, client addresses).
 */
export async function loadDevelopmentApp(root: string, httpServer: Server): Promise<LoadedApp> {
  const vite = await import("vite");
  const server = await vite.createServer({
    root,
    appType: "custom",
    server: { middlewareMode: true, hmr: { server: httpServer } },
  });
  const load = () => server.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;
  let edits = 0;
  server.watcher.on("change", () => {
    edits++;
  });
  return {
    build: load,
    entry: async () => entryOf(await load()),
    before: [server.middlewares as unknown as RequestHandler],
    codeRevision: () => `dev${edits}`,
    close: () => server.close(),
  };
}

function fail(message: unknown): never {
  console.error(message);
  process.exit(1);
}

/**
 * Loads the app (the production build, or Vite's in development) and starts
 * its runtime: configuration checked, database open and migrated. Exits with
 * the reason when either fails (a wrong setting is named, without a stack).
 */
export async function startApp(root: string, httpServer: Server, env: Record<string, string | undefined>) {
  const dev = env.NODE_ENV === "development";
  const loaded = await (dev ? loadDevelopmentApp(root, httpServer) : loadProductionApp(root)).catch((error) =>
    fail(error instanceof Error ? error.message : error),
  );
  const app = await loaded.entry();
  const config = await app
    .startRuntime(env)
    .catch((error) =>
      fail(error instanceof app.ConfigError || error instanceof app.FolderInUseError ? error.message : error),
    );
  return { loaded, app, config };
}
