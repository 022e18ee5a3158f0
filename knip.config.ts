import type { KnipConfig } from "knip";

/** The dead-code check (`npm run knip`, part of `npm test`): no unused file, export or dependency. */
export default {
  // Scripts run by npm scripts and the test runner, programs the tests start; the system tests have their own
  // Vitest config; the admin's service worker (built on its own by scripts/vite/admin-service-worker.ts).
  entry: ["scripts/*.ts", "tests/system/**/*.test.ts", "tests/**/fixtures/*.ts", "app/workers/*.ts"],
  project: ["app/**/*.{ts,tsx,css}", "server/**/*.ts", "scripts/**/*.ts", "tests/**/*.ts", "*.ts"],
  vitest: { config: ["vitest.config.ts", "vitest.system.config.ts"] },
  ignoreExportsUsedInFile: true,
  // The HTML checker runs on the machine's Java 17 (tests/e2e/html-checker.spec.ts); the push test makes its
  // certificate with the machine's openssl (tests/system/push-alerts.test.ts).
  ignoreBinaries: ["java", "openssl"],
  // Stylesheets import packages too (`@import "tailwindcss"`): read their @import lines as imports.
  compilers: {
    css: (text: string) =>
      [...text.matchAll(/@import\s+["']([^"']+)["']/g)].map((m) => `import "${m[1]}";`).join("\n"),
  },
} satisfies KnipConfig;
