import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { headlessShell } from "./tests/e2e/support/browsers";
import { contentPort, databaseSpecs, e2ePort, layoutSpecs } from "./tests/e2e/support/e2e-env";

// One server for the whole run, on a fresh embedded database unless
// E2E_DATABASE_URL points the run at PostgreSQL. The wrapper starts a local
// SMTP sink next to it (tests/e2e/support/start-server.ts).
const port = e2ePort;
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), "e2e-data-"));
process.env.E2E_CONTENT_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), "e2e-content-"));

// On PostgreSQL only the specs that write to the database run, at one width.
const onPostgres = Boolean(process.env.E2E_DATABASE_URL);
const specFiles = (names: string[]) => names.map((name) => `**/${name}.spec.ts`);

const mobile = {
  name: "mobile",
  // Layout is what differs at 390 px; behaviour is tested once, at 1280.
  testMatch: specFiles(layoutSpecs),
  use: {
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    userAgent: devices["Pixel 7"].userAgent,
  },
};

export default defineConfig({
  testDir: "tests/e2e",
  testIgnore: "**/support/**",
  testMatch: onPostgres ? specFiles(databaseSpecs) : "**/*.spec.ts",
  fullyParallel: true,
  // Three on two cores: a test waiting on a timer (a scheduled post, a code's next window) leaves
  // its core to another instead of idling it.
  workers: 3,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [["list"], ["json", { outputFile: process.env.E2E_REPORT ?? "test-reports/e2e.json" }]],
  // Sized for CI's machine: two cores shared by three workers, two servers and its neighbours
  // (a save that resizes photos, a restore, an admin page's first load can take 10 s there).
  // A passing test costs no more for it; one that fails waits longer before it says so.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    // Recorded only when a test is run again after failing: recording every test costs the whole run minutes.
    trace: "on-first-retry",
    // Most specs in Chromium's headless shell; the alerts and the speed beacon in the full browser (0026).
    launchOptions: headlessShell,
  },
  projects: [
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, channel: undefined },
    },
    ...(onPostgres ? [] : [mobile]),
  ],
  webServer: [
    {
      command: "node tests/e2e/support/start-server.ts",
      url: `http://localhost:${port}/healthz`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: "ignore",
      stderr: "pipe",
      env: {
        PORT: String(port),
        DATA_DIR: process.env.E2E_DATA_DIR,
        DATABASE_URL: process.env.E2E_DATABASE_URL ?? "",
        E2E_DATA_DIR: process.env.E2E_DATA_DIR,
      },
    },
    {
      // The content tests' own server (tests/e2e/content-admin.spec.ts).
      command: "node tests/e2e/support/start-server.ts",
      url: `http://localhost:${contentPort}/healthz`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: "ignore",
      stderr: "pipe",
      env: {
        PORT: String(contentPort),
        DATA_DIR: process.env.E2E_CONTENT_DATA_DIR,
        DATABASE_URL: process.env.E2E_CONTENT_DATABASE_URL ?? "",
        E2E_DATA_DIR: process.env.E2E_CONTENT_DATA_DIR,
        E2E_SMTP_PORT: String(contentPort + 10),
      },
    },
  ],
});
