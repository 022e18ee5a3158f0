/**
 * Gallery of recent projects. Until photos of real jobs are added, every image is a
 * sample illustration drawn by tools/sample-art (npm run images:samples) from these entries
 * (the drawing follows the title and alt text, e.g. "bedroom", "rambler", "island").
 * To use a photo instead, save it as app/seed/images/<image>.jpg (or .png/.webp).
 */

import { allCategory, projectCategories } from "./gallery-categories";

export const galleryCategories = [allCategory, ...projectCategories] as const;

export type GalleryCategory = (typeof projectCategories)[number];

export interface GalleryItem {
  /** Number, unique only within its category: identity is category + id. */
  id: number;
  title: string;
  category: GalleryCategory;
  /** Image key under app/seed/images/, e.g. "gallery/interior-painting-3" (category slug + "-" + id). */
  image: string;
  /** Written alt text describing what the image shows. */
  alt: string;
  /** The paint colour featured. */
  color: { brand: "Sherwin-Williams" | "Benjamin Moore"; name: string; hex: string };
}

type PaintColor = GalleryItem["color"];

/** URL- and file-safe slug of a category: "Deck & Fence" -> "deck-fence". */
export function galleryCategorySlug(category: GalleryCategory): string {
  return category.toLowerCase().replace(/&/g, "").replace(/\s+/g, "-").replace(/-+/g, "-");
}

const sw = (name: string, hex: string): PaintColor => ({ brand: "Sherwin-Williams", name, hex });
const bm = (name: string, hex: string): PaintColor => ({ brand: "Benjamin Moore", name, hex });

/** The paint and stain colours featured below, with the brands' published hex values (approximate). */
const paint = {
  // Sherwin-Williams
  accessibleBeige: sw("Accessible Beige", "#D1C7B8"),
  agreeableGray: sw("Agreeable Gray", "#D1CBC1"),
  alabaster: sw("Alabaster", "#EDEAE0"),
  blackFox: sw("Black Fox", "#4F4842"),
  cavernClay: sw("Cavern Clay", "#AC6B53"),
  cedar: sw("Cedar", "#A0613F"),
  clarySage: sw("Clary Sage", "#ACAD97"),
  dorianGray: sw("Dorian Gray", "#ACA79E"),
  dovetail: sw("Dovetail", "#908A83"),
  evergreenFog: sw("Evergreen Fog", "#95978A"),
  extraWhite: sw("Extra White", "#EEEFEA"),
  ironOre: sw("Iron Ore", "#434341"),
  mindfulGray: sw("Mindful Gray", "#BCB7AD"),
  naval: sw("Naval", "#2F3D4C"),
  oysterBay: sw("Oyster Bay", "#AEB3A9"),
  pewterGreen: sw("Pewter Green", "#5E6259"),
  pureWhite: sw("Pure White", "#EDECE6"),
  rainwashed: sw("Rainwashed", "#C2CDC5"),
  redwood: sw("Redwood", "#7E4634"),
  reposeGray: sw("Repose Gray", "#C2BFB8"),
  retreat: sw("Retreat", "#7A8076"),
  rookwoodDarkRed: sw("Rookwood Dark Red", "#4B2929"),
  roycroftBottleGreen: sw("Roycroft Bottle Green", "#324038"),
  seaSalt: sw("Sea Salt", "#CDD2CA"),
  seaSerpent: sw("Sea Serpent", "#3E4B54"),
  softenedGreen: sw("Softened Green", "#BBBCA7"),
  tonyTaupe: sw("Tony Taupe", "#B1A290"),
  tricornBlack: sw("Tricorn Black", "#2F2F30"),
  upward: sw("Upward", "#BFC9D0"),
  urbaneBronze: sw("Urbane Bronze", "#54504A"),
  vanDykeBrown: sw("Van Dyke Brown", "#564536"),
  woodlandBrown: sw("Woodland Brown", "#5E4A3A"),
  // Benjamin Moore
  aegeanTeal: bm("Aegean Teal", "#5E7E7D"),
  boothbayGray: bm("Boothbay Gray", "#A2ABAB"),
  caliente: bm("Caliente", "#AF323C"),
  chantillyLace: bm("Chantilly Lace", "#F5F5F0"),
  grayOwl: bm("Gray Owl", "#D3D4CC"),
  haleNavy: bm("Hale Navy", "#434C56"),
  kendallCharcoal: bm("Kendall Charcoal", "#686A65"),
  manchesterTan: bm("Manchester Tan", "#D2C9B4"),
  octoberMist: bm("October Mist", "#B3B49E"),
  paleOak: bm("Pale Oak", "#DDD6CA"),
  reverePewter: bm("Revere Pewter", "#CCC7B9"),
  saybrookSage: bm("Saybrook Sage", "#B3B79E"),
  simplyWhite: bm("Simply White", "#F5F4EC"),
  stoningtonGray: bm("Stonington Gray", "#BEC0BB"),
  vanDeusenBlue: bm("Van Deusen Blue", "#4A5464"),
  whiteDove: bm("White Dove", "#F0EFE6"),
} satisfies Record<string, PaintColor>;

