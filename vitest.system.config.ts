import path from "node:path";
import { defineConfig } from "vitest/config";

/**
 * System tests: real `node server.ts` processes on the production build
 * (run `npm run build` first). They start servers on fixed ports and kill
 * them, so the files run one after another, with generous time limits.
 */
export default defineConfig({
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  test: {
    include: ["tests/system/**/*.test.ts"],
    environment: "node",
    fileParallelism: false,
    setupFiles: ["tests/system/support/cleanup.ts"],
    testTimeout: 180_000,
    hookTimeout: 120_000,
  },
});
