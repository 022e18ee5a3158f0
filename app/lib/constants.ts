/** Scroll thresholds and timings from the specification (spec 000 §9). */
export const HEADER_SHADOW_AFTER_PX = 10;
export const BACK_TO_TOP_AFTER_PX = 500;
export const HERO_TEXT_DELAY_MS = 200;
