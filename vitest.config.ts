import path from "node:path";
import { defineConfig } from "vitest/config";
import { buildConfigFromEnv } from "./app/lib/build-config.ts";

export default defineConfig({
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  define: { __BUILD_CONFIG__: JSON.stringify(buildConfigFromEnv({})) },
  test: {
    include: ["tests/unit/**/*.test.ts", "tests/unit/**/*.test.tsx"],
    environment: "node",
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
