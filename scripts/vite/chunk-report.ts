import { writeFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import type { Plugin } from "vite";

/**
 * With CHUNK_REPORT=<file> set, `npm run build` writes what each client chunk
 * holds: the chunk's gzip size and each module's own gzip size, largest
 * first. For finding what a page's JavaScript consists of.
 */
export function chunkReport(file = process.env.CHUNK_REPORT): Plugin | false {
  if (!file) return false;
  return {
    name: "chunk-report",
    applyToEnvironment: (environment) => environment.name === "client",
    generateBundle(_options, bundle) {
      const report: Record<string, { gzip: number; modules: [string, number][] }> = {};
      for (const [name, chunk] of Object.entries(bundle)) {
        if (chunk.type !== "chunk") continue;
        const modules = Object.entries(chunk.modules).map(([id, module]): [string, number] => [
          id.replace(/^.*node_modules[\\/]/, "npm:").replace(process.cwd(), ""),
          module.code ? gzipSync(module.code).length : 0,
        ]);
        report[name] = { gzip: gzipSync(chunk.code).length, modules: modules.sort((a, b) => b[1] - a[1]) };
      }
      writeFileSync(file, JSON.stringify(report, null, 1));
    },
  };
}
