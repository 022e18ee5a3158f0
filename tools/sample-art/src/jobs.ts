import type { GalleryCategory, GalleryItem } from "../../../app/seed/gallery.ts";
import { basementScene } from "./basement-scene.ts";
import { bathroomScene } from "./bathroom-scene.ts";
import { cabinetScene } from "./cabinet-scene.ts";
import { commercialScene } from "./commercial-scene.ts";
import { deckFenceScene } from "./deck-fence-scene.ts";
import { drywallScene } from "./drywall-scene.ts";
import { exteriorScene } from "./exterior-scene.ts";
import { garageScene } from "./garage-scene.ts";
import { landscapeScene, porchScene } from "./hero-scenes.ts";
import { interiorScene } from "./interior-scene.ts";
import { PAINT_PALETTE } from "./palette.ts";
import { playgroundScene } from "./playground-scene.ts";
import type { Random } from "./random.ts";
import { has, mentionAt, normalise, type SceneInput } from "./scene-input.ts";
import type { Svg } from "./svg.ts";
import { ceilingScene, textureScene } from "./texture-scene.ts";

// ---------------------------------------------------------------------------
// What to draw: gallery items, blog posts, services and page heroes
// ---------------------------------------------------------------------------

type SceneFn = (svg: Svg, rng: Random, input: SceneInput) => void;

export interface Job {
  /** Image key under app/seed/images/, e.g. "gallery/cabinets-3". */
  key: string;
  width: number;
  height: number;
  draw: (svg: Svg, rng: Random) => void;
}

const sceneByCategory: Record<GalleryCategory, SceneFn> = {
  "Interior Painting": interiorScene,
  "Exterior Painting": (svg, rng, input) => exteriorScene(svg, rng, input),
  Commercial: commercialScene,
  Drywall: drywallScene,
  Cabinets: cabinetScene,
  Bathroom: bathroomScene,
  Garage: garageScene,
  Basement: basementScene,
  "Knockdown Texture": textureScene,
  "Deck & Fence": deckFenceScene,
  Playground: playgroundScene,
};

const sceneInput = (color: string, title: string, caption: string, accent?: string): SceneInput => ({
  color,
  subject: normalise(title),
  hint: normalise(`${title} ${caption}`),
  accent,
});

export function galleryJob(item: GalleryItem): Job {
  return {
    key: item.image,
    width: 1200,
    height: 800,
    draw: (svg, rng) =>
      sceneByCategory[item.category](svg, rng, sceneInput(item.color.hex, item.title, item.alt)),
  };
}

/**
 * The paint a caption talks about: the first colour word that is not just "white"
 * (which is usually the trim), e.g. "tan" in "white trim on a tan split-level".
 */
function paintFromCaption(rng: Random, caption: string): string {
  const text = normalise(caption);
  let best: { at: number; length: number; word: string } | null = null;
  let bestWhite: string | null = null;
  for (const paint of PAINT_PALETTE) {
    for (const word of paint.words) {
      const at = mentionAt(text, word);
      if (at < 0) continue;
      if (word.includes("white")) {
        bestWhite ??= word;
        continue;
      }
      if (!best || at < best.at || (at === best.at && word.length > best.length))
        best = { at, length: word.length, word };
    }
  }
  const chosen = best?.word ?? bestWhite;
  const matches = chosen ? PAINT_PALETTE.filter((p) => p.words.includes(chosen)) : PAINT_PALETTE;
  return rng.pick(matches).hex;
}

export interface BlogPost {
  slug: string;
  title: string;
  category: string;
  imageAlt: string;
}

