import { readFile } from "node:fs/promises";
import path from "node:path";
import { type Plugin, transformWithOxc } from "vite";

/**
 * The admin's service worker is one TypeScript file (app/workers/admin-sw.ts)
 * that must be served at a fixed address, outside the hashed assets: a
 * worker is updated by fetching the same URL again. This strips its types
 * (it imports types only, so nothing needs bundling) and writes it as
 * `fileName` at the client build's root; in development it is served from
 * the source on each request. See docs/decisions/0010-admin-service-worker.md.
 */
export function adminServiceWorker(root: string, fileName = "admin-sw.js"): Plugin {
  const source = path.join(root, "app/workers/admin-sw.ts");
  const compile = async () => {
    const result = await transformWithOxc(await readFile(source, "utf8"), source, { lang: "ts" });
    // The type import made it a module; a classic worker script (what every browser runs) cannot export.
    const code = result.code.replace(/^export \{\s*\};?\s*$/m, "");
    if (/^\s*(?:import|export)\b/m.test(code)) {
      throw new Error(`${source} may import types only: it is built on its own, without bundling.`);
    }
    return code;
  };
  return {
    name: "admin-service-worker",
    configureServer(server) {
      server.middlewares.use(`/${fileName}`, (_req, res, next) => {
        compile().then((code) => {
          res.setHeader("Content-Type", "text/javascript; charset=utf-8");
          res.setHeader("Cache-Control", "no-cache");
          res.end(code);
        }, next);
      });
    },
    async generateBundle() {
      if (this.environment.name !== "client") return;
      this.addWatchFile(source);
      this.emitFile({ type: "asset", fileName, source: await compile() });
    },
  };
}
