import type { KnipConfig } from "knip";

/** The dead-code check (`npm run knip`, part of `npm test`): no unused file, export or dependency. */
export default {
  // Scripts run by npm scripts and the test runner, programs the tests start (the browser tests' accounts, made by
  // their server wrapper); the system tests have their own Vitest config; the admin's service worker (built on its
  // own by scripts/vite/admin-service-worker.ts) and the visit counter.
  entry: [
    "scripts/*.ts",
    "scripts/bench/{lighthouse,load,pages,images}.ts",
    "scripts/lint/*.ts",
    "tests/system/**/*.test.ts",
    "http/test-support/fixtures/*.ts",
    "tests/e2e/support/create-accounts.ts",
    "app/workers/*.ts",
    // Started by a page's starter, not imported: a build entry of its own (scripts/vite/visit-script.ts).
    "app/features/insights/visit.ts",
  ],
  // Not tools/: programs with a package of their own (tools/sample-art draws the seed's illustrations).
  project: ["app/**/*.{ts,tsx,css}", "http/**/*.ts", "scripts/**/*.ts", "tests/**/*.ts", "*.ts", "!tools/**"],
  vitest: { config: ["vitest.config.ts", "vitest.system.config.ts"] },
  ignoreExportsUsedInFile: true,
  // The HTML checker runs on the machine's Java 17 (tests/e2e/html-checker.spec.ts); the push test makes its
  // certificate with the machine's openssl (tests/system/push-alerts.test.ts); libheif's encoder makes the
  // iPhone photos the photo tests send (tests/support/heic.ts, installed by scripts/test-all.sh).
  ignoreBinaries: ["java", "openssl", "heif-enc"],
  // Stylesheets import packages too (`@import "tailwindcss"`): read their @import lines as imports.
  compilers: {
    css: (text: string) =>
      [...text.matchAll(/@import\s+["']([^"']+)["']/g)].map((m) => `import "${m[1]}";`).join("\n"),
  },
} satisfies KnipConfig;
