/** Scroll thresholds from the specification (spec 000 §9); the hero text's 200 ms delay is in app.css (.hero-text-fade). */
export const HEADER_SHADOW_AFTER_PX = 10;
export const BACK_TO_TOP_AFTER_PX = 500;
