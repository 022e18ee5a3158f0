// ---------------------------------------------------------------------------
// Shared palettes (real paint colours where a colour is "the paint")
// ---------------------------------------------------------------------------

interface Paint {
  name: string;
  hex: string;
  /** Colour words a caption might use for it, used to match blog image captions. */
  words: string[];
}

/** Sherwin-Williams and Benjamin Moore colours the blog, service and hero pictures choose from. */
export const PAINT_PALETTE: Paint[] = [
  { name: "SW Agreeable Gray", hex: "#D1CBC1", words: ["greige", "gray"] },
  { name: "SW Repose Gray", hex: "#C2BFB8", words: ["gray", "pale gray", "light gray"] },
  { name: "SW Sea Salt", hex: "#CDD2CA", words: ["blue-green", "soft green", "sea"] },
  { name: "SW Evergreen Fog", hex: "#95978A", words: ["sage", "green", "muted green"] },
  { name: "SW Naval", hex: "#2F3D4C", words: ["navy", "deep blue", "blue"] },
  { name: "SW Urbane Bronze", hex: "#54504A", words: ["bronze", "brown"] },
  { name: "SW Accessible Beige", hex: "#D1C7B8", words: ["beige", "tan", "cream"] },
  { name: "SW Alabaster", hex: "#EDEAE0", words: ["white", "warm white", "cream"] },
  { name: "SW Cavern Clay", hex: "#AC6B53", words: ["terracotta", "clay"] },
  { name: "SW Rainwashed", hex: "#C2CDC5", words: ["blue-green"] },
  { name: "SW Tony Taupe", hex: "#B1A290", words: ["tan", "taupe"] },
  { name: "SW Iron Ore", hex: "#434341", words: ["charcoal", "black"] },
  { name: "BM Hale Navy", hex: "#434C56", words: ["navy", "blue", "deep blue"] },
  { name: "BM Revere Pewter", hex: "#CCC7B9", words: ["greige", "gray", "warm gray"] },
  { name: "BM Pale Oak", hex: "#DDD6CA", words: ["greige", "warm white"] },
  { name: "BM Kendall Charcoal", hex: "#686A65", words: ["charcoal", "gray", "dark gray"] },
  { name: "BM October Mist", hex: "#B3B49E", words: ["sage", "green", "soft green", "muted green"] },
  { name: "BM Aegean Teal", hex: "#5E7E7D", words: ["teal", "blue-green"] },
  { name: "BM Boothbay Gray", hex: "#A2ABAB", words: ["blue-gray", "gray", "blue"] },
  { name: "BM Manchester Tan", hex: "#D2C9B4", words: ["tan", "beige", "cream"] },
  { name: "BM White Dove", hex: "#F0EFE6", words: ["white", "soft white", "warm white"] },
  { name: "BM Saybrook Sage", hex: "#B3B79E", words: ["sage", "green"] },
];

export const WHITE_PAINT = "#F3F1EA"; // BM White Dove-ish trim white, a touch darker so it reads on white walls
export const CEILING_WHITE = "#F6F5F1";
export const DOOR_COLORS = [
  "#2F2F30",
  "#AF323C",
  "#2F3D4C",
  "#434C56",
  "#4B2929",
  "#5E6259",
  "#5E7E7D",
  "#B8863B",
];
export const ROOF_COLORS = ["#4A4B50", "#5C5650", "#3D4248", "#67615B", "#45403C"];
export const FOLIAGE = ["#4E7D4A", "#5F8F52", "#3F6B45", "#6E9A5C"];
export const AUTUMN = ["#D9822B", "#C65A2E", "#E2AE48", "#B9462F"];
export const WOOD_FLOORS = ["#C9A57A", "#B98A58", "#8F6A48", "#A89B88", "#D3B68E"];
export const UPHOLSTERY = [
  "#E6DFD3",
  "#8C8F94",
  "#3F4A5A",
  "#B08A63",
  "#D9CBB5",
  "#5F6F5E",
  "#6B4E3D",
  "#C9C3BA",
];
export const ART_COLORS = [
  "#D9A05B",
  "#C75D4A",
  "#5B7F95",
  "#E8D7B5",
  "#7D9A7A",
  "#2F3D4C",
  "#E3B9A8",
  "#B8863B",
];
export const BRASS = "#B8924A";
