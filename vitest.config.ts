import { availableParallelism } from "node:os";
import path from "node:path";
import { defineConfig } from "vitest/config";
import { lucideIconImports } from "./scripts/vite/lucide-icon-imports.ts";

export default defineConfig({
  // Icons as the build makes them (loaders send their drawings).
  plugins: [lucideIconImports(import.meta.dirname)],
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  test: {
    // Tests sit beside the module they test; tests/repo checks the tree itself.
    include: ["{app,http,scripts,tests/repo}/**/*.test.{ts,tsx}"],
    environment: "node",
    // Vitest leaves a core to itself (one worker on two cores); many files wait on a database, a
    // child process or PostgreSQL, so two workers there cut the run by a third.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // Test files of a worker share its loaded modules: importing the app once per worker instead of
    // once per file halves the run. No test mocks a module or counts on a module's state being new
    // (each opens its own database and passes its own settings).
    isolate: false,
    // One migrated embedded database, copied by each test that needs a fresh one.
    globalSetup: ["tests/support/database-templates.setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