type Entry = Pick<GalleryItem, "title" | "alt" | "color">;

/** Numbers a category's entries from 1 and derives each image key from the category slug. */
function inCategory(category: GalleryCategory, entries: Entry[]): GalleryItem[] {
  const slug = galleryCategorySlug(category);
  return entries.map((entry, index) => ({
    id: index + 1,
    title: entry.title,
    category,
    image: `gallery/${slug}-${index + 1}`,
    alt: entry.alt,
    color: entry.color,
  }));
}

export const galleryItems: GalleryItem[] = [
  ...inCategory("Interior Painting", [
    {
      title: "Sage Green Living Room in Shoreview",
      alt: "Living room with sage green walls, white trim, a sofa, floor lamp and framed art beside a sunny window",
      color: paint.evergreenFog,
    },
    {
      title: "Soft Greige Great Room in North Oaks",
      alt: "Great room with soft greige walls, crisp white trim, a sofa and coffee table on a rug by a window",
      color: paint.agreeableGray,
    },
    {
      title: "Navy Accent Wall Behind the Bed",
      alt: "Bedroom with a deep navy wall behind a made bed, white trim, nightstands with lamps and framed art",
      color: paint.haleNavy,
    },
    {
      title: "Calm Sea Salt Primary Bedroom",
      alt: "Primary bedroom with pale sea-green walls, white trim, a bed between two nightstands and a bright window",
      color: paint.seaSalt,
    },
    {
      title: "Warm White Dining Room Refresh",
      alt: "Dining room with warm white walls, a wood table and chairs, a pendant light and framed art",
      color: paint.whiteDove,
    },
    {
      title: "Revere Pewter Family Room in Woodbury",
      alt: "Family room with warm gray walls, white trim, a sofa, floor lamp, coffee table and framed art",
      color: paint.reverePewter,
    },
    {
      title: "Moody Charcoal Home Office",
      alt: "Home office with charcoal gray walls, white trim, a desk with a monitor, task chair and wall shelves",
      color: paint.kendallCharcoal,
    },
    {
      title: "Pale Oak Entryway in White Bear Lake",
      alt: "Entryway with pale greige walls, white trim, a bench under wall hooks, framed art and a runner rug",
      color: paint.paleOak,
    },
    {
      title: "Airy Blue Kids' Bedroom in Lino Lakes",
      alt: "Child's bedroom with soft pale blue walls, white trim, a made bed, nightstand lamps and a window",
      color: paint.upward,
    },
    {
      title: "Repose Gray Open-Concept Living Room",
      alt: "Open living room with light warm gray walls, white trim, a sofa, lamp, rug and framed art",
      color: paint.reposeGray,
    },
    {
      title: "Urbane Bronze Den with Cozy Lighting",
      alt: "Den with dark bronze walls, white trim, a sofa lit by a floor lamp, framed art and a window",
      color: paint.urbaneBronze,
    },
    {
      title: "October Mist Dining Room in Arden Hills",
      alt: "Dining room with muted sage walls, white trim, a wood table with chairs, pendant light and window",
      color: paint.octoberMist,
    },
    {
      title: "Crisp White Gallery Hallway",
      alt: "Hallway with bright white walls and trim, a bench, wall hooks, framed art and a long runner rug",
      color: paint.chantillyLace,
    },
    {
      title: "Aegean Teal Reading Nook in Stillwater",
      alt: "Reading nook with deep teal walls, white trim, an armchair, floor lamp, side table and framed art",
      color: paint.aegeanTeal,
    },
    {
      title: "Alabaster Guest Bedroom Makeover",
      alt: "Guest bedroom with creamy white walls and trim, a made bed, two nightstands with lamps and a window",
      color: paint.alabaster,
    },
    {
      title: "Mindful Gray Study with Wall Shelves",
      alt: "Study with medium warm gray walls, white trim, a desk with a monitor, task chair and shelves",
      color: paint.mindfulGray,
    },
    {
      title: "Softened Green Lakeside Sunroom",
      alt: "Sunroom with soft green walls, white trim, a row of tall windows, an armchair, lamp and plants",
      color: paint.softenedGreen,
    },
    {
      title: "Accessible Beige Living Room in Blaine",
      alt: "Living room with warm beige walls, white trim, a sofa, coffee table, floor lamp and framed art",
      color: paint.accessibleBeige,
    },
  ]),

  ...inCategory("Exterior Painting", [
    {
      title: "Navy Two-Story Colonial in North Oaks",
      alt: "Two-story house with deep navy siding, white trim and windows, a contrasting front door, shrubs and lawn",
      color: paint.naval,
    },
    {
      title: "Sage Green Rambler in Roseville",
      alt: "Single-story rambler with sage green siding, white trim, an attached garage, shrubs and a shade tree",
      color: paint.evergreenFog,
    },
    {
      title: "Iron Ore Split-Level Makeover",
      alt: "Split-level home with near-black siding, crisp white trim, a front door with steps, shrubs and lawn",
      color: paint.ironOre,
    },
    {
      title: "Blue-Gray Rambler in Vadnais Heights",
      alt: "Rambler with light blue-gray siding, white trim, an attached garage, a picture window and shrubs",
      color: paint.boothbayGray,
    },
    {
      title: "Pewter Green Farmhouse Siding",
      alt: "Two-story farmhouse with dark green-gray siding, white trim, a front door, shrubs and a tree",
      color: paint.pewterGreen,
    },
    {
      title: "Classic Dark Red Two-Story in Stillwater",
      alt: "Two-story house with deep red siding, white trim and windows, a front door, shrubs and lawn",
      color: paint.rookwoodDarkRed,
    },
    {
      title: "Warm Tan Split-Level in Blaine",
      alt: "Split-level home with warm tan siding, white trim, a front door with steps, shrubs and a tree",
      color: paint.manchesterTan,
    },
    {
      title: "Charcoal Modern Two-Story in Woodbury",
      alt: "Two-story house with charcoal gray siding, white trim, a contrasting door, shrubs and a lawn",
      color: paint.kendallCharcoal,
    },
    {
      title: "Oyster Bay Rambler with Fresh Trim",
      alt: "Rambler with pale gray-green siding, bright white trim, an attached garage, shrubs and a tree",
      color: paint.oysterBay,
    },
    {
      title: "Van Deusen Blue Split-Level Repaint",
      alt: "Split-level home with slate blue siding, white trim, a front door with steps, shrubs and lawn",
      color: paint.vanDeusenBlue,
    },
    {
      title: "Taupe Two-Story Family Home",
      alt: "Two-story house with warm taupe siding, white trim and windows, a front door, shrubs and a tree",
      color: paint.tonyTaupe,
    },
    {
      title: "Urbane Bronze Lake Home in White Bear Lake",
      alt: "Two-story home with dark bronze siding, white trim, a contrasting front door, shrubs and lawn",
      color: paint.urbaneBronze,
    },
    {
      title: "Soft Sage Split-Level Facelift",
      alt: "Split-level home with soft sage siding, white trim, a front door with steps, shrubs and a tree",
      color: paint.saybrookSage,
    },
    {
      title: "Dovetail Gray Rambler in Little Canada",
      alt: "Rambler with medium warm gray siding, white trim, an attached garage, shrubs and lawn",
      color: paint.dovetail,
    },
    {
      title: "Bottle Green Craftsman Two-Story",
      alt: "Two-story house with deep bottle green siding, white trim and windows, a front door and shrubs",
      color: paint.roycroftBottleGreen,
    },
    {
      title: "Stonington Gray Rambler with Picture Window",
      alt: "Rambler with light cool gray siding, white trim, an attached garage, a picture window and shrubs",
      color: paint.stoningtonGray,
    },
  ]),

  ...inCategory("Commercial", [
    {
      title: "Aegean Teal Dental Lobby in Shoreview",
      alt: "Dental office lobby with a deep teal accent wall, a reception desk, waiting chairs and big windows",
      color: paint.aegeanTeal,
    },
    {
      title: "Tricorn Black Boutique Accent Wall",
      alt: "Boutique with a black accent wall, wood shelves of merchandise, a counter and pendant lights",
      color: paint.tricornBlack,
    },
    {
      title: "Naval Blue Open Office in Roseville",
      alt: "Open office with a navy accent wall, desks with monitors, task chairs and a wall of tall windows",
      color: paint.naval,
    },
    {
      title: "Cavern Clay Café in St. Paul",
      alt: "Café with a terracotta accent wall, a service counter, small round tables with chairs and pendants",
      color: paint.cavernClay,
    },
    {
      title: "Hale Navy Storefront in Stillwater",
      alt: "Storefront with navy painted facade trim and sign band, large display windows, awning and planters",
      color: paint.haleNavy,
    },
    {
      title: "Agreeable Gray Medical Clinic Lobby",
      alt: "Clinic lobby with a soft greige accent wall, a reception desk, waiting chairs and large windows",
      color: paint.agreeableGray,
    },
    {
      title: "Rainwashed Coworking Space in Minneapolis",
      alt: "Coworking office with a pale green-blue accent wall, desks with monitors, chairs and tall windows",
      color: paint.rainwashed,
    },
    {
      title: "Caliente Red Retail Store Refresh",
      alt: "Retail store with a bold red accent wall, shelves of products, a checkout counter and pendants",
      color: paint.caliente,
    },
    {
      title: "Alabaster Bakery Storefront in White Bear Lake",
      alt: "Bakery storefront with creamy white facade trim and sign band, display windows, awning and planters",
      color: paint.alabaster,
    },
    {
      title: "Iron Ore Coffee Shop in Maplewood",
      alt: "Coffee shop with a near-black accent wall, a service counter, round tables with chairs and pendants",
      color: paint.ironOre,
    },
  ]),

  ...inCategory("Drywall", [
    {
      title: "Drywall Patch and Repaint in Shoreview",
      alt: "Greige painted wall with a hole in it and, beside it, a fresh patch of joint compound with the taping knife still on it",
      color: paint.agreeableGray,
    },
    {
      title: "New Basement Drywall in Lino Lakes",
      alt: "Drywall sheets being screwed to wood studs, a stepladder and a can of white paint on the floor",
      color: paint.chantillyLace,
    },
    {
      title: "Taped and Mudded Seams, Ready for Paint",
      alt: "Drywall with taped, feathered seams and screw spots, partly rolled white, a ladder, mud pan and knife",
      color: paint.pureWhite,
    },
    {
      title: "Doorknob Hole Repair in Roseville",
      alt: "Light gray painted wall with a doorknob hole and, beside it, a freshly mudded mesh patch with a taping knife on it",
      color: paint.reposeGray,
    },
    {
      title: "Garage Drywall Installation",
      alt: "Drywall boards being hung on wood studs with rows of screws, a stepladder and a can of white paint",
      color: paint.extraWhite,
    },
    {
      title: "Level 5 Finish in a Great Room",
      alt: "Drywall with taped, feathered seams, partly rolled in pale greige, a stepladder, mud pan and knife",
      color: paint.paleOak,
    },
    {
      title: "Settlement Crack Repair in Coon Rapids",
      alt: "Warm gray painted wall with a long settlement crack and, beside it, a freshly mudded patch with a taping knife on it",
      color: paint.reverePewter,
    },
    {
      title: "Home Addition Taping in Hugo",
      alt: "Drywall with taped, feathered seams and screw spots, partly rolled beige, a ladder, mud pan and knife",
      color: paint.accessibleBeige,
    },
    {
      title: "Bedroom Wall Patch in Sea Salt",
      alt: "Pale sea-green painted wall with a hole in it and, beside it, a fresh patch of joint compound with a knife on it",
      color: paint.seaSalt,
    },
  ]),

  ...inCategory("Cabinets", [
    {
      title: "White Dove Kitchen Cabinets in North Oaks",
      alt: "Kitchen with warm white upper and lower cabinets, subway tile backsplash, a counter and slim hardware",
      color: paint.whiteDove,
    },
    {
      title: "Hale Navy Island with White Perimeter",
      alt: "Kitchen with a navy painted island, white perimeter cabinets, tile backsplash and pendant lights",
      color: paint.haleNavy,
    },
    {
      title: "Two-Tone Clary Sage Kitchen in Roseville",
      alt: "Two-tone kitchen with sage green lower cabinets, white upper cabinets, tile backsplash and hardware",
      color: paint.clarySage,
    },
    {
      title: "Urbane Bronze Cabinets for a Modern Kitchen",
      alt: "Kitchen with dark bronze upper and lower cabinets, a light tile backsplash, counter and hardware",
      color: paint.urbaneBronze,
    },
    {
      title: "Oak Cabinets Painted White in Blaine",
      alt: "Kitchen with formerly oak cabinets painted soft white, subway tile backsplash, counter and hardware",
      color: paint.pureWhite,
    },
    {
      title: "Two-Tone Tricorn Black Lower Cabinets",
      alt: "Two-tone kitchen with black lower cabinets, white upper cabinets, tile backsplash and a counter",
      color: paint.tricornBlack,
    },
    {
      title: "Sea Serpent Kitchen Island in Woodbury",
      alt: "Kitchen with a deep blue-gray island, white perimeter cabinets, tile backsplash and pendant lights",
      color: paint.seaSerpent,
    },
    {
      title: "Repose Gray Cabinet Refinish",
      alt: "Kitchen with light warm gray upper and lower cabinets, tile backsplash, a counter and hardware",
      color: paint.reposeGray,
    },
    {
      title: "Pewter Green Shaker Cabinets",
      alt: "Kitchen with dark green-gray shaker cabinets, light tile backsplash, a counter and cabinet hardware",
      color: paint.pewterGreen,
    },
  ]),

  ...inCategory("Bathroom", [
    {
      title: "Navy Vanity Refresh in Shoreview",
      alt: "Bathroom with a navy painted vanity, white tile wainscot, a framed mirror, wall sconces and a towel",
      color: paint.naval,
    },
    {
      title: "Sea Salt Primary Bath",
      alt: "Bathroom with pale sea-green walls above white tile wainscot, a vanity, framed mirror and towel",
      color: paint.seaSalt,
    },
    {
      title: "Greige Powder Room in Eagan",
      alt: "Powder room with warm greige walls above white tile wainscot, a vanity, mirror and hand towel",
      color: paint.reverePewter,
    },
    {
      title: "Evergreen Fog Bathroom Vanity",
      alt: "Bathroom with a sage green painted vanity, white tile wainscot, a framed mirror, sconces and towel",
      color: paint.evergreenFog,
    },
    {
      title: "Kids' Bath in Upward Blue",
      alt: "Kids' bathroom with soft blue walls above white tile wainscot, a vanity, mirror and striped towel",
      color: paint.upward,
    },
    {
      title: "Kendall Charcoal Vanity in Stillwater",
      alt: "Bathroom with a charcoal painted vanity, white tile wainscot, a framed mirror, sconces and a towel",
      color: paint.kendallCharcoal,
    },
    {
      title: "Gray Owl Guest Bathroom",
      alt: "Guest bathroom with light gray walls above white tile wainscot, a vanity, framed mirror and towel",
      color: paint.grayOwl,
    },
  ]),

  ...inCategory("Garage", [
    {
      title: "Gray Flake Floor Coating in Shoreview",
      alt: "Garage with a glossy gray coated floor speckled with colored flakes, shelving and a garage door",
      color: paint.dorianGray,
    },
    {
      title: "Garage Door Painted Tricorn Black",
      alt: "Paneled garage door painted black with window lights, white trim, coach lights and a driveway",
      color: paint.tricornBlack,
    },
    {
      title: "Bright White Garage Walls Refresh",
      alt: "Garage with bright white painted walls, a gray flake-coated floor, shelving and overhead door",
      color: paint.extraWhite,
    },
    {
      title: "Iron Ore Epoxy Garage Floor in Woodbury",
      alt: "Garage with a glossy charcoal epoxy floor speckled with flakes, white walls, shelving and a door",
      color: paint.ironOre,
    },
    {
      title: "Naval Blue Garage Door in Arden Hills",
      alt: "Paneled garage door painted navy blue with window lights, white trim, coach lights and a driveway",
      color: paint.naval,
    },
    {
      title: "Agreeable Gray Workshop Garage",
      alt: "Workshop garage with soft greige walls, a gray flake-coated floor, shelving and an overhead door",
      color: paint.agreeableGray,
    },
  ]),

  ...inCategory("Basement", [
    {
      title: "Cozy Basement Family Room in Lino Lakes",
      alt: "Basement family room with beige walls, recessed lights, an egress window, carpet and a sectional",
      color: paint.accessibleBeige,
    },
    {
      title: "Basement Media Room in Kendall Charcoal",
      alt: "Basement media room with charcoal walls, a wall-mounted TV, sectional sofa, carpet and egress window",
      color: paint.kendallCharcoal,
    },
    {
      title: "Urbane Bronze Basement Bar",
      alt: "Basement bar with dark bronze walls, a counter with stools, open shelves, pendants and carpet",
      color: paint.urbaneBronze,
    },
    {
      title: "Bright Repose Gray Basement in Coon Rapids",
      alt: "Basement with light warm gray walls, recessed lights, an egress window, carpet and a sectional",
      color: paint.reposeGray,
    },
    {
      title: "Pale Oak Basement Rec Room",
      alt: "Basement rec room with pale greige walls, recessed lights, an egress window, carpet and a sectional",
      color: paint.paleOak,
    },
    {
      title: "Navy Basement Theater Wall",
      alt: "Basement theater with a navy wall behind a wall-mounted TV, a sectional sofa, carpet and window",
      color: paint.haleNavy,
    },
  ]),

  ...inCategory("Knockdown Texture", [
    {
      title: "Knockdown Ceiling in a Shoreview Living Room",
      alt: "White living room ceiling with an even knockdown texture of flattened blobs and a flush light",
      color: paint.extraWhite,
    },
    {
      title: "Knockdown Accent Wall in Agreeable Gray",
      alt: "Greige wall with a knockdown texture of flattened blobs lit from the side, a window and baseboard",
      color: paint.agreeableGray,
    },
    {
      title: "Bedroom Ceiling Retexture in Eagan",
      alt: "Bright white bedroom ceiling with a fresh knockdown texture of flattened blobs and a ceiling light",
      color: paint.chantillyLace,
    },
    {
      title: "Knockdown Great Room Walls in Pale Oak",
      alt: "Pale greige great room wall with a knockdown texture lit from the side, a window and baseboard",
      color: paint.paleOak,
    },
    {
      title: "Popcorn to Knockdown Ceiling Update",
      alt: "White ceiling with a new knockdown texture replacing popcorn, a flush light fixture and crown trim",
      color: paint.pureWhite,
    },
    {
      title: "Accessible Beige Knockdown Hallway",
      alt: "Beige hallway wall with a knockdown texture of flattened blobs lit from the side, a window and trim",
      color: paint.accessibleBeige,
    },
  ]),

  ...inCategory("Deck & Fence", [
    {
      title: "Cedar-Stained Deck in Shoreview",
      alt: "Deck with cedar-toned stained boards and railings, planters, a lawn, trees and blue sky beyond",
      color: paint.cedar,
    },
    {
      title: "Woodland Brown Privacy Fence",
      alt: "Wood privacy fence stained medium brown with visible grain, posts, a lawn and trees behind",
      color: paint.woodlandBrown,
    },
    {
      title: "Redwood Deck Restoration in Hugo",
      alt: "Restored deck with redwood-toned stained boards and railings, planters, a lawn and trees beyond",
      color: paint.redwood,
    },
    {
      title: "Black Fox Modern Fence in Woodbury",
      alt: "Modern wood fence stained dark brown-black with visible grain, posts, a lawn and trees behind",
      color: paint.blackFox,
    },
    {
      title: "Van Dyke Brown Lake Deck in Forest Lake",
      alt: "Deck with dark brown stained boards and railings, planters, a lawn, trees and sky beyond",
      color: paint.vanDykeBrown,
    },
  ]),

  ...inCategory("Playground", [
    {
      title: "Backyard Play Set Refresh in Lino Lakes",
      alt: "Wooden backyard play structure with red painted canopy and panels, a slide and two swings on grass",
      color: paint.caliente,
    },
    {
      title: "Retreat Green Play Structure",
      alt: "Wooden play structure with green-gray painted canopy and panels, a slide and two swings on grass",
      color: paint.retreat,
    },
    {
      title: "School Playground Structure in Roseville",
      alt: "Wooden school play structure with navy painted canopy and panels, a slide and two swings on grass",
      color: paint.naval,
    },
  ]),
];