export function blogJob(post: BlogPost): Job {
  const draw = (svg: Svg, rng: Random) => {
    const input = sceneInput(paintFromCaption(rng, post.imageAlt), post.title, post.imageAlt);
    switch (post.category) {
      case "Exterior Painting":
      case "Exterior Maintenance":
        exteriorScene(svg, rng, input, { repaint: has(input.hint, "scraping", "peeling") });
        break;
      case "Hiring Guides":
      case "Local Services":
        exteriorScene(svg, rng, input, { ladder: true, van: true });
        break;
      case "Commercial Painting":
        commercialScene(svg, rng, input);
        break;
      case "Cabinet Refinishing":
      case "Kitchen Design":
        cabinetScene(svg, rng, input);
        break;
      case "Drywall Services":
        drywallScene(svg, rng, input);
        break;
      case "Home Improvement":
        ceilingScene(svg, rng, input, has(input.hint, "half", "scraped", "popcorn"));
        break;
      default:
        // Interior Painting, Color Design and anything new.
        interiorScene(svg, rng, input);
    }
  };
  return { key: `blog/${post.slug}`, width: 1200, height: 800, draw };
}

/** Colours and subjects chosen to match each service's written alt text. */
const serviceScenes: Record<string, (svg: Svg, rng: Random) => void> = {
  "interior-painting": (svg, rng) =>
    interiorScene(
      svg,
      rng,
      sceneInput("#D1CBC1", "living room", "soft greige walls, roller resting on a tray"),
    ),
  "exterior-painting": (svg, rng) =>
    exteriorScene(svg, rng, sceneInput("#95978A", "two-story house", "sage-green siding, sunny", "#2F3D4C"), {
      time: "midday",
    }),
  "commercial-painting": (svg, rng) =>
    commercialScene(svg, rng, sceneInput("#686A65", "office lobby", "charcoal accent wall, reception desk")),
  "floor-coatings": (svg, rng) =>
    garageScene(svg, rng, sceneInput("#ACA79E", "garage floor coating", "flakes")),
  "drywall-installation": (svg, rng) =>
    drywallScene(svg, rng, sceneInput("#F5F5F0", "drywall installation", "boards on studs with screws")),
  "drywall-repair": (svg, rng) =>
    drywallScene(svg, rng, sceneInput("#CDD2CA", "drywall patch", "putty knife and a tub of joint compound")),
  "cabinet-refinishing": (svg, rng) =>
    cabinetScene(
      svg,
      rng,
      sceneInput("#F0EFE6", "kitchen cabinets", "soft white, brushed brass pulls, butcher-block counter"),
    ),
  "popcorn-texture-removal": (svg, rng) =>
    ceilingScene(
      svg,
      rng,
      sceneInput("#F5F5F0", "ceiling", "popcorn half scraped smooth, ceiling fan"),
      true,
    ),
  "texturing-services": (svg, rng) =>
    ceilingScene(
      svg,
      rng,
      sceneInput("#EEEFEA", "ceiling", "knockdown texture, beige walls", "#D1C7B8"),
      false,
    ),
};

export function serviceJob(id: string): Job {
  const draw =
    serviceScenes[id] ??
    ((svg: Svg, rng: Random) => interiorScene(svg, rng, sceneInput(rng.pick(PAINT_PALETTE).hex, id, "")));
  return { key: `services/${id}`, width: 1200, height: 800, draw };
}

export const heroJobs: Job[] = [
  {
    key: "heroes/home",
    width: 1600,
    height: 900,
    draw: (svg, rng) =>
      exteriorScene(svg, rng, sceneInput("#A2ABAB", "two-story", "fresh paint", "#AF323C"), {
        style: "two-story",
        lake: true,
        pines: true,
        time: "midday",
      }),
  },
  {
    key: "heroes/about",
    width: 1600,
    height: 900,
    draw: (svg, rng) =>
      exteriorScene(svg, rng, sceneInput("#D2C9B4", "rambler", "", "#2F3D4C"), {
        style: "rambler",
        ladder: true,
        van: true,
        time: "morning",
      }),
  },
  {
    key: "heroes/services",
    width: 1600,
    height: 900,
    draw: (svg, rng) =>
      exteriorScene(svg, rng, sceneInput("#95978A", "two-story", "", "#2F2F30"), {
        style: "two-story",
        ladder: true,
        repaint: true,
        time: "midday",
      }),
  },
  { key: "heroes/service-areas", width: 1600, height: 900, draw: (svg, rng) => landscapeScene(svg, rng) },
  {
    key: "heroes/contact",
    width: 1600,
    height: 900,
    draw: (svg, rng) => porchScene(svg, rng, "#434C56", "#D1CBC1"),
  },
];
