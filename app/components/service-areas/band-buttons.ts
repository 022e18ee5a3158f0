/**
 * Colours for buttons on the dark hero and closing bands. Pass them with
 * `variant={null}`, so no variant colour competes with them.
 */
export const onDarkSolid = "bg-white text-blue-900 hover:bg-blue-50";
export const onDarkOutline = "border border-white text-white hover:bg-white/10";
