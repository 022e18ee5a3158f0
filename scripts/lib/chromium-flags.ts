/**
 * Debian's headless Chromium as the tests and the bench run it: as root it
 * needs --no-sandbox; the rest stop it from calling hosts it cannot reach,
 * which would add noise and waits.
 */
export const QUIET_CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
