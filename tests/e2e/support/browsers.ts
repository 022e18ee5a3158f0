/**
 * The two Debian Chromium builds the browser tests run (decision 0026): the
 * headless shell for most specs, the full browser for what only it has.
 */
import { QUIET_CHROMIUM_FLAGS } from "../../../scripts/lib/chromium-flags";

const args = [...QUIET_CHROMIUM_FLAGS, "--disable-quic"];

/**
 * Debian's `chromium-headless-shell`: the same Chromium engine (Blink, V8,
 * networking) without the desktop browser around it, at about two thirds of
 * the full browser's cost per test on two cores. Every spec runs here unless
 * it asks for the full browser.
 */
export const headlessShell = {
  executablePath: process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? "/usr/bin/chromium-headless-shell",
  args,
};

/**
 * Debian's full `chromium`, as a visitor runs it: in the shell the worker's
 * notifications never show and the web-vitals library reported no LCP, so
 * the specs of the owner's alerts and of the speed beacon run here
 * (`test.use({ launchOptions: fullChromium })`).
 */
export const fullChromium = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args,
};
