/**
 * The performance measure of a tap held until the page's script ran (the
 * page's starter adds it, app/lib/defer-hydration.ts): from the finger down
 * to the frame with the answer. Its own module, so the speed beacon reads
 * the name without the starter's code.
 */
export const HELD_TAP_MEASURE = "held-tap-wait";
