import path from "node:path";
import { defineConfig } from "vitest/config";

/**
 * System tests: real `node server.ts` processes on the production build
 * (run `npm run build` first), with generous time limits. Each file starts
 * its servers on ports of its own, its databases in scratch databases and
 * folders of its own, and breaks PostgreSQL or Redis only through a proxy of
 * its own: two files run at a time, one waiting on its servers while the
 * other works.
 */
export default defineConfig({
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  test: {
    include: ["tests/system/**/*.test.ts"],
    environment: "node",
    maxWorkers: 2,
    setupFiles: ["tests/system/support/cleanup.ts"],
    testTimeout: 180_000,
    hookTimeout: 120_000,
  },
});
