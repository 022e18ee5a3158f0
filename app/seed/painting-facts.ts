/** "Minnesota Painting Fact" shown on blog posts, keyed by post slug. */
export const paintingFacts: Record<string, string> = {
  "interior-painting-tips":
    "Heated indoor air in a Minnesota winter is often very dry, which makes latex paint set faster than usual. Painting one wall at a time and keeping a wet edge helps prevent lap marks.",
  "exterior-painting-guide":
    "Most exterior paints need air and surface temperatures of at least 50°F while they go on and dry, so Minnesota's dependable exterior painting season runs roughly May through September.",
  "choosing-paint-colors":
    "Around the winter solstice the Twin Cities get less than nine hours of daylight, and the sun stays low in the southern sky. Test paint samples in morning, afternoon and lamp light before you commit.",
  "drywall-repair":
    "Many Minnesota homes get cracks where ceilings meet interior walls each winter because of truss uplift, when roof trusses bow upward as the cold attic and warm ceiling take on moisture differently. These cracks often close again in summer.",
  "cabinet-refinishing":
    "Minnesota kitchens swing from dry winter air to humid summers, so wood cabinet doors expand and contract through the year. On five-piece doors, that movement can show as a fine line at the joints even when the paint itself is sound.",
  "textured-ceilings":
    "Many Minnesota homes built from the 1950s into the 1980s have sprayed popcorn ceilings, and some of those contain asbestos. Have a sample tested by an accredited lab before anyone scrapes.",
};

/** Shown for every other post. */
export const genericPaintingFact =
  "Twin Cities temperatures can swing more than 100°F between the coldest winter night and the hottest summer afternoon. Paint and caulk on Minnesota homes have to flex with that movement and with repeated spring and fall freeze-thaw cycles.";
