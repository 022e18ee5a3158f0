/**
 * node --import tsx scripts/generate-sample-images.ts
 *
 * Draws sample SVG illustrations for every image the site needs (gallery, blog,
 * services and page heroes) into content/images/<group>/<name>.svg, until there are
 * photos of real jobs. The output is deterministic: each image's randomness comes from
 * a PRNG seeded with its key, so running again gives identical files.
 *
 * A photo wins: if content/images/<group>/<name>.jpg (or .jpeg/.png/.webp/.avif)
 * exists, that image is not drawn.
 */
import fs from "node:fs";
import path from "node:path";
import { type GalleryCategory, type GalleryItem, galleryItems } from "../app/content/gallery";
import { services } from "../app/content/services";

const rootDir = path.join(import.meta.dirname, "..");
const imagesDir = path.join(rootDir, "content", "images");
const blogDir = path.join(rootDir, "content", "blog");
const rasterExtensions = [".jpg", ".jpeg", ".png", ".webp", ".avif"];

// ---------------------------------------------------------------------------
// Deterministic randomness
// ---------------------------------------------------------------------------

/** 32-bit FNV-1a hash of a string: the PRNG seed of an image key. */
function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: a tiny PRNG that is plenty for picking shapes and colours. */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

class Random {
  private readonly next: () => number;

  constructor(key: string) {
    this.next = mulberry32(hashString(key));
  }

  range(min: number, max: number): number {
    return min + (max - min) * this.next();
  }

  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number {
    return Math.floor(this.range(min, max + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!;
  }

  sign(): 1 | -1 {
    return this.next() < 0.5 ? -1 : 1;
  }
}

// ---------------------------------------------------------------------------
// Colour helpers
// ---------------------------------------------------------------------------

type Rgb = [number, number, number];

function parseHex(hex: string): Rgb {
  const value = Number.parseInt(hex.replace("#", ""), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function toHex(rgb: Rgb): string {
  return `#${rgb
    .map((v) =>
      Math.round(Math.min(255, Math.max(0, v)))
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
}

/** Linear blend of two colours: t = 0 gives a, t = 1 gives b. */
function mix(a: string, b: string, t: number): string {
  const ca = parseHex(a);
  const cb = parseHex(b);
  return toHex([0, 1, 2].map((i) => ca[i]! + (cb[i]! - ca[i]!) * t) as Rgb);
}

const darken = (hex: string, t: number) => mix(hex, "#000000", t);
const lighten = (hex: string, t: number) => mix(hex, "#ffffff", t);

/** Perceived lightness, 0 (black) to 1 (white). */
function lightness(hex: string): number {
  const [r, g, b] = parseHex(hex);
  return (0.299 * r + 0.587 * g + 0.114 * b) / 255;
}

/** Picks a colour that stands out against `background` (furniture on a wall, a door on siding). */
function contrasting(rng: Random, options: readonly string[], background: string, minDelta = 0.18): string {
  const good = options.filter((c) => Math.abs(lightness(c) - lightness(background)) >= minDelta);
  return rng.pick(good.length > 0 ? good : options);
}

// ---------------------------------------------------------------------------
// SVG building blocks
// ---------------------------------------------------------------------------

type Attrs = Record<string, string | number | undefined>;
type Point = readonly [number, number];
type Stop = readonly [offset: number, color: string, opacity?: number];

/** Numbers with one decimal keep the files small without visible loss. */
const fmt = (v: number) => String(Math.round(v * 10) / 10);

function el(tag: string, attrs: Attrs = {}, children?: string): string {
  let out = `<${tag}`;
  for (const [name, value] of Object.entries(attrs)) {
    if (value !== undefined) out += ` ${name}="${typeof value === "number" ? fmt(value) : value}"`;
  }
  return children === undefined ? `${out}/>` : `${out}>${children}</${tag}>`;
}

const rect = (x: number, y: number, w: number, h: number, fill: string, extra: Attrs = {}) =>
  el("rect", { x, y, width: w, height: h, fill, ...extra });
const circle = (cx: number, cy: number, r: number, fill: string, extra: Attrs = {}) =>
  el("circle", { cx, cy, r, fill, ...extra });
const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra: Attrs = {}) =>
  el("ellipse", { cx, cy, rx, ry, fill, ...extra });
const pointList = (pts: readonly Point[]) => pts.map(([x, y]) => `${fmt(x)},${fmt(y)}`).join(" ");
const polygon = (pts: readonly Point[], fill: string, extra: Attrs = {}) =>
  el("polygon", { points: pointList(pts), fill, ...extra });
const pathEl = (d: string, fill: string, extra: Attrs = {}) => el("path", { d, fill, ...extra });
const line = (
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  stroke: string,
  width: number,
  extra: Attrs = {},
) => el("line", { x1, y1, x2, y2, stroke, "stroke-width": width, ...extra });
const group = (children: string, extra: Attrs = {}) => el("g", extra, children);

/** Moves (and scales) a drawing made in local units whose origin is its floor contact point. */
function place(x: number, y: number, scale: number, children: string, flip = false): string {
  const sx = Math.round(scale * 1000) / 1000;
  const s = flip ? ` scale(${-sx} ${sx})` : sx === 1 ? "" : ` scale(${sx})`;
  return `<g transform="translate(${fmt(x)} ${fmt(y)})${s}">${children}</g>`;
}

/** A soft contact shadow under an object standing on the floor. */
const floorShadow = (halfWidth: number, opacity = 0.16) =>
  ellipse(0, -2, halfWidth, Math.max(6, halfWidth * 0.06), "#000", { opacity });

/** One SVG document: collects <defs> (gradients, patterns, clips) and body markup. */
class Svg {
  readonly width: number;
  readonly height: number;
  private readonly defs: string[] = [];
  private readonly body: string[] = [];
  private readonly memo = new Map<string, string>();
  private counter = 0;

  constructor(width: number, height: number) {
    this.width = width;
    this.height = height;
  }

  add(...parts: string[]): void {
    this.body.push(...parts);
  }

  /** Adds a definition once per distinct markup and returns its id. */
  private define(kind: string, inner: (id: string) => string, key: string): string {
    const cacheKey = `${kind}|${key}`;
    const known = this.memo.get(cacheKey);
    if (known) return known;
    const id = `${kind}${(this.counter++).toString(36)}`;
    this.defs.push(inner(id));
    this.memo.set(cacheKey, id);
    return id;
  }

  linear(stops: readonly Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
    const children = stopsMarkup(stops);
    const id = this.define(
      "g",
      (gid) => el("linearGradient", { id: gid, x1, y1, x2, y2 }, children),
      `${children}${x1},${y1},${x2},${y2}`,
    );
    return `url(#${id})`;
  }

  radial(stops: readonly Stop[], cx = 0.5, cy = 0.5, r = 0.5): string {
    const children = stopsMarkup(stops);
    const id = this.define(
      "r",
      (gid) => el("radialGradient", { id: gid, cx, cy, r }, children),
      `${children}${cx},${cy},${r}`,
    );
    return `url(#${id})`;
  }

  /** A repeating tile in user space; `transform` can squash it for perspective. */
  pattern(width: number, height: number, content: string, transform?: string): string {
    const id = this.define(
      "p",
      (pid) =>
        el(
          "pattern",
          { id: pid, width, height, patternUnits: "userSpaceOnUse", patternTransform: transform },
          content,
        ),
      `${width},${height},${transform}|${content}`,
    );
    return `url(#${id})`;
  }

  clip(shape: string): string {
    const id = this.define("c", (cid) => el("clipPath", { id: cid }, shape), shape);
    return `url(#${id})`;
  }

  /**
   * A definition with a fixed id, added at most once. Furniture is drawn as plain strings
   * (without access to the Svg), so shared gradients such as lamp glow use fixed ids.
   */
  once(id: string, markup: string): void {
    if (this.memo.has(`once|${id}`)) return;
    this.memo.set(`once|${id}`, id);
    this.defs.push(markup);
  }

  /** A shape group stored once in <defs> and drawn several times with <use>. */
  symbol(content: string): string {
    return this.define("s", (sid) => el("g", { id: sid }, content), content);
  }

  toString(): string {
    const defs = this.defs.length > 0 ? `<defs>${this.defs.join("")}</defs>` : "";
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" version="1.1" ` +
      `width="${this.width}" height="${this.height}" viewBox="0 0 ${this.width} ${this.height}">` +
      `${defs}${this.body.join("")}</svg>\n`
    );
  }
}

function stopsMarkup(stops: readonly Stop[]): string {
  return stops
    .map(([offset, color, opacity]) =>
      el("stop", {
        offset,
        "stop-color": color,
        "stop-opacity": opacity === undefined ? undefined : opacity,
      }),
    )
    .join("");
}

const use = (id: string, extra: Attrs = {}) => el("use", { "xlink:href": `#${id}`, ...extra });

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
const PAINT_PALETTE: Paint[] = [
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

const WHITE_PAINT = "#F3F1EA"; // BM White Dove-ish trim white, a touch darker so it reads on white walls
const CEILING_WHITE = "#F6F5F1";
const DOOR_COLORS = ["#2F2F30", "#AF323C", "#2F3D4C", "#434C56", "#4B2929", "#5E6259", "#5E7E7D", "#B8863B"];
const ROOF_COLORS = ["#4A4B50", "#5C5650", "#3D4248", "#67615B", "#45403C"];
const FOLIAGE = ["#4E7D4A", "#5F8F52", "#3F6B45", "#6E9A5C"];
const AUTUMN = ["#D9822B", "#C65A2E", "#E2AE48", "#B9462F"];
const WOOD_FLOORS = ["#C9A57A", "#B98A58", "#8F6A48", "#A89B88", "#D3B68E"];
const UPHOLSTERY = ["#E6DFD3", "#8C8F94", "#3F4A5A", "#B08A63", "#D9CBB5", "#5F6F5E", "#6B4E3D", "#C9C3BA"];
const ART_COLORS = ["#D9A05B", "#C75D4A", "#5B7F95", "#E8D7B5", "#7D9A7A", "#2F3D4C", "#E3B9A8", "#B8863B"];
const BRASS = "#B8924A";

// ---------------------------------------------------------------------------
// Sky, trees and other outdoor pieces
// ---------------------------------------------------------------------------

type TimeOfDay = "morning" | "midday" | "golden" | "hazy";

interface SkyTheme {
  top: string;
  bottom: string;
  sun: string | null;
  /** Overall wash laid over the finished picture to suggest the light. */
  tint: string;
  tintOpacity: number;
}

const SKIES: Record<TimeOfDay, SkyTheme> = {
  morning: { top: "#84BDE8", bottom: "#EAF3F2", sun: "#FFF4D6", tint: "#FFE7C2", tintOpacity: 0.05 },
  midday: { top: "#5EA3DE", bottom: "#D8ECF8", sun: "#FFFBEA", tint: "#FFFFFF", tintOpacity: 0 },
  golden: { top: "#7C9FD0", bottom: "#F6D7A7", sun: "#FFE2A0", tint: "#FFB35C", tintOpacity: 0.08 },
  hazy: { top: "#A3BCD2", bottom: "#EEF1EE", sun: null, tint: "#E6EEF5", tintOpacity: 0.06 },
};

const pickTime = (rng: Random): TimeOfDay =>
  rng.pick(["morning", "midday", "midday", "golden", "hazy"] as const);

function drawSky(svg: Svg, rng: Random, time: TimeOfDay, height: number, clouds: number): void {
  const theme = SKIES[time];
  svg.add(
    rect(
      0,
      0,
      svg.width,
      height,
      svg.linear([
        [0, theme.top],
        [1, theme.bottom],
      ]),
    ),
  );
  if (theme.sun) {
    const sx = rng.range(0.12, 0.88) * svg.width;
    const sy = rng.range(0.12, 0.3) * height;
    const glow = svg.radial([
      [0, theme.sun, 0.9],
      [0.22, theme.sun, 0.55],
      [1, theme.sun, 0],
    ]);
    svg.add(circle(sx, sy, 170, glow), circle(sx, sy, 38, theme.sun));
  }
  for (let i = 0; i < clouds; i++) {
    svg.add(
      cloud(rng, rng.range(0.05, 0.95) * svg.width, rng.range(0.1, 0.42) * height, rng.range(0.6, 1.2)),
    );
  }
}

function cloud(rng: Random, cx: number, cy: number, scale: number): string {
  let puffs = "";
  const count = rng.int(3, 5);
  for (let i = 0; i < count; i++) {
    const x = (i - (count - 1) / 2) * 38 + rng.range(-8, 8);
    const r = rng.range(24, 40) * (1 - Math.abs(x) / 160);
    puffs += circle(x, -r * 0.55, r, "#fff");
  }
  puffs += rect(-count * 24, -14, count * 48, 16, "#fff", { rx: 8 });
  return place(cx, cy, scale, group(puffs, { opacity: 0.85 }));
}

/** A soft band of distant treetops along baseY. */
function treeLine(rng: Random, x0: number, x1: number, baseY: number, minH: number, maxH: number): string {
  let d = `M${fmt(x0)} ${fmt(baseY)}L${fmt(x0)} ${fmt(baseY - rng.range(minH, maxH))}`;
  let x = x0;
  while (x < x1) {
    const step = rng.range(28, 70);
    const peak = baseY - rng.range(minH, maxH) - step * 0.35;
    d += `Q${fmt(x + step / 2)} ${fmt(peak)} ${fmt(x + step)} ${fmt(baseY - rng.range(minH, maxH))}`;
    x += step;
  }
  return `${d}L${fmt(x1)} ${fmt(baseY)}Z`;
}

function deciduousTree(rng: Random, x: number, groundY: number, size: number, autumn: boolean): string {
  const s = size;
  const leaves = autumn ? AUTUMN : FOLIAGE;
  const base = rng.pick(leaves);
  let out = ellipse(x, groundY, 90 * s, 12 * s, "#000", { opacity: 0.12 });
  out += pathEl(
    `M${fmt(x - 12 * s)} ${fmt(groundY)}L${fmt(x - 6 * s)} ${fmt(groundY - 150 * s)}L${fmt(x + 6 * s)} ${fmt(
      groundY - 150 * s,
    )}L${fmt(x + 12 * s)} ${fmt(groundY)}Z`,
    "#6B4F3A",
  );
  const cy = groundY - 190 * s;
  for (let i = 0; i < 7; i++) {
    const a = (i / 7) * Math.PI * 2 + rng.range(-0.3, 0.3);
    const d = rng.range(30, 60) * s;
    const color = i < 4 ? darken(base, 0.12) : base;
    out += circle(x + Math.cos(a) * d * 1.2, cy + Math.sin(a) * d * 0.8, rng.range(48, 68) * s, color);
  }
  out += circle(x - 25 * s, cy - 30 * s, 50 * s, lighten(base, 0.12), { opacity: 0.8 });
  return out;
}

function pineTree(x: number, groundY: number, height: number, color: string): string {
  const tiers = 4;
  let out = rect(x - height * 0.03, groundY - height * 0.14, height * 0.06, height * 0.14, "#5A4334");
  for (let i = 0; i < tiers; i++) {
    const top = groundY - height + (i * height * 0.8) / tiers;
    const bottom = top + height * 0.36;
    const half = height * (0.14 + i * 0.05);
    out += polygon(
      [
        [x, top],
        [x + half, bottom],
        [x - half, bottom],
      ],
      i % 2 ? color : darken(color, 0.08),
    );
    out += polygon(
      [
        [x, top],
        [x - half, bottom],
        [x - half * 0.3, bottom],
      ],
      lighten(color, 0.1),
      { opacity: 0.5 },
    );
  }
  return out;
}

/** A rounded bush made of overlapping circles, optionally with flowers. */
function shrub(
  rng: Random,
  x: number,
  groundY: number,
  width: number,
  color: string,
  flowers = false,
): string {
  let out = "";
  const count = Math.max(2, Math.round(width / 40));
  for (let i = 0; i < count; i++) {
    const cx = x - width / 2 + (i + 0.5) * (width / count) + rng.range(-6, 6);
    const r = rng.range(0.45, 0.62) * (width / count) + 8;
    out += circle(cx, groundY - r * 0.75, r, i % 2 ? color : darken(color, 0.1));
  }
  out += ellipse(x - width * 0.15, groundY - width * 0.32, width * 0.22, width * 0.12, lighten(color, 0.15), {
    opacity: 0.5,
  });
  if (flowers) {
    const petal = rng.pick(["#F2C94C", "#E89AAE", "#FFFFFF", "#D9574A"]);
    for (let i = 0; i < 6; i++) {
      out += circle(
        x + rng.range(-0.4, 0.4) * width,
        groundY - rng.range(0.25, 0.6) * width * 0.6,
        3.5,
        petal,
      );
    }
  }
  return out;
}

/** Lawn from `top` to the bottom of the picture, with faint mowing stripes. */
function drawLawn(svg: Svg, top: number, color = "#7FA65A"): void {
  svg.add(
    rect(
      0,
      top,
      svg.width,
      svg.height - top,
      svg.linear([
        [0, darken(color, 0.08)],
        [1, lighten(color, 0.06)],
      ]),
    ),
  );
  for (let i = 0; i < 5; i++) {
    const y = top + ((svg.height - top) * (i * i + 1)) / 30;
    svg.add(rect(0, y, svg.width, (svg.height - top) / (10 - i), "#fff", { opacity: 0.035 }));
  }
}

/** Finishes a picture with the light of its time of day. */
function drawTint(svg: Svg, time: TimeOfDay): void {
  const theme = SKIES[time];
  if (theme.tintOpacity > 0)
    svg.add(rect(0, 0, svg.width, svg.height, theme.tint, { opacity: theme.tintOpacity }));
}

// ---------------------------------------------------------------------------
// Rooms in one-point perspective
// ---------------------------------------------------------------------------

/**
 * A box room seen from its open front. The back wall is the rectangle L..R x T..B; every
 * other point is found by scaling a back-wall point away from the vanishing point
 * (vx, vy) by a depth factor k (1 = on the back wall, larger = nearer the viewer).
 */
class Room {
  readonly vx: number;
  readonly vy: number;
  readonly L: number;
  readonly R: number;
  readonly T: number;
  readonly B: number;
  /** Ceiling height in feet: sets the scale of furniture. */
  readonly feet: number;

  constructor(vx: number, vy: number, L: number, R: number, T: number, B: number, feet = 9) {
    this.vx = vx;
    this.vy = vy;
    this.L = L;
    this.R = R;
    this.T = T;
    this.B = B;
    this.feet = feet;
  }

  at(x: number, y: number, k: number): Point {
    return [this.vx + k * (x - this.vx), this.vy + k * (y - this.vy)];
  }

  /** Screen x of back-wall x brought forward to depth k. */
  x(x: number, k: number): number {
    return this.vx + k * (x - this.vx);
  }

  floorY(k: number): number {
    return this.vy + k * (this.B - this.vy);
  }

  ceilingY(k: number): number {
    return this.vy + k * (this.T - this.vy);
  }

  /** Back-wall screen units per foot. */
  get foot(): number {
    return (this.B - this.T) / this.feet;
  }
}

/** Far enough forward that the room's front edges fall outside the picture. */
const FRONT = 8;

type Floor =
  | { kind: "wood"; color: string }
  | { kind: "carpet"; color: string }
  | { kind: "coated"; color: string }
  | { kind: "concrete"; color: string }
  | { kind: "tile"; color: string };

interface RoomFinish {
  wall: string;
  /** Side walls default to the back-wall colour. */
  sideWall?: string;
  ceiling: string;
  /** Optional pattern (fill url) laid over the ceiling, e.g. texture. */
  ceilingTexture?: string;
  floor: Floor;
  baseboard: string | null;
  crown: boolean;
  /** Which side the daylight comes from; the other side wall is shaded more. */
  lightFrom: "left" | "right";
}

function drawRoomShell(svg: Svg, rng: Random, room: Room, finish: RoomFinish): void {
  const { L, R, T, B } = room;
  const side = finish.sideWall ?? finish.wall;
  const litLeft = finish.lightFrom === "left";
  const ceiling = polygon([room.at(L, T, FRONT), room.at(R, T, FRONT), [R, T], [L, T]], "");
  const ceilingFill = svg.linear([
    [0, lighten(finish.ceiling, 0.3)],
    [1, darken(finish.ceiling, 0.05)],
  ]);
  svg.add(ceiling.replace('fill=""', `fill="${ceilingFill}"`));
  if (finish.ceilingTexture) svg.add(ceiling.replace('fill=""', `fill="${finish.ceilingTexture}"`));

  const leftShade = litLeft ? 0.06 : 0.16;
  const rightShade = litLeft ? 0.16 : 0.06;
  svg.add(
    polygon(
      [room.at(L, T, FRONT), [L, T], [L, B], room.at(L, B, FRONT)],
      svg.linear(
        [
          [0, darken(side, leftShade + 0.04)],
          [1, darken(side, leftShade)],
        ],
        0,
        0,
        1,
        0,
      ),
    ),
    polygon(
      [room.at(R, T, FRONT), [R, T], [R, B], room.at(R, B, FRONT)],
      svg.linear(
        [
          [0, darken(side, rightShade)],
          [1, darken(side, rightShade + 0.04)],
        ],
        0,
        0,
        1,
        0,
      ),
    ),
    rect(
      L,
      T,
      R - L,
      B - T,
      svg.linear(
        litLeft
          ? [
              [0, lighten(finish.wall, 0.06)],
              [1, darken(finish.wall, 0.05)],
            ]
          : [
              [0, darken(finish.wall, 0.05)],
              [1, lighten(finish.wall, 0.06)],
            ],
        0,
        0,
        1,
        0,
      ),
    ),
  );
  drawFloor(svg, rng, room, finish.floor);

  if (finish.baseboard) {
    const h = room.foot * 0.45;
    svg.add(
      rect(L, B - h, R - L, h, finish.baseboard),
      rect(L, B - h, R - L, 2, "#000", { opacity: 0.06 }),
      polygon(
        [[L, B - h], [L, B], room.at(L, B, FRONT), room.at(L, B - h, FRONT)],
        darken(finish.baseboard, 0.06),
      ),
      polygon(
        [[R, B - h], [R, B], room.at(R, B, FRONT), room.at(R, B - h, FRONT)],
        darken(finish.baseboard, 0.1),
      ),
    );
  }
  if (finish.crown) {
    const h = room.foot * 0.3;
    svg.add(
      rect(L, T, R - L, h, lighten(CEILING_WHITE, 0.3)),
      rect(L, T + h, R - L, 3, "#000", { opacity: 0.07 }),
      polygon(
        [[L, T], [L, T + h], room.at(L, T + h, FRONT), room.at(L, T, FRONT)],
        darken(CEILING_WHITE, 0.04),
      ),
      polygon(
        [[R, T], [R, T + h], room.at(R, T + h, FRONT), room.at(R, T, FRONT)],
        darken(CEILING_WHITE, 0.08),
      ),
    );
  }
  // Soft shading where walls meet, which sells the depth in a flat style.
  svg.add(
    rect(
      L,
      T,
      14,
      B - T,
      svg.linear(
        [
          [0, "#000", 0.1],
          [1, "#000", 0],
        ],
        0,
        0,
        1,
        0,
      ),
    ),
    rect(
      R - 14,
      T,
      14,
      B - T,
      svg.linear(
        [
          [0, "#000", 0],
          [1, "#000", 0.1],
        ],
        0,
        0,
        1,
        0,
      ),
    ),
  );
}

function drawFloor(svg: Svg, rng: Random, room: Room, floor: Floor): void {
  const { L, R, B } = room;
  const outline: Point[] = [[L, B], [R, B], room.at(R, B, FRONT), room.at(L, B, FRONT)];
  const c = floor.color;
  const fill =
    floor.kind === "carpet"
      ? svg.linear([
          [0, darken(c, 0.12)],
          [0.3, c],
          [1, lighten(c, 0.08)],
        ])
      : svg.linear([
          [0, darken(c, 0.16)],
          [0.25, c],
          [1, lighten(c, 0.1)],
        ]);
  // Gradients on the huge off-canvas polygon would be stretched, so the fill covers only the visible part.
  const visible: Point[] = [
    [L, B],
    [R, B],
    room.at(R, B, (svg.height - room.vy) / (B - room.vy)),
    [room.x(L, (svg.height - room.vy) / (B - room.vy)), svg.height],
  ];
  svg.add(polygon(outline, c), polygon(visible, fill));
  const depthAtBottom = (svg.height - room.vy) / (B - room.vy);

  if (floor.kind === "wood" || floor.kind === "tile") {
    const count = floor.kind === "wood" ? 16 : 9;
    let lines = "";
    for (let i = 1; i < count; i++) {
      const x = L + ((R - L) * i) / count;
      const [fx, fy] = room.at(x, B, depthAtBottom);
      lines += `M${fmt(x)} ${fmt(B)}L${fmt(fx)} ${fmt(fy)}`;
    }
    if (floor.kind === "tile") {
      for (let k = 1.25; k < depthAtBottom; k *= 1.28) {
        const [x1, y] = room.at(L, B, k);
        const [x2] = room.at(R, B, k);
        lines += `M${fmt(x1)} ${fmt(y)}L${fmt(x2)} ${fmt(y)}`;
      }
    }
    svg.add(pathEl(lines, "none", { stroke: darken(c, 0.3), "stroke-width": 1.2, opacity: 0.35 }));
    if (floor.kind === "wood") {
      // A few plank end joints, staggered.
      let joints = "";
      for (let i = 0; i < count; i++) {
        const k = rng.range(1.1, depthAtBottom * 0.9);
        const xa = room.x(L + ((R - L) * i) / count, k);
        const xb = room.x(L + ((R - L) * (i + 1)) / count, k);
        joints += `M${fmt(xa)} ${fmt(room.floorY(k))}L${fmt(xb)} ${fmt(room.floorY(k))}`;
      }
      svg.add(pathEl(joints, "none", { stroke: darken(c, 0.3), "stroke-width": 1, opacity: 0.25 }));
    }
  }
  if (floor.kind === "coated") {
    svg.add(polygon(visible, flakePattern(svg, rng, c)));
  }
  if (floor.kind === "concrete") {
    const mid = (L + R) / 2;
    const [fx, fy] = room.at(mid, B, depthAtBottom);
    svg.add(line(mid, B, fx, fy, darken(c, 0.25), 1.5, { opacity: 0.5 }));
  }
  if (floor.kind === "coated" || floor.kind === "concrete") {
    // Gloss: a pale reflection of the back wall's light.
    const k2 = Math.min(depthAtBottom, 1.9);
    svg.add(
      polygon(
        [[L + 60, B], [R - 60, B], room.at(R - 60, B, k2), room.at(L + 60, B, k2)],
        svg.linear([
          [0, "#fff", 0.28],
          [1, "#fff", 0],
        ]),
      ),
    );
  }
}

/** Decorative flakes for coated garage floors. */
function flakePattern(svg: Svg, rng: Random, base: string): string {
  const colors = [lighten(base, 0.55), darken(base, 0.45), "#B49A78", "#8A8E93", "#F1EEE8"];
  let tile = "";
  for (let i = 0; i < 34; i++) {
    const x = rng.range(0, 80);
    const y = rng.range(0, 80);
    const s = rng.range(1.5, 3.5);
    tile += polygon(
      [
        [x, y],
        [x + s * rng.range(1, 2), y + s * 0.4],
        [x + s * 0.6, y + s * rng.range(1, 1.8)],
      ],
      rng.pick(colors),
    );
  }
  return svg.pattern(80, 80, tile, "scale(1.4 0.7)");
}

/** The y of the floor under a back-wall position brought to depth k, and the scale there. */
function floorSpot(room: Room, x: number, k: number): { x: number; y: number; scale: number } {
  return { x: room.x(x, k), y: room.floorY(k), scale: (k * room.foot) / 55 };
}

/** Places furniture drawn at "55 units per foot" on the floor at back-wall x, depth k. */
function onFloor(room: Room, x: number, k: number, drawing: string, flip = false): string {
  const spot = floorSpot(room, x, k);
  return place(spot.x, spot.y, spot.scale, drawing, flip);
}

/** Places a drawing on the back wall (55 units per foot), origin at the given point. */
function onWall(room: Room, x: number, y: number, drawing: string): string {
  return place(x, y, room.foot / 55, drawing);
}

// ---------------------------------------------------------------------------
// Windows, art and furniture (local units: 55 per foot, origin at the floor)
// ---------------------------------------------------------------------------

type WindowView = "trees" | "lake" | "snow" | "city" | "well";

/** A trimmed window; what shows through depends on `view`. Coordinates are the glass. */
function windowUnit(
  svg: Svg,
  rng: Random,
  x: number,
  y: number,
  w: number,
  h: number,
  time: TimeOfDay,
  view: WindowView,
  opts: { trim: string; muntins: "cross" | "none" | "grid"; curtains?: string },
): string {
  const theme = SKIES[time];
  const trimW = Math.max(8, w * 0.07);
  let out = rect(x - trimW + 5, y - trimW + 7, w + trimW * 2, h + trimW * 2, "#000", { opacity: 0.08 });
  out += rect(x - trimW, y - trimW, w + trimW * 2, h + trimW * 2, opts.trim);
  out += rect(
    x,
    y,
    w,
    h,
    svg.linear([
      [0, theme.top],
      [1, lighten(theme.bottom, 0.2)],
    ]),
  );
  const horizon = y + h * rng.range(0.55, 0.72);
  if (view === "trees" || view === "lake" || view === "snow") {
    out += pathEl(treeLine(rng, x, x + w, horizon, h * 0.05, h * 0.2), mix("#5E8A66", theme.bottom, 0.35));
    const groundFill =
      view === "lake"
        ? svg.linear([
            [0, "#6F9DBB"],
            [1, "#A9CBDA"],
          ])
        : view === "snow"
          ? svg.linear([
              [0, "#E9EEF4"],
              [1, "#FFFFFF"],
            ])
          : svg.linear([
              [0, "#7FA65A"],
              [1, "#9CBE72"],
            ]);
    out += rect(x, horizon, w, y + h - horizon, groundFill);
    if (view === "lake") {
      for (let i = 0; i < 4; i++) {
        const ly = horizon + ((i + 0.6) * (y + h - horizon)) / 4.5;
        out += rect(x + rng.range(0.1, 0.5) * w, ly, w * rng.range(0.15, 0.35), 2, "#fff", { opacity: 0.5 });
      }
    }
  } else if (view === "city") {
    let skyline = "";
    let bx = x;
    while (bx < x + w) {
      const bw = rng.range(0.08, 0.18) * w;
      const bh = rng.range(0.15, 0.5) * h;
      skyline += rect(bx, y + h - bh, Math.min(bw, x + w - bx), bh, mix("#8FA3B5", theme.bottom, 0.3));
      bx += bw + 2;
    }
    out += skyline;
  } else {
    // A basement egress window: window-well wall with a strip of sky and grass at the top.
    out += rect(
      x,
      y + h * 0.38,
      w,
      h * 0.62,
      svg.linear([
        [0, "#A89E8E"],
        [1, "#7E7568"],
      ]),
    );
    for (let i = 1; i < 5; i++)
      out += rect(x, y + h * 0.38 + i * h * 0.12, w, 2, "#6C6357", { opacity: 0.4 });
    out += pathEl(treeLine(rng, x, x + w, y + h * 0.4, 2, h * 0.1), "#6F9A5C");
  }
  // Reflection streak on the glass.
  out += polygon(
    [
      [x + w * 0.55, y],
      [x + w * 0.75, y],
      [x + w * 0.35, y + h],
      [x + w * 0.15, y + h],
    ],
    "#fff",
    { opacity: 0.12 },
  );
  const bar = Math.max(4, w * 0.03);
  if (opts.muntins === "cross" || opts.muntins === "grid") {
    out += rect(x, y + h / 2 - bar / 2, w, bar, opts.trim);
    out += rect(x + w / 2 - bar / 2, y, bar, h, opts.trim);
  }
  if (opts.muntins === "grid") {
    out += rect(x + w / 4 - bar / 3, y, bar * 0.66, h, opts.trim);
    out += rect(x + (3 * w) / 4 - bar / 3, y, bar * 0.66, h, opts.trim);
  }
  out += rect(x - trimW * 1.6, y + h + trimW * 0.6, w + trimW * 3.2, trimW * 0.9, lighten(opts.trim, 0.2));
  out += rect(x - trimW * 1.6, y + h + trimW * 1.5, w + trimW * 3.2, 3, "#000", { opacity: 0.08 });
  if (opts.curtains) {
    for (const side of [-1, 1]) {
      const cx = side < 0 ? x - trimW - w * 0.22 : x + w + trimW + w * 0.02;
      const cw = w * 0.2;
      out += rect(
        cx,
        y - trimW * 2,
        cw,
        h + trimW * 5,
        svg.linear(
          [
            [0, opts.curtains],
            [0.5, lighten(opts.curtains, 0.15)],
            [1, darken(opts.curtains, 0.08)],
          ],
          0,
          0,
          1,
          0,
        ),
      );
      out += rect(cx + cw * 0.48, y - trimW * 2, 2, h + trimW * 5, "#000", { opacity: 0.08 });
    }
    out += rect(x - trimW - w * 0.3, y - trimW * 2.4, w + trimW * 2 + w * 0.6, 5, "#3A3530");
  }
  return out;
}

/** Daylight falling on the floor from a back-wall window between x1 and x2. */
function lightSpill(svg: Svg, room: Room, x1: number, x2: number, skew: number): string {
  const far = Math.min(2.2, (svg.height - room.vy) / (room.B - room.vy));
  return polygon(
    [
      room.at(x1, room.B, 1.02),
      room.at(x2, room.B, 1.02),
      room.at(x2 + skew, room.B, far),
      room.at(x1 + skew, room.B, far),
    ],
    svg.linear([
      [0, "#fff", 0.22],
      [1, "#fff", 0],
    ]),
  );
}

/** A framed abstract print. Drawn centred on (x, y) in screen units. */
function framedArt(rng: Random, x: number, y: number, w: number, h: number, frame: string): string {
  const [c1, c2, c3] = [rng.pick(ART_COLORS), rng.pick(ART_COLORS), rng.pick(ART_COLORS)];
  const left = x - w / 2;
  const top = y - h / 2;
  const mat = w * 0.09;
  const ax = left + mat;
  const ay = top + mat;
  const aw = w - mat * 2;
  const ah = h - mat * 2;
  let out = rect(left + 4, top + 6, w, h, "#000", { opacity: 0.13 });
  out += rect(left, top, w, h, frame);
  out += rect(left + 5, top + 5, w - 10, h - 10, "#FBFAF7");
  out += rect(ax, ay, aw, ah, lighten(c1, 0.55));
  const style = rng.int(0, 3);
  if (style === 0) {
    out += pathEl(
      `M${fmt(ax)} ${fmt(ay + ah * 0.7)}Q${fmt(ax + aw * 0.35)} ${fmt(ay + ah * 0.35)} ${fmt(ax + aw)} ${fmt(ay + ah * 0.62)}V${fmt(ay + ah)}H${fmt(ax)}Z`,
      c2,
    );
    out += pathEl(
      `M${fmt(ax)} ${fmt(ay + ah * 0.85)}Q${fmt(ax + aw * 0.6)} ${fmt(ay + ah * 0.6)} ${fmt(ax + aw)} ${fmt(ay + ah * 0.8)}V${fmt(ay + ah)}H${fmt(ax)}Z`,
      darken(c2, 0.2),
    );
    out += circle(ax + aw * 0.7, ay + ah * 0.3, Math.min(aw, ah) * 0.12, c3);
  } else if (style === 1) {
    out += circle(ax + aw * 0.5, ay + ah * 0.5, Math.min(aw, ah) * 0.3, c2);
    out += rect(ax, ay + ah * 0.5, aw, ah * 0.5, c3, { opacity: 0.75 });
  } else if (style === 2) {
    out += rect(ax + aw * 0.12, ay + ah * 0.15, aw * 0.4, ah * 0.55, c2);
    out += rect(ax + aw * 0.42, ay + ah * 0.4, aw * 0.46, ah * 0.45, c3, { opacity: 0.85 });
  } else {
    out += pathEl(
      `M${fmt(ax + aw * 0.25)} ${fmt(ay + ah)}V${fmt(ay + ah * 0.45)}A${fmt(aw * 0.25)} ${fmt(aw * 0.25)} 0 0 1 ${fmt(ax + aw * 0.75)} ${fmt(ay + ah * 0.45)}V${fmt(ay + ah)}Z`,
      c2,
    );
    out += circle(ax + aw * 0.5, ay + ah * 0.45, aw * 0.1, c3);
  }
  return out;
}

function sofa(color: string, accent: string, width = 400, pillows = 2): string {
  const w = width;
  let out = floorShadow(w / 2 + 12);
  out += rect(-w / 2 + 26, -18, 10, 18, "#3B2F27") + rect(w / 2 - 36, -18, 10, 18, "#3B2F27");
  out += rect(-w / 2 + 26, -182, w - 52, 104, lighten(color, 0.05), { rx: 24 });
  out += line(0, -176, 0, -100, darken(color, 0.15), 2, { opacity: 0.5 });
  for (let i = 0; i < pillows; i++) {
    const px = pillows === 1 ? 0 : -w / 2 + 70 + (i * (w - 140)) / (pillows - 1);
    out += rect(px - 36, -150, 72, 60, i % 2 ? lighten(accent, 0.25) : accent, {
      rx: 12,
      transform: `rotate(${i % 2 ? 6 : -6} ${fmt(px)} -120)`,
    });
  }
  out += rect(-w / 2 + 40, -114, w - 80, 36, lighten(color, 0.1), { rx: 12 });
  out += line(0, -112, 0, -80, darken(color, 0.12), 2, { opacity: 0.5 });
  out += rect(-w / 2 + 22, -86, w - 44, 70, darken(color, 0.04), { rx: 10 });
  out += rect(-w / 2, -140, 56, 124, darken(color, 0.02), { rx: 24 });
  out += rect(w / 2 - 56, -140, 56, 124, darken(color, 0.08), { rx: 24 });
  return out;
}

function armchair(color: string, accent: string): string {
  return sofa(color, accent, 210, 1);
}

function floorLamp(shade: string, lit: boolean): string {
  let out = "";
  if (lit) out += circle(0, -330, 150, "url(#lampGlow)");
  out += floorShadow(40, 0.12);
  out += ellipse(0, -5, 34, 7, "#2E2A26");
  out += rect(-3, -320, 6, 316, "#2E2A26");
  out += polygon(
    [
      [-48, -300],
      [48, -300],
      [34, -372],
      [-34, -372],
    ],
    shade,
  );
  out += rect(-48, -303, 96, 4, darken(shade, 0.12));
  return out;
}

function tableLamp(shade: string, base: string): string {
  let out = circle(0, -70, 95, "url(#lampGlow)");
  out += ellipse(0, -2, 20, 5, darken(base, 0.2));
  out += pathEl("M-14 -2C-26 -30 -18 -48 0 -52C18 -48 26 -30 14 -2Z", base);
  out += rect(-2, -70, 4, 20, "#3A3530");
  out += polygon(
    [
      [-36, -66],
      [36, -66],
      [26, -112],
      [-26, -112],
    ],
    shade,
  );
  return out;
}

/** Shared gradients referenced by fixed id from furniture and tool drawings. */
function defineShared(svg: Svg): void {
  svg.once(
    "lampGlow",
    el(
      "radialGradient",
      { id: "lampGlow" },
      stopsMarkup([
        [0, "#FFE6B0", 0.55],
        [0.4, "#FFE6B0", 0.2],
        [1, "#FFE6B0", 0],
      ]),
    ),
  );
  svg.once(
    "canMetal",
    el(
      "linearGradient",
      { id: "canMetal", x2: 1, y2: 0 },
      stopsMarkup([
        [0, "#9EA4AA"],
        [0.35, "#E6E9EC"],
        [1, "#8C9298"],
      ]),
    ),
  );
}

function coffeeTable(wood: string): string {
  let out = floorShadow(150, 0.14);
  out += rect(-140, -62, 280, 15, wood, { rx: 4 });
  out += rect(-130, -48, 10, 48, darken(wood, 0.25)) + rect(120, -48, 10, 48, darken(wood, 0.25));
  out += rect(-120, -22, 240, 6, darken(wood, 0.15));
  out += rect(-70, -80, 50, 18, "#E9E2D4", { rx: 3 }) + rect(-64, -90, 40, 10, "#7B8E9C", { rx: 2 });
  out += ellipse(60, -70, 26, 8, "#F2EFE8") + ellipse(60, -74, 16, 6, "#D9A05B");
  return out;
}

function sideTable(wood: string): string {
  let out = floorShadow(45, 0.12);
  out += ellipse(0, -130, 45, 10, wood);
  out += rect(-4, -128, 8, 124, darken(wood, 0.2));
  out += ellipse(0, -4, 30, 6, darken(wood, 0.2));
  return out;
}

function nightstand(wood: string): string {
  let out = floorShadow(60, 0.14);
  out += rect(-55, -130, 110, 120, wood, { rx: 4 });
  out += rect(-55, -130, 110, 8, lighten(wood, 0.1), { rx: 3 });
  out += line(-48, -80, 48, -80, darken(wood, 0.2), 2);
  out += circle(0, -104, 4, BRASS) + circle(0, -50, 4, BRASS);
  out += rect(-50, -10, 8, 10, darken(wood, 0.3)) + rect(42, -10, 8, 10, darken(wood, 0.3));
  return out;
}

function bed(head: string, duvet: string, throwColor: string): string {
  let out = floorShadow(220, 0.16);
  out += rect(-210, -300, 420, 210, head, { rx: 18 });
  for (let i = 1; i < 6; i++) out += line(-210 + i * 70, -290, -210 + i * 70, -100, darken(head, 0.12), 2);
  out += rect(-175, -176, 160, 56, "#FBFAF7", { rx: 22 }) + rect(15, -176, 160, 56, "#F4F1EA", { rx: 22 });
  out += rect(-200, -132, 400, 112, duvet, { rx: 16 });
  out += rect(-200, -82, 400, 30, throwColor, { rx: 6 });
  out += rect(-204, -24, 408, 24, darken(head, 0.2), { rx: 4 });
  return out;
}

/** A table with three chairs behind it (backs above the top) and one at each end, side-on. */
function diningSet(wood: string, chair: string): string {
  let out = floorShadow(260, 0.14);
  const legs = darken(chair, 0.25);
  for (const x of [-120, 0, 120]) {
    out += pathEl(
      `M${x - 32} -128V-212Q${x - 32} -232 ${x - 12} -232H${x + 12}Q${x + 32} -232 ${x + 32} -212V-128Z`,
      chair,
    );
    out += rect(x - 20, -214, 40, 6, darken(chair, 0.12), { rx: 3 });
    out +=
      rect(x - 27, -128, 4, 128, legs, { opacity: 0.75 }) +
      rect(x + 23, -128, 4, 128, legs, { opacity: 0.75 });
  }
  for (const side of [-1, 1]) {
    const x = side * 246;
    out += rect(x + side * 22 - 4, -212, 9, 212, darken(chair, 0.08), { rx: 3 });
    out += rect(x - 28, -118, 56, 11, chair, { rx: 3 });
    out += rect(x - side * 22 - 3, -108, 6, 108, legs);
  }
  out += rect(-212, -152, 424, 16, wood, { rx: 3 });
  out += rect(-200, -136, 400, 14, darken(wood, 0.18));
  out += rect(-196, -136, 12, 136, darken(wood, 0.15)) + rect(184, -136, 12, 136, darken(wood, 0.15));
  out += pathEl("M-16 -152C-20 -176 -10 -186 0 -186C10 -186 20 -176 16 -152Z", "#E9E4DA");
  out += pathEl("M-4 -186C-18 -220 -30 -228 -40 -236M4 -186C12 -216 24 -230 36 -240M0 -186V-246", "none", {
    stroke: "#5F8F52",
    "stroke-width": 3,
  });
  return out;
}

function sideboard(wood: string): string {
  let out = floorShadow(180, 0.13);
  out += rect(-170, -160, 340, 132, wood, { rx: 4 });
  out += line(-57, -150, -57, -36, darken(wood, 0.2), 2) + line(57, -150, 57, -36, darken(wood, 0.2), 2);
  out += circle(-70, -95, 4, BRASS) + circle(-44, -95, 4, BRASS) + circle(70, -95, 4, BRASS);
  out += rect(-160, -28, 8, 28, darken(wood, 0.3)) + rect(152, -28, 8, 28, darken(wood, 0.3));
  out += pathEl("M100 -160C92 -190 104 -210 116 -212C128 -210 140 -190 132 -160Z", "#D9CBB5");
  return out;
}

function desk(wood: string, screen: string): string {
  let out = floorShadow(190, 0.14);
  out += rect(-170, -148, 340, 14, wood, { rx: 3 });
  out += rect(-160, -134, 10, 134, darken(wood, 0.3)) + rect(150, -134, 10, 134, darken(wood, 0.3));
  out += rect(60, -134, 90, 90, darken(wood, 0.08)) + line(64, -90, 146, -90, darken(wood, 0.25), 2);
  out += rect(-8, -190, 16, 42, "#2E2E30") + rect(-40, -152, 80, 5, "#2E2E30", { rx: 2 });
  out += rect(-85, -300, 170, 112, "#222326", { rx: 6 });
  out += rect(-78, -293, 156, 98, screen, { rx: 3 });
  out += rect(-60, -154, 110, 6, "#D9D7D2", { rx: 2 });
  out += pathEl("M-140 -148L-120 -215L-100 -230", "none", { stroke: "#2E2A26", "stroke-width": 4 });
  out += polygon(
    [
      [-112, -236],
      [-82, -222],
      [-92, -206],
    ],
    "#2E2A26",
  );
  out += rect(110, -170, 18, 22, "#F2EFE8", { rx: 3 });
  return out;
}

/** Office chair seen from behind. */
function officeChair(color: string): string {
  let out = floorShadow(70, 0.14);
  for (const a of [-60, -20, 20, 60]) out += line(0, -14, a, -4, "#2E2E30", 6, { "stroke-linecap": "round" });
  out += rect(-5, -110, 10, 96, "#3A3A3D");
  out += rect(-62, -126, 124, 22, darken(color, 0.1), { rx: 10 });
  out += rect(-58, -262, 116, 140, color, { rx: 26 });
  return out;
}

function bench(wood: string, cushion: string): string {
  let out = floorShadow(160, 0.13);
  out += rect(-150, -102, 300, 16, wood, { rx: 3 });
  out += rect(-140, -120, 280, 20, cushion, { rx: 8 });
  out += rect(-140, -86, 12, 86, darken(wood, 0.2)) + rect(128, -86, 12, 86, darken(wood, 0.2));
  out += rect(-120, -80, 90, 66, "#C9B08A", { rx: 6 }) + rect(30, -80, 90, 66, "#B89C74", { rx: 6 });
  return out;
}

/** A rail with hooks and hanging coats, origin at the rail's centre. */
function coatHooks(rng: Random, wood: string): string {
  let out = rect(-150, -8, 300, 16, wood, { rx: 3 });
  for (let i = 0; i < 4; i++) {
    const x = -105 + i * 70;
    out += circle(x, 14, 5, "#2E2A26");
    if (rng.chance(0.6)) {
      const coat = rng.pick(["#8B6B4A", "#3F4A5A", "#A33B3B", "#D8CFC0", "#5F6F5E"]);
      out += pathEl(
        `M${x - 6} 14C${x - 40} 40 ${x - 44} 120 ${x - 36} 170H${x + 36}C${x + 44} 120 ${x + 40} 40 ${x + 6} 14Z`,
        coat,
      );
    } else if (rng.chance(0.5)) {
      out += pathEl(
        `M${x} 14C${x - 26} 30 ${x - 30} 60 ${x - 10} 80H${x + 10}C${x + 30} 60 ${x + 26} 30 ${x} 14Z`,
        "#C9A57A",
      );
    }
  }
  return out;
}

function plant(rng: Random, height: number, pot: string): string {
  let out = floorShadow(40, 0.12);
  out += polygon(
    [
      [-34, -70],
      [34, -70],
      [26, 0],
      [-26, 0],
    ],
    pot,
  );
  out += rect(-36, -74, 72, 8, darken(pot, 0.1), { rx: 2 });
  const leaves = rng.int(7, 11);
  for (let i = 0; i < leaves; i++) {
    const angle = -90 + (i - (leaves - 1) / 2) * (120 / leaves) + rng.range(-8, 8);
    const len = height * rng.range(0.55, 1);
    const rad = (angle * Math.PI) / 180;
    const cx = Math.cos(rad) * len * 0.5;
    const cy = -70 + Math.sin(rad) * len * 0.5;
    out += ellipse(cx, cy, len * 0.5, len * 0.13, i % 2 ? "#4E7D4A" : "#6E9A5C", {
      transform: `rotate(${fmt(angle)} ${fmt(cx)} ${fmt(cy)})`,
    });
  }
  return out;
}

/** Two floating shelves with books and a plant, origin at the centre of the lower shelf. */
function wallShelves(rng: Random, wood: string): string {
  let out = "";
  for (const y of [0, -110]) {
    out += rect(-130, y, 260, 10, wood);
    out += rect(-130, y + 10, 260, 6, "#000", { opacity: 0.1 });
    let x = -120;
    while (x < rng.range(10, 60)) {
      const bw = rng.range(10, 18);
      const bh = rng.range(50, 80);
      out += rect(
        x,
        y - bh,
        bw,
        bh,
        rng.pick(["#3F4A5A", "#A33B3B", "#D8CFC0", "#5F6F5E", "#C9A24A", "#8B6B4A"]),
      );
      x += bw + 1.5;
    }
    out += rect(70, y - 34, 40, 34, "#E9E4DA") + ellipse(90, y - 44, 30, 14, "#5F8F52");
  }
  return out;
}

function rug(
  room: Room,
  x1: number,
  x2: number,
  k1: number,
  k2: number,
  color: string,
  border: string,
): string {
  const pts: Point[] = [
    [room.x(x1, k1), room.floorY(k1)],
    [room.x(x2, k1), room.floorY(k1)],
    [room.x(x2, k2), room.floorY(k2)],
    [room.x(x1, k2), room.floorY(k2)],
  ];
  const inset = 0.06;
  const km1 = k1 + (k2 - k1) * inset;
  const km2 = k2 - (k2 - k1) * inset;
  const ix1 = x1 + (x2 - x1) * inset;
  const ix2 = x2 - (x2 - x1) * inset;
  const inner: Point[] = [
    [room.x(ix1, km1), room.floorY(km1)],
    [room.x(ix2, km1), room.floorY(km1)],
    [room.x(ix2, km2), room.floorY(km2)],
    [room.x(ix1, km2), room.floorY(km2)],
  ];
  return polygon(pts, border) + polygon(inner, color);
}

/** Roller tray with a loaded roller resting in it; the paint is the wall colour. */
function rollerTray(paint: string): string {
  let out = floorShadow(150, 0.14);
  out += polygon(
    [
      [-100, -36],
      [100, -36],
      [92, 0],
      [-92, 0],
    ],
    "#C9CDD1",
  );
  out += polygon(
    [
      [-88, -32],
      [4, -32],
      [-2, -8],
      [-84, -8],
    ],
    paint,
  );
  for (let x = 14; x < 90; x += 12) out += rect(x, -32, 6, 26, "#B2B7BC");
  out += rect(-74, -68, 124, 34, paint, { rx: 16 });
  out += rect(-70, -66, 116, 9, lighten(paint, 0.25), { rx: 4, opacity: 0.6 });
  out += pathEl("M50 -51H72L104 -12", "none", {
    stroke: "#9AA0A6",
    "stroke-width": 5,
    "stroke-linejoin": "round",
  });
  out += rect(100, -20, 92, 16, "#2E2E30", { rx: 8 });
  return out;
}

/** A front view of a stepladder. */
function stepLadder(color: string, height = 330): string {
  const h = height;
  let out = floorShadow(80, 0.12);
  out += polygon(
    [
      [-70, 0],
      [-56, 0],
      [-14, -h],
      [-28, -h],
    ],
    darken(color, 0.15),
  );
  out += polygon(
    [
      [70, 0],
      [56, 0],
      [14, -h],
      [28, -h],
    ],
    darken(color, 0.15),
  );
  out += polygon(
    [
      [-56, 0],
      [-42, 0],
      [-8, -h],
      [-20, -h],
    ],
    color,
  );
  out += polygon(
    [
      [56, 0],
      [42, 0],
      [8, -h],
      [20, -h],
    ],
    color,
  );
  for (let i = 1; i < 5; i++) {
    const y = -(h * i) / 5;
    const half = 48 - (i * 34) / 5;
    out += rect(-half, y - 5, half * 2, 10, lighten(color, 0.1), { rx: 2 });
  }
  out += rect(-34, -h - 14, 68, 18, darken(color, 0.25), { rx: 4 });
  return out;
}

/** Paint can with the colour on its label and a drip. */
function paintCan(paint: string): string {
  let out = floorShadow(50, 0.14);
  out += rect(-42, -100, 84, 100, "url(#canMetal)", { rx: 4 });
  out += rect(-42, -74, 84, 46, paint);
  out += rect(-30, -62, 30, 22, "#FFFFFF", { opacity: 0.55 });
  out += ellipse(0, -100, 42, 9, "#B9BEC3") + ellipse(0, -100, 34, 6, paint);
  out += pathEl("M18 -100V-84Q22 -78 26 -84V-98Z", paint);
  out += pathEl("M-42 -90C-60 -110 -46 -130 0 -130C46 -130 60 -110 42 -90", "none", {
    stroke: "#6B7075",
    "stroke-width": 2.5,
  });
  return out;
}

function dropCloth(width: number): string {
  const w = width;
  let out = pathEl(
    `M${-w / 2} 0C${-w / 2 + 20} -40 ${-w * 0.2} -46 0 -44C${w * 0.25} -42 ${w / 2 - 30} -36 ${w / 2} 0Z`,
    "#E4DAC7",
  );
  out += pathEl(
    `M${-w * 0.3} -4C${-w * 0.2} -30 ${-w * 0.1} -32 0 -20M${w * 0.1} -6C${w * 0.2} -30 ${w * 0.3} -28 ${w * 0.35} -10`,
    "none",
    {
      stroke: "#C9BDA6",
      "stroke-width": 3,
    },
  );
  return out;
}

/** Paint sample squares taped to a wall, origin at the centre. */
function swatches(colors: string[]): string {
  let out = "";
  colors.forEach((c, i) => {
    const x = (i - (colors.length - 1) / 2) * 130;
    out += rect(x - 52, -52, 104, 104, "#000", { opacity: 0.08, transform: "translate(3 4)" });
    out += rect(x - 52, -52, 104, 104, c);
    out += rect(x - 20, -60, 40, 14, "#EDE3C4", { opacity: 0.9, transform: `rotate(-4 ${x} -53)` });
  });
  return out;
}

function mudPan(): string {
  let out = floorShadow(70, 0.12);
  out += polygon(
    [
      [-70, -44],
      [70, -44],
      [58, 0],
      [-58, 0],
    ],
    "url(#canMetal)",
  );
  out += pathEl("M-60 -44C-40 -66 -10 -60 10 -52C30 -64 50 -60 62 -44Z", "#F1EFEA");
  return out;
}

/** Taping or putty knife (blade width in units of 55 per foot), origin at the blade edge. */
function tapingKnife(width = 50): string {
  const tip = width * 0.45 + 10;
  let out = polygon(
    [
      [-width / 2, 0],
      [width / 2, 0],
      [8, -tip],
      [-8, -tip],
    ],
    "url(#canMetal)",
  );
  out += rect(-width / 2, -3, width, 3, "#E8EBEE");
  out += rect(-9, -tip - 8, 18, 9, "#9AA0A6", { rx: 2 });
  out += rect(-7, -tip - 58, 14, 52, "#2F4B7A", { rx: 6 });
  return out;
}

// ---------------------------------------------------------------------------
// Houses (local units: origin at the ground under the middle of the house)
// ---------------------------------------------------------------------------

type HouseStyle = "rambler" | "two-story" | "split-level";

interface HouseOptions {
  style: HouseStyle;
  body: string;
  trim: string;
  roof: string;
  door: string;
  shutters: string | null;
  /** Lap siding exposure in units; varies the look of the siding. */
  sidingGap: number;
  /** Roof height relative to the usual pitch (0.7 low ... 1.3 steep). */
  pitch: number;
  /** Which side an attached garage or the tall part of a split-level sits on. */
  side: -1 | 1;
  porch: boolean;
  /** Repaint in progress: walls show the old colour right of `done` (0..1 of each wall). */
  repaint?: { old: string; done: number };
}

/** Shrub spots collected while drawing, so plantings sit between windows and doors. */
interface HouseResult {
  markup: string;
  /** Ground x positions free for shrubs. */
  shrubs: number[];
  /** Left and right extent of the house. */
  extent: [number, number];
  /** Where an attached garage door or front door meets the ground (for drives and walks). */
  garageDoor?: [number, number];
  frontDoor: number;
  /** A wall point a ladder can lean on: ground x and wall top y. */
  ladderSpot: [number, number];
}

function house(svg: Svg, rng: Random, o: HouseOptions): HouseResult {
  const gap = o.sidingGap;
  const siding = svg.pattern(
    12,
    gap,
    rect(0, gap - 2.2, 12, 1.8, "#000", { opacity: 0.14 }) +
      rect(0, gap - 0.4, 12, 0.8, "#fff", { opacity: 0.14 }),
  );
  const shingles = svg.pattern(
    36,
    14,
    rect(0, 12.5, 36, 1.5, "#000", { opacity: 0.2 }) + rect(17, 0, 1.5, 13, "#000", { opacity: 0.1 }),
  );
  const eaveShadow = svg.linear([
    [0, "#000", 0.22],
    [1, "#000", 0],
  ]);
  const roofFill = svg.linear([
    [0, lighten(o.roof, 0.12)],
    [1, darken(o.roof, 0.08)],
  ]);
  const glass = svg.linear(
    [
      [0, "#9FBBD0"],
      [0.55, "#D5E3EC"],
      [1, "#8FA9BD"],
    ],
    0,
    0,
    1,
    1,
  );
  let out = "";
  const shrubs: number[] = [];

  const wall = (x: number, y: number, w: number, h: number) => {
    if (o.repaint) {
      out += rect(x, y, w, h, o.repaint.old);
      const edge = x + w * o.repaint.done;
      let d = `M${fmt(x)} ${fmt(y)}H${fmt(edge)}`;
      for (let yy = y; yy < y + h; yy += 18)
        d += `L${fmt(edge + rng.range(-10, 10))} ${fmt(Math.min(y + h, yy + 18))}`;
      out += pathEl(`${d}H${fmt(x)}Z`, o.body);
    } else {
      out += rect(x, y, w, h, o.body);
    }
    out += rect(x, y, w, h, siding);
    out += rect(x, y, w, 26, eaveShadow);
    out += rect(x, y, 9, h, o.trim) + rect(x + w - 9, y, 9, h, o.trim);
  };

  const foundation = (x: number, w: number, h: number) => {
    out += rect(x - 4, -h, w + 8, h, "#ABA69C") + rect(x - 4, -h, w + 8, 3, "#000", { opacity: 0.12 });
  };

  /** Hip roof (or side gable when `inset` is small) seen from the front. */
  const roofFront = (x: number, y: number, w: number, h: number, inset: number) => {
    const oh = 22;
    const pts: Point[] = [
      [x - oh, y],
      [x + w + oh, y],
      [x + w - inset, y - h],
      [x + inset, y - h],
    ];
    out += polygon(pts, roofFill) + polygon(pts, shingles);
    out += rect(x - oh, y - 4, w + oh * 2, 10, o.trim);
    out += rect(x - oh, y + 6, w + oh * 2, 3, "#000", { opacity: 0.12 });
  };

  /** A gable end facing the street: siding triangle framed by rake boards. */
  const gable = (cx: number, y: number, w: number, h: number) => {
    const oh = 20;
    const slope = h / (w / 2);
    out += polygon(
      [
        [cx - w / 2 - oh, y + oh * slope * 0.5],
        [cx, y - h - 12],
        [cx + w / 2 + oh, y + oh * slope * 0.5],
      ],
      roofFill,
    );
    const tri: Point[] = [
      [cx - w / 2, y],
      [cx, y - h],
      [cx + w / 2, y],
    ];
    out += polygon(tri, o.repaint ? o.repaint.old : o.body) + polygon(tri, siding);
    out += el("polyline", {
      points: pointList(tri),
      fill: "none",
      stroke: o.trim,
      "stroke-width": 9,
      "stroke-linejoin": "round",
    });
    // Gable vent.
    const vy = y - h * 0.45;
    out += polygon(
      [
        [cx, vy - 22],
        [cx + 26, vy + 8],
        [cx - 26, vy + 8],
      ],
      o.trim,
    );
    for (let i = 0; i < 3; i++)
      out += rect(cx - 10 + i * 2, vy - 6 + i * 5, 20 - i * 4, 2, darken(o.trim, 0.3));
  };

  const houseWindow = (cx: number, top: number, w: number, h: number, panes: 1 | 2 | 3 = 1) => {
    const t = 8;
    if (o.shutters && panes === 1) {
      for (const s of [-1, 1]) {
        const sx = cx + s * (w / 2 + t + 4) - (s < 0 ? w * 0.42 : 0);
        out += rect(sx, top - t, w * 0.42, h + t * 2, o.shutters);
        for (let yy = top; yy < top + h; yy += 9)
          out += rect(sx + 4, yy, w * 0.42 - 8, 2, darken(o.shutters, 0.25));
      }
    }
    out += rect(cx - w / 2 - t, top - t, w + t * 2, h + t * 2, o.trim);
    out += rect(cx - w / 2, top, w, h, glass);
    out += polygon(
      [
        [cx - w * 0.1, top],
        [cx + w * 0.15, top],
        [cx - w * 0.25, top + h],
        [cx - w * 0.5, top + h],
      ],
      "#fff",
      { opacity: 0.18 },
    );
    for (let i = 1; i < panes; i++) out += rect(cx - w / 2 + (w * i) / panes - 3, top, 6, h, o.trim);
    out += rect(cx - w / 2, top + h * 0.48, w, 5, o.trim);
    if (panes === 1) out += rect(cx - 2, top, 4, h * 0.48, o.trim);
    out += rect(cx - w / 2 - t - 5, top + h + t - 2, w + t * 2 + 10, 8, lighten(o.trim, 0.3));
  };

  const frontDoor = (cx: number, bottom: number, steps: number) => {
    const w = 72;
    const h = 150;
    out += rect(cx - w / 2 - 12, bottom - h - 14, w + 24, h + 14, o.trim);
    out += rect(cx - w / 2, bottom - h, w, h, o.door);
    out += rect(cx - w / 2 + 12, bottom - h + 12, w - 24, 40, glass);
    for (const [px, py] of [
      [cx - w / 2 + 10, bottom - h + 64],
      [cx + 3, bottom - h + 64],
    ] as const) {
      out += rect(px, py, w / 2 - 13, 70, darken(o.door, 0.15), { opacity: 0.5 });
    }
    out += circle(cx + w / 2 - 10, bottom - h * 0.45, 4, BRASS);
    // Porch light.
    out += rect(cx + w / 2 + 20, bottom - h * 0.78, 14, 22, "#2E2A26", { rx: 3 });
    out += rect(cx + w / 2 + 23, bottom - h * 0.78 + 4, 8, 12, "#FFE6B0");
    for (let i = 0; i < steps; i++) {
      const sw = w + 40 + i * 18;
      out += rect(cx - sw / 2, bottom + i * 16, sw, 16, i % 2 ? "#B7B2A8" : "#C4BFB5");
    }
  };

  const garageDoor = (x: number, bottom: number, w: number, h: number) => {
    out += rect(x - 10, bottom - h - 10, w + 20, h + 10, o.trim);
    const doorColor = lightness(o.body) > 0.55 ? WHITE_PAINT : rng.chance(0.5) ? WHITE_PAINT : o.body;
    out += rect(x, bottom - h, w, h, doorColor);
    const rows = 4;
    const cols = Math.round(w / 52);
    for (let r = 0; r < rows; r++) {
      for (let c = 0; c < cols; c++) {
        const px = x + 8 + (c * (w - 8)) / cols;
        const py = bottom - h + 6 + (r * (h - 6)) / rows;
        const pw = (w - 8) / cols - 8;
        const ph = (h - 6) / rows - 8;
        out +=
          r === 0
            ? rect(px, py + 4, pw, ph - 8, glass)
            : rect(px, py, pw, ph, darken(doorColor, 0.06), {
                stroke: darken(doorColor, 0.14),
                "stroke-width": 1.5,
              });
      }
    }
    out += rect(x, bottom - h, w, 14, "#000", { opacity: 0.1 });
  };

  let extent: [number, number];
  let garageSpot: [number, number] | undefined;
  let doorX: number;
  let ladderSpot: [number, number];

  if (o.style === "two-story") {
    const w = rng.range(480, 560);
    const x = -w / 2;
    const base = 24;
    const h = 330;
    const top = -base - h;
    foundation(x, w, base);
    wall(x, top, w, h);
    const roofH = 150 * o.pitch;
    const hip = rng.chance(0.5);
    roofFront(x, top, w, roofH, hip ? roofH * 1.1 : 26);
    const frontGable = rng.chance(0.5);
    if (frontGable) gable(0, top, w * 0.38, roofH * 0.75);
    const cols = [-w * 0.32, 0, w * 0.32];
    for (const cx of cols) houseWindow(cx, top + 34, 74, 96);
    doorX = o.porch ? rng.pick([-w * 0.16, w * 0.16]) : 0;
    for (const cx of doorX === 0
      ? [cols[0]!, cols[2]!]
      : [doorX < 0 ? w * 0.14 : -w * 0.14, doorX < 0 ? w * 0.36 : -w * 0.36]) {
      houseWindow(cx, -base - 150, 86, 112);
    }
    frontDoor(doorX, -base, 2);
    if (o.porch) {
      const px1 = doorX - 110;
      const px2 = doorX + 110;
      // A shallow shed roof between the door and the upstairs sills.
      const py = -base - 166;
      out += polygon(
        [
          [px1 - 14, py],
          [px2 + 14, py],
          [px2, py - 18],
          [px1, py - 18],
        ],
        roofFill,
      );
      out += rect(px1 - 14, py - 2, px2 - px1 + 28, 9, o.trim);
      out += rect(px1, py + 7, 12, 166 - 8, o.trim) + rect(px2 - 12, py + 7, 12, 166 - 8, o.trim);
    }
    shrubs.push(x + 50, cols[0]! + 40, cols[2]! - 40, x + w - 50);
    extent = [x - 22, x + w + 22];
    ladderSpot = [x + w * 0.82, top + 40];
  } else if (o.style === "rambler") {
    const mainW = rng.range(520, 590);
    const garageW = 260;
    const total = mainW + garageW;
    const mainX = o.side > 0 ? -total / 2 : -total / 2 + garageW;
    const garageX = o.side > 0 ? mainX + mainW : -total / 2;
    const base = 22;
    const h = 165;
    const roofH = 95 * o.pitch;
    // Garage first: it is set back a little and sits under a lower roof.
    foundation(garageX, garageW, base - 6);
    wall(garageX, -base - h + 12, garageW, h - 6);
    roofFront(garageX, -base - h + 12, garageW, roofH * 0.85, roofH * 0.9);
    garageDoor(garageX + 30, -base + 6, garageW - 60, 132);
    garageSpot = [garageX + 30, garageX + garageW - 30];
    foundation(mainX, mainW, base);
    wall(mainX, -base - h, mainW, h);
    roofFront(mainX, -base - h, mainW, roofH, roofH * rng.range(1, 1.6));
    const picX = mainX + mainW * (o.side > 0 ? 0.3 : 0.7);
    houseWindow(picX, -base - h + 42, 190, 96, 3);
    doorX = mainX + mainW * (o.side > 0 ? 0.58 : 0.42);
    frontDoor(doorX, -base, 1);
    const smallX = mainX + mainW * (o.side > 0 ? 0.82 : 0.18);
    houseWindow(smallX, -base - h + 42, 78, 88);
    if (mainW > 545) houseWindow(mainX + mainW * (o.side > 0 ? 0.08 : 0.92), -base - h + 52, 48, 70);
    shrubs.push(picX - 60, picX + 60, smallX);
    extent = [Math.min(mainX, garageX) - 22, Math.max(mainX + mainW, garageX + garageW) + 22];
    ladderSpot = [mainX + mainW * (o.side > 0 ? 0.12 : 0.88), -base - h + 20];
  } else {
    const tallW = 300;
    const lowW = rng.range(340, 390);
    const total = tallW + lowW;
    const tallX = o.side > 0 ? total / 2 - tallW : -total / 2;
    const lowX = o.side > 0 ? -total / 2 : -total / 2 + tallW;
    const lowBase = 58;
    const lowH = 165;
    const roofH = 100 * o.pitch;
    // Lower wing first, the taller part overlaps it.
    foundation(lowX, lowW, lowBase);
    wall(lowX, -lowBase - lowH, lowW, lowH);
    roofFront(lowX, -lowBase - lowH, lowW, roofH * 0.8, roofH);
    const tallH = 285;
    foundation(tallX, tallW, 16);
    wall(tallX, -16 - tallH, tallW, tallH);
    if (rng.chance(0.5)) gable(tallX + tallW / 2, -16 - tallH, tallW + 10, roofH * 1.1);
    else roofFront(tallX, -16 - tallH, tallW, roofH, roofH * 0.9);
    out += rect(tallX, -16 - 140, tallW, 8, o.trim);
    houseWindow(tallX + tallW / 2, -16 - tallH + 34, 150, 92, 2);
    if (rng.chance(0.5)) {
      garageDoor(tallX + 40, -16, tallW - 80, 112);
      garageSpot = [tallX + 40, tallX + tallW - 40];
    } else {
      houseWindow(tallX + tallW * 0.3, -16 - 118, 80, 66);
      houseWindow(tallX + tallW * 0.7, -16 - 118, 80, 66);
      shrubs.push(tallX + tallW / 2);
    }
    doorX = o.side > 0 ? lowX + lowW - 70 : lowX + 70;
    const picX = o.side > 0 ? lowX + lowW * 0.42 : lowX + lowW * 0.58;
    houseWindow(picX, -lowBase - lowH + 40, 170, 92, 3);
    frontDoor(doorX, -lowBase + 10, 3);
    shrubs.push(picX - 50, picX + 50);
    extent = [-total / 2 - 22, total / 2 + 22];
    ladderSpot = [picX + (o.side > 0 ? -110 : 110), -lowBase - lowH + 18];
  }

  return { markup: out, shrubs, extent, garageDoor: garageSpot, frontDoor: doorX, ladderSpot };
}

/** An extension ladder leaning right by `angle` degrees; origin at its feet. */
function leaningLadder(length: number, angle: number, color: string): string {
  let out = rect(-24, -length, 7, length, color) + rect(17, -length, 7, length, darken(color, 0.12));
  for (let y = -24; y > -length + 10; y -= 28) out += rect(-18, y, 36, 5, darken(color, 0.05));
  return `<g transform="rotate(${fmt(angle)})">${out}</g>`;
}

/** The company van (white with the brand's blue and yellow), ladder on the roof; origin at the ground. */
function van(): string {
  const blue = "#1D4ED8";
  let out = ellipse(0, -4, 250, 14, "#000", { opacity: 0.18 });
  out += pathEl(
    "M-232 -32V-196Q-232 -210 -218 -210H112Q142 -210 160 -186L214 -116Q232 -104 232 -84V-32Z",
    VAN_PAINT,
  );
  out += polygon(
    [
      [-232, -118],
      [222, -118],
      [228, -100],
      [-232, -100],
    ],
    blue,
  );
  out += rect(-232, -96, 458, 7, "#FBBF24");
  out += pathEl("M124 -194H156L204 -124H124Z", "#34404D");
  out += pathEl("M130 -190H152L190 -130H130Z", "#6F8598", { opacity: 0.6 });
  out += line(112, -206, 112, -40, "#C9CDD2", 2);
  out += rect(118, -112, 24, 5, "#9AA0A6", { rx: 2 });
  // Brand mark echoing the logo: a roller.
  out += rect(-150, -190, 60, 60, blue, { rx: 12 });
  out += rect(-140, -178, 30, 14, "#fff", { rx: 3 });
  out += pathEl("M-110 -171H-102V-156H-122V-146", "none", { stroke: "#fff", "stroke-width": 4 });
  out += rect(-126, -148, 8, 14, "#FBBF24", { rx: 2 });
  out += rect(200, -64, 34, 20, "#B9BEC3", { rx: 4 }) + ellipse(224, -94, 6, 9, "#FFF4C2");
  out += rect(-236, -60, 20, 22, "#B9BEC3", { rx: 4 });
  for (const wx of [-140, 150]) {
    out += circle(wx, -34, 46, "#E9EBEE") + circle(wx, -32, 38, "#26272B") + circle(wx, -32, 17, "#B9BEC3");
  }
  out +=
    rect(-200, -218, 290, 6, "#7D838A") +
    rect(-190, -226, 8, 10, "#7D838A") +
    rect(70, -226, 8, 10, "#7D838A");
  out += rect(-214, -238, 320, 14, "#C9CDD2", { rx: 2 });
  for (let x = -200; x < 100; x += 26) out += rect(x, -236, 4, 10, "#9AA0A6");
  return out;
}
/** Van paint: a subtle top-to-bottom sheen, defined once with a fixed id. */
const VAN_PAINT = "url(#vanWhite)";

function defineVanPaint(svg: Svg): void {
  svg.once(
    "vanWhite",
    el(
      "linearGradient",
      { id: "vanWhite", x2: 0, y2: 1 },
      stopsMarkup([
        [0, "#FFFFFF"],
        [1, "#DADDE2"],
      ]),
    ),
  );
}

/** A 5-gallon paint bucket with the paint colour on its label. */
function paintBucket(paint: string): string {
  let out = floorShadow(48, 0.14);
  out += polygon(
    [
      [-40, -110],
      [40, -110],
      [34, 0],
      [-34, 0],
    ],
    "#F2F1EE",
  );
  out += rect(-38, -80, 75, 34, paint);
  out += ellipse(0, -110, 40, 8, "#DEDCD6");
  out += pathEl("M-40 -104C-40 -150 40 -150 40 -104", "none", { stroke: "#8A8F94", "stroke-width": 3 });
  return out;
}

// ---------------------------------------------------------------------------
// Scene inputs: what to draw comes from the words of a title and caption
// ---------------------------------------------------------------------------

interface SceneInput {
  /** The featured paint colour. */
  color: string;
  /** Normalised title: the strongest hint of the subject ("bedroom", "rambler", "island"). */
  subject: string;
  /** Normalised title and caption together. */
  hint: string;
  /** An optional second colour (a front door, the walls under a textured ceiling). */
  accent?: string;
}

const normalise = (text: string) =>
  text
    .toLowerCase()
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "");

/** Position of a whole word (or its plural) in text, or -1. */
function mentionAt(text: string, word: string): number {
  const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const match = new RegExp(`\\b${escaped}(s|es)?\\b`).exec(text);
  return match ? match.index : -1;
}

const has = (text: string, ...words: string[]) => words.some((w) => mentionAt(text, w) >= 0);

/**
 * Chooses a sub-scene: a word in the title decides first (table order); otherwise the
 * word that comes first in the caption, so "an office ..., a shop ..." gives the office.
 */
function variant<T extends string>(
  input: SceneInput,
  table: ReadonlyArray<readonly [T, readonly string[]]>,
  fallback: T,
): T {
  for (const [name, words] of table) if (has(input.subject, ...words)) return name;
  let best = fallback;
  let bestAt = Number.POSITIVE_INFINITY;
  for (const [name, words] of table) {
    for (const word of words) {
      const at = mentionAt(input.hint, word);
      if (at >= 0 && at < bestAt) {
        best = name;
        bestAt = at;
      }
    }
  }
  return best;
}

// ---------------------------------------------------------------------------
// Side-wall pieces
// ---------------------------------------------------------------------------

type Side = "left" | "right";

/** Corners of a rectangle on a side wall between depths k1..k2 and back-wall heights yTop..yBottom. */
function sideRect(room: Room, side: Side, k1: number, k2: number, yTop: number, yBottom: number): Point[] {
  const x = side === "left" ? room.L : room.R;
  return [room.at(x, yTop, k1), room.at(x, yTop, k2), room.at(x, yBottom, k2), room.at(x, yBottom, k1)];
}

/** A window (or a run of tall panes) on a side wall, with its light on the floor. */
function sideWindow(
  svg: Svg,
  rng: Random,
  room: Room,
  side: Side,
  k1: number,
  k2: number,
  yTop: number,
  yBottom: number,
  time: TimeOfDay,
  trim: string,
  panes = 2,
  view: WindowView = "trees",
): string {
  const theme = SKIES[time];
  const pad = room.foot * 0.28;
  const dk = (k2 - k1) * 0.05;
  let out = polygon(sideRect(room, side, k1 - dk, k2 + dk, yTop - pad, yBottom + pad), trim);
  out += polygon(
    sideRect(room, side, k1, k2, yTop, yBottom),
    svg.linear([
      [0, theme.top],
      [1, lighten(theme.bottom, 0.2)],
    ]),
  );
  const horizon = yTop + (yBottom - yTop) * rng.range(0.6, 0.72);
  if (view === "city") {
    for (let i = 0; i < panes * 2; i++) {
      const ka = k1 + ((k2 - k1) * i) / (panes * 2);
      const kb = ka + ((k2 - k1) / (panes * 2)) * 0.8;
      const top = horizon - rng.range(0.1, 0.45) * (yBottom - yTop);
      out += polygon(sideRect(room, side, ka, kb, top, yBottom), mix("#8FA3B5", theme.bottom, 0.3));
    }
  } else {
    out += polygon(sideRect(room, side, k1, k2, horizon, yBottom), view === "lake" ? "#7FA8C2" : "#7FA065", {
      opacity: 0.85,
    });
    out += polygon(
      sideRect(room, side, k1, k2, horizon - room.foot * 0.6, horizon),
      mix("#5E8A66", theme.bottom, 0.35),
    );
  }
  for (let i = 1; i < panes; i++) {
    const k = k1 + ((k2 - k1) * i) / panes;
    out += polygon(sideRect(room, side, k - dk * 0.35, k + dk * 0.35, yTop, yBottom), trim);
  }
  if (panes <= 3) {
    const mid = (yTop + yBottom) / 2;
    out += polygon(sideRect(room, side, k1, k2, mid - 3, mid + 3), trim);
  }
  out += polygon(sideRect(room, side, k1, k2, yTop, yBottom), "#fff", { opacity: 0.08 });
  // Daylight on the floor, thrown towards the middle of the room.
  const x = side === "left" ? room.L : room.R;
  const inward = (side === "left" ? 1 : -1) * room.foot * 5;
  const far = Math.min(k2, (svg.height - room.vy) / (room.B - room.vy));
  out += polygon(
    [
      room.at(x, room.B, k1),
      room.at(x, room.B, far),
      room.at(x + inward, room.B, far),
      room.at(x + inward, room.B, k1),
    ],
    svg.linear(
      [
        [0, "#fff", 0.18],
        [1, "#fff", 0],
      ],
      side === "left" ? 0 : 1,
      0,
      side === "left" ? 1 : 0,
      0,
    ),
  );
  return out;
}

/** A door on a side wall, seen at an angle. */
function sideDoor(room: Room, side: Side, k1: number, k2: number, trim: string, color: string): string {
  const top = room.B - room.foot * 7;
  const pad = room.foot * 0.3;
  const dk = (k2 - k1) * 0.08;
  let out = polygon(sideRect(room, side, k1 - dk, k2 + dk, top - pad, room.B), trim);
  out += polygon(sideRect(room, side, k1, k2, top, room.B), color);
  out += polygon(
    sideRect(room, side, k1 + dk, k2 - dk, top + pad, room.B - room.foot * 4),
    darken(color, 0.06),
  );
  out += polygon(
    sideRect(room, side, k1 + dk, k2 - dk, room.B - room.foot * 3.4, room.B - pad * 1.5),
    darken(color, 0.06),
  );
  const knob = room.at(side === "left" ? room.L : room.R, room.B - room.foot * 3.2, k2 - dk);
  out += circle(knob[0], knob[1], room.foot * 0.12 * (k2 - dk), BRASS);
  return out;
}

/** Pendant light hanging at back-wall x and depth k, with its bottom `dropFeet` above the floor. */
function pendant(room: Room, x: number, k: number, dropFeet: number, shade: string, globe = false): string {
  const sx = room.x(x, k);
  const bottom = room.floorY(k) - dropFeet * room.foot * k;
  const s = (room.foot * k) / 55;
  let out = line(sx, room.ceilingY(k), sx, bottom - 40 * s, "#2E2A26", Math.max(1.5, 2 * s));
  out += circle(sx, bottom, 120 * s, "url(#lampGlow)");
  if (globe) {
    out += circle(sx, bottom - 22 * s, 26 * s, "#FFF4D9", { opacity: 0.95 });
  } else {
    out += pathEl(
      `M${fmt(sx - 48 * s)} ${fmt(bottom)}Q${fmt(sx - 44 * s)} ${fmt(bottom - 44 * s)} ${fmt(sx)} ${fmt(bottom - 44 * s)}Q${fmt(
        sx + 44 * s,
      )} ${fmt(bottom - 44 * s)} ${fmt(sx + 48 * s)} ${fmt(bottom)}Z`,
      shade,
    );
    out += ellipse(sx, bottom, 40 * s, 6 * s, "#FFF1CC");
  }
  return out;
}

/** Tile grid on a ceiling (offices, garages), converging like the floor planks. */
function ceilingGrid(room: Room, color: string): string {
  let d = "";
  const count = 8;
  for (let i = 1; i < count; i++) {
    const x = room.L + ((room.R - room.L) * i) / count;
    const [fx, fy] = room.at(x, room.T, FRONT);
    d += `M${fmt(x)} ${fmt(room.T)}L${fmt(fx)} ${fmt(fy)}`;
  }
  for (let k = 1.3; k < 4; k *= 1.3) {
    const [x1, y] = room.at(room.L, room.T, k);
    const [x2] = room.at(room.R, room.T, k);
    d += `M${fmt(x1)} ${fmt(y)}L${fmt(x2)} ${fmt(y)}`;
  }
  return pathEl(d, "none", { stroke: color, "stroke-width": 1.4, opacity: 0.5 });
}

/** A rectangular light panel flush with the ceiling at depth k1..k2. */
function ceilingPanel(room: Room, x1: number, x2: number, k1: number, k2: number): string {
  return polygon(
    [room.at(x1, room.T, k1), room.at(x2, room.T, k1), room.at(x2, room.T, k2), room.at(x1, room.T, k2)],
    "#FFFDF4",
    { stroke: "#D8D6CF", "stroke-width": 1.5 },
  );
}

// ---------------------------------------------------------------------------
// Scene: home interior (living room, bedroom, dining room, office, entry, nook, sunroom)
// ---------------------------------------------------------------------------

function interiorScene(svg: Svg, rng: Random, input: SceneInput): void {
  defineShared(svg);
  const { width: W, height: H } = svg;
  const kind = variant(
    input,
    [
      ["bedroom", ["bedroom", "nursery", "guest room"]],
      ["dining", ["dining"]],
      ["office", ["office", "study"]],
      ["entry", ["entryway", "entry", "hallway", "foyer", "mudroom"]],
      ["nook", ["nook", "reading"]],
      ["sunroom", ["sunroom"]],
      ["living", ["living room", "great room", "family room", "den", "living"]],
    ] as const,
    "living",
  );
  const time = pickTime(rng);
  const view: WindowView = has(input.hint, "lake", "lakeside", "lake-house")
    ? "lake"
    : has(input.hint, "snow", "winter")
      ? "snow"
      : "trees";
  const wallW = W * rng.range(0.64, 0.72);
  const L = (W - wallW) / 2 + rng.range(-50, 50);
  const R = L + wallW;
  const room = new Room(
    L + wallW * rng.range(0.38, 0.62),
    H * rng.range(0.4, 0.47),
    L,
    R,
    H * rng.range(0.08, 0.12),
    H * rng.range(0.72, 0.76),
  );
  const { B } = room;
  const ft = room.foot;
  const windowSide = rng.sign();
  const wall = input.color;
  const trim = lightness(wall) > 0.88 ? "#FBFAF6" : WHITE_PAINT;
  const floor: Floor =
    kind === "bedroom" && rng.chance(0.35)
      ? { kind: "carpet", color: rng.pick(["#CFC6B8", "#B9B4AC", "#D8CFC2"]) }
      : { kind: "wood", color: rng.pick(WOOD_FLOORS) };
  drawRoomShell(svg, rng, room, {
    wall,
    ceiling: CEILING_WHITE,
    floor,
    baseboard: trim,
    crown: rng.chance(0.6),
    lightFrom: windowSide < 0 ? "left" : "right",
  });

  const upholstery = contrasting(rng, UPHOLSTERY, wall, 0.2);
  const accent = rng.pick(ART_COLORS);
  const wood = rng.pick(["#8A6342", "#A97C50", "#5E4432", "#C49A6C"]);
  const frame = rng.pick(["#2E2A26", "#C9A57A", "#F4F2EC", BRASS]);
  const rugColor = rng.pick(["#D9CFC0", "#B8B2A6", "#C9B8A0", "#9AA5A8", "#E4DDD0"]);
  const rugBorder = darken(rugColor, 0.18);
  const curtains = rng.chance(0.4) ? rng.pick(["#F1ECE2", "#D9CFC0", "#C8CFC9"]) : undefined;
  const fromWindow = (share: number) => (windowSide < 0 ? L + wallW * share : R - wallW * share);
  const awayFromWindow = (share: number) => (windowSide < 0 ? R - wallW * share : L + wallW * share);
  const swatchWall = has(input.hint, "swatch", "sample");

  const backWindow = (
    cx: number,
    widthFt: number,
    topFt: number,
    bottomFt: number,
    muntins: "cross" | "grid",
  ) => {
    const y1 = B - topFt * ft;
    const y2 = B - bottomFt * ft;
    const w = widthFt * ft;
    svg.add(windowUnit(svg, rng, cx - w / 2, y1, w, y2 - y1, time, view, { trim, muntins, curtains }));
    svg.add(lightSpill(svg, room, cx - w / 2, cx + w / 2, windowSide * -ft * 2));
  };
  /** Art above furniture, or paint swatches when the caption is about choosing colours. */
  const wallDecor = (cx: number, cyFt: number, widthFt: number, heightFt: number) => {
    if (swatchWall) {
      const samples = [input.color, ...PAINT_PALETTE.filter((p) => p.hex !== input.color).map((p) => p.hex)];
      svg.add(onWall(room, cx, B - cyFt * ft, swatches([samples[0]!, rng.pick(samples), rng.pick(samples)])));
      return;
    }
    if (rng.chance(0.3) && widthFt > 2.6) {
      const w = (widthFt / 2 - 0.2) * ft;
      svg.add(framedArt(rng, cx - w / 2 - ft * 0.2, B - cyFt * ft, w, heightFt * ft, frame));
      svg.add(framedArt(rng, cx + w / 2 + ft * 0.2, B - cyFt * ft, w, heightFt * ft, frame));
    } else {
      svg.add(framedArt(rng, cx, B - cyFt * ft, widthFt * ft, heightFt * ft, frame));
    }
  };

  if (kind === "living") {
    const sofaX = awayFromWindow(rng.range(0.34, 0.4));
    svg.add(rug(room, sofaX - 5 * ft, sofaX + 5 * ft, 1.14, 1.95, rugColor, rugBorder));
    backWindow(fromWindow(0.17), 3.3, 7.2, 2.6, "cross");
    wallDecor(sofaX, 5.6, 3.4, 2.3);
    svg.add(onFloor(room, windowSide < 0 ? R - 1.1 * ft : L + 1.1 * ft, 1.05, plant(rng, 150, "#E9E4DA")));
    svg.add(onFloor(room, sofaX - windowSide * 4.7 * ft, 1.06, floorLamp("#F3EBDD", time !== "midday")));
    svg.add(onFloor(room, sofaX, 1.1, sofa(upholstery, accent)));
    svg.add(onFloor(room, sofaX, 1.55, coffeeTable(wood)));
  } else if (kind === "bedroom") {
    const bedX = L + wallW * rng.range(0.47, 0.53);
    const side: Side = windowSide < 0 ? "left" : "right";
    svg.add(sideWindow(svg, rng, room, side, 1.3, 1.95, B - 7 * ft, B - 2.8 * ft, time, trim, 2, view));
    svg.add(rug(room, bedX - 4.6 * ft, bedX + 4.6 * ft, 1.2, 1.7, rugColor, rugBorder));
    wallDecor(bedX, 7, 3, 1.5);
    const duvet = rng.pick(["#FBFAF7", "#EFEBE3", "#E3E6E8"]);
    const head = contrasting(rng, UPHOLSTERY, wall, 0.15);
    for (const s of [-1, 1]) {
      svg.add(
        onFloor(
          room,
          bedX + s * 5.1 * ft,
          1.03,
          nightstand(wood) + place(0, -130, 1, tableLamp("#F3EBDD", "#D9CBB5")),
        ),
      );
    }
    svg.add(onFloor(room, bedX, 1.05, bed(head, duvet, accent)));
  } else if (kind === "dining") {
    const boardX = awayFromWindow(rng.range(0.3, 0.36));
    const tableX = L + wallW * rng.range(0.45, 0.55);
    backWindow(fromWindow(0.19), 3.4, 7.2, 2.4, "cross");
    wallDecor(boardX, 5.3, 3.2, 2.2);
    svg.add(onFloor(room, boardX, 1.02, sideboard(wood)));
    svg.add(rug(room, tableX - 5.5 * ft, tableX + 5.5 * ft, 1.2, 1.8, rugColor, rugBorder));
    svg.add(
      onFloor(room, tableX, 1.4, diningSet(wood, contrasting(rng, [...UPHOLSTERY, "#2E2A26"], wall, 0.2))),
    );
    svg.add(pendant(room, tableX, 1.4, 5.6, rng.pick(["#2E2A26", BRASS, "#F4F2EC"])));
  } else if (kind === "office") {
    const deskX = awayFromWindow(rng.range(0.36, 0.4));
    backWindow(fromWindow(0.18), 3, 7, 3, "cross");
    svg.add(onWall(room, deskX, B - 5.6 * ft, wallShelves(rng, wood)));
    svg.add(onFloor(room, deskX, 1.04, desk(wood, rng.pick(["#5B7F95", "#7D9A7A", "#D9A05B"]))));
    svg.add(
      onFloor(
        room,
        deskX + rng.sign() * rng.range(1.6, 2) * ft,
        1.3,
        officeChair(rng.pick(["#2E2E30", "#5F6F5E", "#3F4A5A"])),
      ),
    );
    svg.add(
      onFloor(room, fromWindow(0.02) + (windowSide < 0 ? 1 : -1) * ft, 1.08, plant(rng, 170, "#C9B8A0")),
    );
  } else if (kind === "entry") {
    const benchX = awayFromWindow(rng.range(0.34, 0.4));
    const doorSide: Side = windowSide < 0 ? "left" : "right";
    svg.add(sideDoor(room, doorSide, 1.35, 1.85, trim, rng.pick([WHITE_PAINT, ...DOOR_COLORS])));
    svg.add(rug(room, (L + R) / 2 - 1.8 * ft, (L + R) / 2 + 1.8 * ft, 1.05, 3, rugColor, rugBorder));
    wallDecor(fromWindow(0.24), 5, 2.6, 3.2);
    svg.add(onWall(room, benchX, B - 5.6 * ft, coatHooks(rng, wood)));
    svg.add(onFloor(room, benchX, 1.03, bench(wood, upholstery)));
    svg.add(onFloor(room, fromWindow(0.24), 1.05, plant(rng, 130, "#D9CBB5")));
  } else if (kind === "nook") {
    const chairX = awayFromWindow(rng.range(0.4, 0.46));
    backWindow(fromWindow(0.18), 3.2, 7.2, 2.6, "cross");
    wallDecor(chairX, 5.4, 2.4, 3);
    svg.add(rug(room, chairX - 3.5 * ft, chairX + 3.5 * ft, 1.15, 1.8, rugColor, rugBorder));
    svg.add(onFloor(room, chairX - windowSide * 3.4 * ft, 1.07, floorLamp("#F3EBDD", true)));
    svg.add(onFloor(room, chairX + windowSide * 2.9 * ft, 1.12, sideTable(wood)));
    svg.add(onFloor(room, chairX, 1.14, armchair(upholstery, accent)));
    svg.add(onFloor(room, awayFromWindow(0.05) + windowSide * 0.5 * ft, 1.06, plant(rng, 160, "#E9E4DA")));
  } else {
    // Sunroom: a run of tall windows.
    for (const share of [0.2, 0.5, 0.8]) backWindow(L + wallW * share, wallW / ft / 4.8, 7.6, 1.6, "grid");
    const chairX = L + wallW * rng.pick([0.36, 0.64]);
    svg.add(rug(room, chairX - 3.5 * ft, chairX + 3.5 * ft, 1.25, 1.9, rugColor, rugBorder));
    svg.add(onFloor(room, L + 1.2 * ft, 1.1, plant(rng, 190, "#C9B8A0")));
    svg.add(onFloor(room, R - 1.2 * ft, 1.1, plant(rng, 150, "#E9E4DA")));
    svg.add(onFloor(room, chairX + (chairX < (L + R) / 2 ? -3 : 3) * ft, 1.28, floorLamp("#F3EBDD", false)));
    svg.add(onFloor(room, chairX, 1.32, armchair(upholstery, accent)));
    svg.add(
      onFloor(room, (L + R) / 2 + (chairX < (L + R) / 2 ? 2.5 : -2.5) * ft, 1.6, plant(rng, 120, "#D9CBB5")),
    );
  }

  // Work in progress, when the caption mentions it; kept above the bottom edge.
  const nearest = Math.min(1.75, (H - 30 - room.vy) / (B - room.vy));
  const nearSide = windowSide < 0 ? L + wallW * 0.16 : R - wallW * 0.16;
  if (has(input.hint, "ladder")) svg.add(onFloor(room, nearSide, 1.22, stepLadder("#C9CDD1")));
  if (has(input.hint, "roller", "tray", "drop cloth")) {
    const x = windowSide < 0 ? R - wallW * 0.24 : L + wallW * 0.24;
    svg.add(onFloor(room, x, nearest - 0.08, dropCloth(420)));
    if (has(input.hint, "roller", "tray")) svg.add(onFloor(room, x, nearest, rollerTray(input.color)));
  }
  drawTint(svg, time);
}

// ---------------------------------------------------------------------------
// Scene: commercial (office, lobby, café, retail interior, storefront)
// ---------------------------------------------------------------------------

function receptionDesk(front: string, top: string): string {
  let out = floorShadow(280, 0.16);
  out += rect(-260, -205, 520, 200, front, { rx: 6 });
  for (let x = -240; x < 250; x += 24) out += rect(x, -190, 8, 176, darken(front, 0.08));
  out += rect(-275, -222, 550, 20, top, { rx: 4 });
  out += rect(-262, -14, 524, 12, darken(front, 0.3));
  out += rect(60, -300, 120, 78, "#26272B", { rx: 5 }) + rect(112, -236, 16, 14, "#26272B");
  out += ellipse(-150, -232, 30, 10, "#E9E4DA") + circle(-150, -252, 18, "#5F8F52");
  return out;
}

/** A round emblem standing in for a business logo (no lettering). */
function emblem(color: string, size: number): string {
  const ink = lightness(color) > 0.6 ? darken(color, 0.55) : lighten(color, 0.75);
  let out = circle(0, 0, size, "none", { stroke: ink, "stroke-width": size * 0.08 });
  out += pathEl(
    `M${fmt(-size * 0.5)} ${fmt(size * 0.25)}L${fmt(-size * 0.1)} ${fmt(-size * 0.35)}L${fmt(size * 0.15)} ${fmt(
      size * 0.05,
    )}L${fmt(size * 0.3)} ${fmt(-size * 0.15)}L${fmt(size * 0.55)} ${fmt(size * 0.25)}Z`,
    ink,
  );
  return out;
}

function bistroSet(wood: string, chair: string): string {
  let out = floorShadow(110, 0.14);
  for (const s of [-1, 1]) {
    const x = s * 78;
    out += rect(x - 28, -200, 56, 80, chair, { rx: 12 });
    out += rect(x - 32, -118, 64, 12, darken(chair, 0.1), { rx: 4 });
    out += rect(x - 26, -108, 5, 108, "#2E2A26") + rect(x + 21, -108, 5, 108, "#2E2A26");
  }
  out += ellipse(0, -140, 70, 12, wood);
  out += rect(-4, -134, 8, 130, "#2E2A26") + ellipse(0, -4, 34, 6, "#2E2A26");
  out += rect(-14, -170, 20, 26, "#F4F2EC", { rx: 3 });
  return out;
}

/** A row of stocked shelves, origin at the centre of the bottom shelf. */
function stockedShelves(rng: Random, width: number, rows: number, wood: string): string {
  let out = "";
  const goods = ["#E8D7B5", "#C75D4A", "#5B7F95", "#D9A05B", "#7D9A7A", "#F4F2EC", "#3F4A5A", "#E3B9A8"];
  for (let r = 0; r < rows; r++) {
    const y = -r * 95;
    let x = -width / 2 + 8;
    while (x < width / 2 - 30) {
      const w = rng.range(18, 44);
      const h = rng.range(30, 72);
      const kind = rng.int(0, 2);
      const c = rng.pick(goods);
      if (kind === 0) out += rect(x, y - h, w, h, c, { rx: 2 });
      else if (kind === 1) out += rect(x, y - h * 0.8, w, h * 0.8, c, { rx: w / 3 });
      else
        for (let i = 0; i < 4; i++)
          out += rect(x, y - 9 * (i + 1), w + 6, 8, i % 2 ? c : lighten(c, 0.2), { rx: 2 });
      x += w + rng.range(6, 16);
    }
    out +=
      rect(-width / 2, y, width, 10, wood) + rect(-width / 2, y + 10, width, 5, "#000", { opacity: 0.12 });
  }
  return out;
}

function commercialScene(svg: Svg, rng: Random, input: SceneInput): void {
  const kind = variant(
    input,
    [
      ["storefront", ["storefront", "facade"]],
      ["lobby", ["lobby", "reception", "clinic", "dental"]],
      ["cafe", ["cafe", "coffee", "restaurant", "bakery"]],
      ["retail", ["boutique", "retail", "store", "shop", "merchandise"]],
      ["office", ["office", "coworking", "workspace"]],
    ] as const,
    "office",
  );
  if (kind === "storefront") {
    storefrontScene(svg, rng, input);
    return;
  }
  defineShared(svg);
  const { width: W, height: H } = svg;
  const time = pickTime(rng);
  const wallW = W * rng.range(0.66, 0.74);
  const L = (W - wallW) / 2 + rng.range(-40, 40);
  const R = L + wallW;
  const room = new Room(
    L + wallW * rng.range(0.4, 0.6),
    H * rng.range(0.38, 0.44),
    L,
    R,
    H * 0.1,
    H * 0.72,
    10,
  );
  const { B } = room;
  const ft = room.foot;
  const accent = input.color;
  const neutral = lightness(accent) > 0.78 ? "#E2E1DC" : "#EEEDE9";
  const windowSide: Side = rng.chance(0.5) ? "left" : "right";
  const floor: Floor =
    kind === "office"
      ? { kind: "tile", color: rng.pick(["#8E9093", "#9C978E", "#7E858C"]) }
      : kind === "retail"
        ? { kind: "concrete", color: rng.pick(["#B9B6AF", "#A8A49C"]) }
        : kind === "lobby"
          ? { kind: "tile", color: rng.pick(["#D6D2CA", "#C4BDB2"]) }
          : { kind: "wood", color: rng.pick(WOOD_FLOORS) };
  drawRoomShell(svg, rng, room, {
    wall: accent,
    sideWall: neutral,
    ceiling: CEILING_WHITE,
    floor,
    baseboard: kind === "office" || kind === "lobby" ? "#5A5A5C" : WHITE_PAINT,
    crown: false,
    lightFrom: windowSide,
  });
  svg.add(ceilingGrid(room, "#CFCCC4"));
  svg.add(
    sideWindow(
      svg,
      rng,
      room,
      windowSide,
      1.15,
      2.6,
      room.T + 0.8 * ft,
      B - 0.5 * ft,
      time,
      "#4A4D52",
      4,
      rng.pick(["city", "trees"]),
    ),
  );
  const cx = (L + R) / 2 + rng.range(-0.1, 0.1) * wallW;
  const wood = rng.pick(["#A97C50", "#C49A6C", "#8A6342"]);

  if (kind === "office") {
    svg.add(
      ceilingPanel(room, cx - 4 * ft, cx + 4 * ft, 1.5, 1.7),
      ceilingPanel(room, cx - 4 * ft, cx + 4 * ft, 2.3, 2.6),
    );
    svg.add(onWall(room, cx, B - 7 * ft, emblem(accent, 55)));
    const deskCount = wallW / ft > 19 ? 3 : 2;
    for (let i = 0; i < deskCount; i++) {
      const x = L + (wallW * (i + 0.5)) / deskCount;
      svg.add(onFloor(room, x, 1.06, desk("#E9E6DF", rng.pick(["#5B7F95", "#7D9A7A", "#9AA5A8"]))));
      svg.add(
        onFloor(
          room,
          x + (i % 2 ? 1 : -1) * rng.range(1.4, 1.8) * ft,
          1.28,
          officeChair(rng.pick(["#2E2E30", "#3F4A5A", "#5F6F5E"])),
        ),
      );
    }
    svg.add(
      onFloor(room, windowSide === "left" ? R - 1.2 * ft : L + 1.2 * ft, 1.1, plant(rng, 200, "#E9E4DA")),
    );
  } else if (kind === "lobby") {
    svg.add(onWall(room, cx, B - 6.6 * ft, emblem(accent, 70)));
    for (const dx of [-3.5, 0, 3.5])
      svg.add(pendant(room, cx + dx * ft, 1.4, 7.4, rng.pick([BRASS, "#2E2A26"])));
    svg.add(onFloor(room, cx, 1.3, receptionDesk(rng.pick(["#F2F0EA", "#C9A57A", "#E2DED6"]), "#FBFAF7")));
    const seatsX = windowSide === "left" ? L + wallW * 0.14 : R - wallW * 0.14;
    const chair = contrasting(rng, UPHOLSTERY, neutral, 0.2);
    svg.add(onFloor(room, seatsX, 1.75, armchair(chair, rng.pick(ART_COLORS))));
    svg.add(
      onFloor(room, windowSide === "left" ? R - 1.2 * ft : L + 1.2 * ft, 1.15, plant(rng, 210, "#2E2A26")),
    );
  } else if (kind === "retail") {
    for (const dx of [-4, 0, 4]) svg.add(pendant(room, cx + dx * ft, 1.5, 7.8, "#2E2A26"));
    svg.add(onWall(room, cx, B - 2.4 * ft, stockedShelves(rng, 560, 3, wood)));
    const counterX = windowSide === "left" ? R - wallW * 0.16 : L + wallW * 0.16;
    svg.add(onFloor(room, counterX, 1.2, receptionDesk("#F2F0EA", wood)));
    svg.add(
      onFloor(
        room,
        cx + (windowSide === "left" ? -2 : 2) * ft,
        1.5,
        floorShadow(200, 0.14) +
          rect(-190, -120, 380, 16, wood, { rx: 3 }) +
          rect(-180, -104, 12, 104, darken(wood, 0.3)) +
          rect(168, -104, 12, 104, darken(wood, 0.3)) +
          place(0, -120, 1, stockedShelves(rng, 340, 1, wood)),
      ),
    );
  } else {
    // Café: counter along the accent wall, menu boards, bistro tables.
    for (const dx of [-3, 0, 3]) svg.add(pendant(room, cx + dx * ft, 1.25, 7.2, "#fff", true));
    const boardW = 2.6 * ft;
    for (const dx of [-1.5, 1.5]) {
      const bx = cx + dx * ft - boardW / 2;
      const by = B - 8.3 * ft;
      svg.add(rect(bx, by, boardW, 2 * ft, "#2A2B2C", { stroke: wood, "stroke-width": 6 }));
      for (let i = 0; i < 5; i++) {
        svg.add(
          rect(bx + 12, by + 14 + i * 0.33 * ft, boardW * rng.range(0.4, 0.75), 3, "#EDEBE6", {
            opacity: 0.5,
          }),
        );
      }
    }
    const counter =
      floorShadow(330, 0.15) +
      rect(-320, -200, 640, 196, rng.pick(["#F2F0EA", wood, "#3F4A5A"]), { rx: 4 }) +
      rect(-330, -214, 660, 16, "#FBFAF7", { rx: 3 }) +
      rect(-260, -300, 110, 86, "#C9CDD1", { rx: 8 }) +
      rect(-250, -290, 90, 20, "#2E2E30") +
      rect(60, -290, 200, 76, "#FFFFFF", { opacity: 0.55, stroke: "#C9CDD1", "stroke-width": 3 }) +
      ellipse(110, -232, 26, 10, "#D9A05B") +
      ellipse(180, -232, 26, 10, "#C7875A");
    svg.add(onFloor(room, cx, 1.1, counter));
    const chair = contrasting(rng, ["#2E2A26", "#C9A57A", "#5F6F5E", "#E9E4DA"], accent, 0.15);
    svg.add(onFloor(room, cx - 5 * ft, 1.75, bistroSet(wood, chair)));
    svg.add(onFloor(room, cx + 5 * ft, 1.9, bistroSet(wood, chair)));
  }
  drawTint(svg, time);
}

function storefrontScene(svg: Svg, rng: Random, input: SceneInput): void {
  const { width: W, height: H } = svg;
  const time = pickTime(rng);
  drawSky(svg, rng, time, H * 0.45, 2);
  const paint = input.color;
  const brick = rng.pick(["#A0553F", "#8E4A3A", "#B3765C", "#C9B79C"]);
  const bricks = svg.pattern(
    48,
    28,
    rect(0, 0, 48, 28, brick) +
      rect(0, 13, 48, 1.6, "#000", { opacity: 0.18 }) +
      rect(0, 27, 48, 1.6, "#000", { opacity: 0.18 }) +
      rect(23, 0, 1.6, 13, "#000", { opacity: 0.18 }) +
      rect(0, 14, 1.6, 13, "#000", { opacity: 0.18 }) +
      rect(4, 2, 16, 9, "#fff", { opacity: 0.05 }) +
      rect(28, 16, 16, 9, "#000", { opacity: 0.05 }),
  );
  // Neighbouring buildings at the edges.
  svg.add(rect(0, H * 0.16, 90, H * 0.7, "#C9B79C"), rect(W - 90, H * 0.2, 90, H * 0.66, "#8E6F5E"));
  const left = 70;
  const right = W - 70;
  const top = H * rng.range(0.08, 0.14);
  const signTop = H * 0.43;
  const signBottom = H * 0.51;
  const ground = H * 0.86;
  svg.add(rect(left, top, right - left, ground - top, bricks));
  svg.add(
    rect(left - 12, top - 14, right - left + 24, 26, lighten(brick, 0.35)),
    rect(left - 6, top + 12, right - left + 12, 8, "#000", { opacity: 0.12 }),
  );
  // Upper windows with stone lintels.
  const upper = rng.int(3, 4);
  for (let i = 0; i < upper; i++) {
    const wx = left + ((right - left) * (i + 0.5)) / upper;
    const wy = top + 60;
    const ww = 110;
    const wh = signTop - wy - 70;
    svg.add(rect(wx - ww / 2 - 12, wy - 22, ww + 24, 20, "#E8E1D3"));
    svg.add(
      rect(
        wx - ww / 2,
        wy,
        ww,
        wh,
        svg.linear(
          [
            [0, "#8FA9BD"],
            [1, "#D5E3EC"],
          ],
          0,
          0,
          1,
          1,
        ),
      ),
    );
    svg.add(rect(wx - 3, wy, 6, wh, "#F4F2EC"), rect(wx - ww / 2, wy + wh / 2 - 3, ww, 6, "#F4F2EC"));
    svg.add(rect(wx - ww / 2 - 8, wy + wh, ww + 16, 10, "#E8E1D3"));
  }
  // Painted storefront: sign band, pilasters, display windows, door.
  svg.add(rect(left, signTop, right - left, ground - signTop, paint));
  svg.add(rect(left + 20, signTop + 12, right - left - 40, signBottom - signTop - 24, darken(paint, 0.08)));
  svg.add(place(W / 2, (signTop + signBottom) / 2, 1, emblem(paint, 24)));
  for (const lx of [W * 0.3, W * 0.7]) {
    svg.add(
      pathEl(`M${fmt(lx)} ${fmt(signTop - 4)}V${fmt(signTop - 30)}H${fmt(lx + 26)}`, "none", {
        stroke: "#2E2A26",
        "stroke-width": 4,
      }),
    );
    svg.add(pathEl(`M${fmt(lx + 12)} ${fmt(signTop - 30)}h28l-6 14h-16z`, "#2E2A26"));
  }
  const doorW = 120;
  const doorX = W / 2 + rng.pick([-1, 0, 1]) * 260 - doorW / 2;
  const glassTop = signBottom + 18;
  const kick = ground - 60;
  const interior = svg.linear([
    [0, "#F3DDB2"],
    [1, "#C9A57A"],
  ]);
  const panes: Array<[number, number]> = [
    [left + 40, doorX - 30],
    [doorX + doorW + 30, right - 40],
  ];
  for (const [x1, x2] of panes) {
    if (x2 - x1 < 60) continue;
    svg.add(rect(x1, glassTop, x2 - x1, kick - glassTop, interior));
    svg.add(place((x1 + x2) / 2, kick - 30, 0.9, stockedShelves(rng, (x2 - x1) * 0.9, 2, "#8A6342")));
    svg.add(
      polygon(
        [
          [x1 + (x2 - x1) * 0.5, glassTop],
          [x1 + (x2 - x1) * 0.7, glassTop],
          [x1 + (x2 - x1) * 0.4, kick],
          [x1 + (x2 - x1) * 0.2, kick],
        ],
        "#fff",
        { opacity: 0.2 },
      ),
    );
    svg.add(
      rect(x1, glassTop, x2 - x1, kick - glassTop, "none", {
        stroke: darken(paint, 0.15),
        "stroke-width": 8,
      }),
    );
    for (let px = x1 + 20; px < x2 - 40; px += 120)
      svg.add(
        rect(px, kick + 12, 100, 36, darken(paint, 0.07), { stroke: darken(paint, 0.18), "stroke-width": 2 }),
      );
  }
  svg.add(rect(doorX - 10, glassTop - 10, doorW + 20, ground - glassTop + 10, darken(paint, 0.15)));
  svg.add(rect(doorX, glassTop, doorW, ground - glassTop, interior));
  svg.add(rect(doorX, glassTop, doorW, ground - glassTop, "none", { stroke: paint, "stroke-width": 14 }));
  svg.add(rect(doorX + doorW - 30, (glassTop + ground) / 2, 8, 50, "#C9CDD1", { rx: 3 }));
  if (rng.chance(0.7)) {
    const stripe = contrasting(rng, ["#F4F2EC", "#C75D4A", "#5B7F95", "#2F3D4C", "#7D9A7A"], paint, 0.2);
    const awning = svg.pattern(60, 10, rect(0, 0, 30, 10, stripe) + rect(30, 0, 30, 10, "#F4F2EC"));
    for (const [x1, x2] of panes) {
      if (x2 - x1 < 60) continue;
      const pts: Point[] = [
        [x1 - 10, glassTop - 6],
        [x2 + 10, glassTop - 6],
        [x2 + 30, glassTop + 60],
        [x1 - 30, glassTop + 60],
      ];
      svg.add(polygon(pts, awning), rect(x1 - 30, glassTop + 60, x2 - x1 + 60, 12, stripe));
    }
  }
  // Sidewalk, planters and a street tree.
  svg.add(
    rect(0, ground, W, H - ground, "#C9C6BF"),
    rect(0, H - 26, W, 26, "#8C8A86"),
    rect(0, ground, W, 5, "#000", { opacity: 0.12 }),
  );
  for (let x = 40; x < W; x += 160) svg.add(line(x, ground, x - 40, H - 26, "#A9A6A0", 2));
  for (const px of [doorX - 70, doorX + doorW + 70]) {
    svg.add(
      place(
        px,
        ground + 30,
        1,
        floorShadow(45) +
          rect(-40, -70, 80, 70, "#3A3D40", { rx: 4 }) +
          shrub(rng, 0, -66, 90, rng.pick(FOLIAGE), true),
      ),
    );
  }
  svg.add(deciduousTree(rng, rng.pick([30, W - 30]), H - 30, 1.3, rng.chance(0.25)));
  drawTint(svg, time);
}

// ---------------------------------------------------------------------------
// Scene: house exterior
// ---------------------------------------------------------------------------

interface ExteriorExtras {
  ladder?: boolean;
  van?: boolean;
  /** Show the walls half repainted (old colour on the right). */
  repaint?: boolean;
  lake?: boolean;
  pines?: boolean;
  time?: TimeOfDay;
  /** House size relative to a 1200x800 picture. */
  scale?: number;
  style?: HouseStyle;
}

function exteriorScene(svg: Svg, rng: Random, input: SceneInput, extras: ExteriorExtras = {}): void {
  defineShared(svg);
  const { width: W, height: H } = svg;
  const time = extras.time ?? (has(input.hint, "sunny", "clear sky") ? "midday" : pickTime(rng));
  const theme = SKIES[time];
  const horizon = H * rng.range(0.62, 0.67);
  drawSky(svg, rng, time, horizon + 40, rng.int(1, 3));
  const lake = extras.lake ?? has(input.hint, "lake");
  svg.add(pathEl(treeLine(rng, 0, W, horizon, 20, 70), mix("#6F9377", theme.bottom, 0.45)));
  let lawnTop = horizon;
  if (lake) {
    lawnTop = horizon + H * 0.06;
    svg.add(
      rect(
        0,
        horizon,
        W,
        lawnTop - horizon,
        svg.linear([
          [0, "#7FA7C4"],
          [1, "#A9C8D8"],
        ]),
      ),
    );
    for (let i = 0; i < 6; i++) {
      svg.add(
        rect(rng.range(0, W), horizon + rng.range(4, lawnTop - horizon - 4), rng.range(40, 140), 2, "#fff", {
          opacity: 0.5,
        }),
      );
    }
  }
  if (!lake) svg.add(pathEl(treeLine(rng, 0, W, lawnTop + 2, 30, 100), mix("#4F7A52", theme.bottom, 0.2)));
  drawLawn(svg, lawnTop);

  const scale = extras.scale ?? W / 1200;
  const style =
    extras.style ??
    variant(
      input,
      [
        ["rambler", ["rambler"]],
        ["split-level", ["split-level", "split level", "split"]],
        ["two-story", ["two-story", "two story", "two-storey", "colonial", "farmhouse", "craftsman"]],
      ] as const,
      rng.pick(["rambler", "two-story", "split-level"] as const),
    );
  const groundY = lawnTop + (H - lawnTop) * 0.45;
  const houseX = W / 2 + rng.range(-70, 70) * scale;
  const trim = lightness(input.color) > 0.86 ? "#FBFAF6" : WHITE_PAINT;
  const result = house(svg, rng, {
    style,
    body: input.color,
    trim,
    roof: rng.pick(ROOF_COLORS),
    door: input.accent ?? contrasting(rng, DOOR_COLORS, input.color, 0.15),
    shutters: rng.chance(0.35)
      ? contrasting(rng, ["#2F2F30", "#2F3D4C", "#4B2929", "#5E6259"], input.color, 0.25)
      : null,
    sidingGap: rng.int(13, 18),
    pitch: rng.range(0.75, 1.25),
    side: rng.sign(),
    porch: style === "two-story" && rng.chance(0.5),
    repaint: extras.repaint ? { old: "#D9D0BF", done: rng.range(0.45, 0.6) } : undefined,
  });
  const sx = (x: number) => houseX + x * scale;

  // Trees behind the house first, then drive and walk, then the house and plantings.
  const treeSide = rng.sign();
  const treeX =
    treeSide < 0
      ? Math.min(sx(result.extent[0]) - 40 * scale, W * 0.12)
      : Math.max(sx(result.extent[1]) + 40 * scale, W * 0.88);
  const autumn = rng.chance(0.2);
  if (extras.pines || rng.chance(0.4)) {
    for (const px of [sx(result.extent[0]) - 30 * scale, sx(result.extent[1]) + 50 * scale]) {
      svg.add(pineTree(px, groundY - 10 * scale, rng.range(300, 420) * scale, "#2F5D46"));
    }
  }
  if (result.garageDoor) {
    const [a, b] = result.garageDoor;
    svg.add(
      polygon(
        [
          [sx(a), groundY],
          [sx(b), groundY],
          [sx(b) + (sx(b) - W / 2) * 0.5 + 60, H],
          [sx(a) + (sx(a) - W / 2) * 0.5 - 60, H],
        ],
        svg.linear([
          [0, "#BDB9B1"],
          [1, "#D6D3CC"],
        ]),
      ),
    );
  }
  const door = sx(result.frontDoor);
  svg.add(
    polygon(
      [
        [door - 40 * scale, groundY],
        [door + 40 * scale, groundY],
        [door + 70 * scale + (door - W / 2) * 0.3, H],
        [door - 70 * scale + (door - W / 2) * 0.3, H],
      ],
      "#CFC9BD",
    ),
  );
  svg.add(place(houseX, groundY, scale, result.markup));
  for (const x of result.shrubs) {
    svg.add(
      shrub(rng, sx(x), groundY + 6 * scale, rng.range(70, 110) * scale, rng.pick(FOLIAGE), rng.chance(0.4)),
    );
  }
  svg.add(deciduousTree(rng, treeX, groundY + 30 * scale, rng.range(1.3, 1.7) * scale, autumn));

  if (extras.ladder || has(input.hint, "ladder")) {
    const [lx, ly] = result.ladderSpot;
    const topX = sx(lx);
    const topY = groundY + ly * scale;
    const footX = topX - 70 * scale;
    const footY = groundY + 12 * scale;
    const length = Math.hypot(topX - footX, footY - topY);
    const angle = (Math.atan2(topX - footX, footY - topY) * 180) / Math.PI;
    svg.add(place(footX, footY, scale, leaningLadder(length / scale, angle, "#C9CDD1")));
    svg.add(place(footX - 40 * scale, footY + 10 * scale, scale * 0.36, paintBucket(input.color)));
  }
  if (extras.van) {
    defineVanPaint(svg);
    // Parked on the driveway when there is one, otherwise away from the ladder.
    const ladderX = sx(result.ladderSpot[0]);
    const vanX = result.garageDoor
      ? (sx(result.garageDoor[0]) + sx(result.garageDoor[1])) / 2 +
        (sx(result.garageDoor[0]) < W / 2 ? -60 : 60) * scale
      : ladderX > W / 2
        ? W * 0.25
        : W * 0.75;
    svg.add(place(vanX, H - 24 * scale, scale * 0.95, van()));
  }
  drawTint(svg, time);
}

// ---------------------------------------------------------------------------
// Scene: drywall (hanging boards on studs, taped seams, patches)
// ---------------------------------------------------------------------------

function drywallScene(svg: Svg, rng: Random, input: SceneInput): void {
  defineShared(svg);
  const { width: W, height: H } = svg;
  const kind = variant(
    input,
    [
      ["install", ["stud", "installation", "install", "hung", "hanging", "new"]],
      ["patch", ["patch", "repair", "hole", "crack"]],
      ["taping", ["taped", "taping", "seam", "mudded", "finish"]],
    ] as const,
    "taping",
  );
  const floorY = H * 0.8;
  const ft = floorY / 8;
  const toFeet = ft / 55; // furniture and tools are drawn at 55 units per foot
  const stud = ft * (16 / 12);
  const studOffset = rng.range(0, stud);
  const board = "#E6E4DE";
  const mud = "#F3F2EE";

  if (kind === "install") {
    const insulation = rng.pick(["#E9A7A0", "#E8CF8A", "#C8A36E"]);
    svg.add(rect(0, 0, W, floorY, insulation));
    svg.add(
      rect(
        0,
        0,
        W,
        floorY,
        svg.pattern(
          90,
          40,
          pathEl("M0 20Q22 8 45 20T90 20", "none", {
            stroke: "#000",
            "stroke-opacity": 0.08,
            "stroke-width": 3,
          }),
        ),
      ),
    );
    for (let x = studOffset; x < W + stud; x += stud) {
      svg.add(rect(x - 10, 0, 20, floorY, "#D8B27E"), rect(x + 5, 0, 5, floorY, "#000", { opacity: 0.1 }));
    }
    svg.add(
      rect(0, 0, W, 18, "#CFA873"),
      rect(0, 18, W, 16, "#D8B27E"),
      rect(0, 34, W, 3, "#000", { opacity: 0.12 }),
    );
    svg.add(rect(0, floorY - 18, W, 18, "#CFA873"));
    // Boards already hung from the left, screwed into every stud.
    const sheet = ft * 4;
    const start = -rng.range(0.2, 0.6) * sheet;
    const hung = rng.int(2, 3);
    const end = start + hung * sheet;
    svg.add(rect(end, 0, 16, floorY, "#000", { opacity: 0.12 }));
    for (let i = 0; i < hung; i++) {
      const x = start + i * sheet;
      svg.add(rect(x, 0, sheet, floorY, board));
      svg.add(
        rect(
          x,
          0,
          14,
          floorY,
          svg.linear(
            [
              [0, "#D4D1CA"],
              [1, board],
            ],
            0,
            0,
            1,
            0,
          ),
        ),
      );
      svg.add(
        rect(
          x + sheet - 14,
          0,
          14,
          floorY,
          svg.linear(
            [
              [0, board],
              [1, "#D4D1CA"],
            ],
            0,
            0,
            1,
            0,
          ),
        ),
      );
      svg.add(rect(x, 0, 1.5, floorY, "#B9B6AF"));
    }
    const screws = svg.pattern(
      stud,
      ft,
      circle(0, ft / 2, 3.2, "#8F9297") + circle(-0.8, ft / 2 - 0.8, 1.2, "#D9DCDF"),
      `translate(${fmt(studOffset)} 0)`,
    );
    svg.add(rect(Math.max(0, start) + 6, 10, end - Math.max(0, start) - 12, floorY - 20, screws));
    svg.add(
      rect(
        0,
        0,
        end,
        floorY,
        svg.linear(
          [
            [0, "#fff", 0.12],
            [1, "#fff", 0],
          ],
          0,
          0,
          1,
          0,
        ),
      ),
    );
    // A sheet waiting its turn, leaning on the studs.
    const leanX = end + rng.range(1.2, 2.2) * ft;
    if (leanX + sheet * 0.9 < W + 40) {
      const w = sheet * 0.8;
      const lean = ft * 0.5;
      const topY = ft * 0.9;
      svg.add(
        polygon(
          [
            [leanX + 16, floorY],
            [leanX + w + 16, floorY],
            [leanX + w + lean + 10, topY + 10],
            [leanX + lean + 10, topY + 10],
          ],
          "#000",
          { opacity: 0.16 },
        ),
      );
      svg.add(
        polygon(
          [
            [leanX, floorY],
            [leanX + w, floorY],
            [leanX + w + lean, topY],
            [leanX + lean, topY],
          ],
          "#E2E0DA",
        ),
      );
      svg.add(
        polygon(
          [
            [leanX + w, floorY],
            [leanX + w + 10, floorY],
            [leanX + w + lean + 10, topY],
            [leanX + w + lean, topY],
          ],
          "#BDB9B1",
        ),
      );
    }
    svg.add(
      rect(
        0,
        floorY,
        W,
        H - floorY,
        svg.linear([
          [0, "#A9A59D"],
          [1, "#C4C0B8"],
        ]),
      ),
    );
    svg.add(place(Math.max(140, end - ft * 1.6), floorY + ft * 0.5, toFeet, stepLadder("#C9CDD1")));
    svg.add(place(Math.min(W - 120, end + ft * 0.9), floorY + ft * 0.9, toFeet, paintCan(input.color)));
  } else if (kind === "taping") {
    svg.add(rect(0, 0, W, floorY, board));
    const seamY = floorY - ft * 4;
    const sheetLong = ft * 12;
    const offset = rng.range(0, sheetLong);
    const feather = (x: number, y: number, w: number, h: number, vertical: boolean) =>
      rect(
        x,
        y,
        w,
        h,
        svg.linear(
          [
            [0, mud, 0],
            [0.3, mud, 0.75],
            [0.5, mud, 0.95],
            [0.7, mud, 0.75],
            [1, mud, 0],
          ],
          0,
          0,
          vertical ? 1 : 0,
          vertical ? 0 : 1,
        ),
      );
    svg.add(feather(0, seamY - 36, W, 72, false), rect(0, seamY - 5, W, 10, "#F7F6F2", { opacity: 0.7 }));
    for (let x = offset % sheetLong; x < W; x += sheetLong) {
      svg.add(feather(x - 40, 0, 80, seamY, true), rect(x - 5, 0, 10, seamY, "#F7F6F2", { opacity: 0.7 }));
      const x2 = x + sheetLong / 2;
      svg.add(
        feather(x2 - 40, seamY, 80, floorY - seamY, true),
        rect(x2 - 5, seamY, 10, floorY - seamY, "#F7F6F2", { opacity: 0.7 }),
      );
    }
    const spots = svg.pattern(
      stud,
      ft,
      ellipse(0, ft / 2, 9, 7, mud, { opacity: 0.9 }),
      `translate(${fmt(studOffset)} 0)`,
    );
    svg.add(rect(0, 0, W, floorY, spots));
    // The rolled section with its wavy wet edge.
    const edge = W * rng.range(0.5, 0.66);
    let d = `M${fmt(W)} 0H${fmt(edge)}`;
    for (let y = 0; y < floorY; y += 40)
      d += `Q${fmt(edge - rng.range(10, 26))} ${fmt(y + 20)} ${fmt(edge + rng.range(-8, 8))} ${fmt(Math.min(floorY, y + 40))}`;
    d += `V${fmt(floorY)}H${fmt(W)}Z`;
    svg.add(pathEl(d, input.color));
    svg.add(
      pathEl(
        d,
        svg.pattern(
          46,
          46,
          ellipse(12, 14, 9, 4, "#fff", { opacity: 0.06 }) +
            ellipse(32, 34, 10, 4, "#000", { opacity: 0.04 }),
        ),
      ),
    );
    svg.add(
      rect(
        0,
        0,
        W,
        floorY,
        svg.linear(
          [
            [0, "#fff", 0.14],
            [0.6, "#fff", 0],
            [1, "#000", 0.06],
          ],
          0,
          0,
          1,
          0,
        ),
      ),
    );
    svg.add(
      rect(
        0,
        floorY,
        W,
        H - floorY,
        svg.linear([
          [0, "#D9CFBC"],
          [1, "#E8DFCD"],
        ]),
      ),
    );
    for (let i = 0; i < 4; i++) {
      const x = rng.range(0, W);
      svg.add(
        pathEl(
          `M${fmt(x)} ${fmt(floorY + 10)}q40 ${fmt(rng.range(20, 60))} ${fmt(rng.range(60, 140))} ${fmt(rng.range(60, 120))}`,
          "none",
          { stroke: "#C9BDA6", "stroke-width": 3 },
        ),
      );
    }
    const ladderX = rng.range(0.18, 0.34) * W;
    svg.add(place(ladderX, floorY + ft * 0.55, toFeet, stepLadder(rng.pick(["#C9CDD1", "#E8B83A"]))));
    svg.add(place(ladderX + ft * 2.6, floorY + ft * 1.2, toFeet, mudPan()));
    svg.add(
      place(
        ladderX + ft * 4.2,
        floorY + ft * 1.25,
        toFeet,
        `<g transform="rotate(-70)">${tapingKnife(64)}</g>`,
      ),
    );
    svg.add(place(edge + ft * 2.5, floorY + ft * 1.1, toFeet, rollerTray(input.color)));
  } else {
    // Patch and repaint on a finished wall.
    svg.add(rect(0, 0, W, floorY, input.color));
    svg.add(
      rect(
        0,
        0,
        W,
        floorY,
        svg.linear(
          [
            [0, "#fff", 0.1],
            [1, "#000", 0.05],
          ],
          0,
          0,
          1,
          0,
        ),
      ),
    );
    const trim = WHITE_PAINT;
    svg.add(
      rect(0, floorY - ft * 0.5, W, ft * 0.5, trim),
      rect(0, floorY - ft * 0.5, W, 3, "#000", { opacity: 0.08 }),
    );
    if (rng.chance(0.6)) {
      const cx = rng.pick([0.12, 0.88]) * W;
      svg.add(
        rect(cx - 22, floorY - ft * 1.6, 44, 70, trim, {
          rx: 4,
          stroke: darken(trim, 0.1),
          "stroke-width": 1.5,
        }),
      );
      svg.add(
        rect(cx - 5, floorY - ft * 1.6 + 16, 10, 14, darken(trim, 0.25), { rx: 3 }),
        rect(cx - 5, floorY - ft * 1.6 + 40, 10, 14, darken(trim, 0.25), { rx: 3 }),
      );
    }
    const crack = has(input.subject, "crack");
    const count = rng.int(2, 3);
    const spots: Array<[number, number, number]> = [];
    for (let i = 0; i < count; i++) {
      const x = W * (0.18 + (0.64 * (i + 0.5)) / count) + rng.range(-40, 40);
      const y = floorY * rng.range(0.25, 0.6);
      spots.push([x, y, rng.range(70, 130)]);
    }
    const fresh = rng.int(0, count - 1);
    spots.forEach(([x, y, s], i) => {
      const f = s * 0.45;
      const color = i === fresh ? mud : lighten(input.color, 0.04);
      if (crack && i === fresh) {
        svg.add(
          pathEl(`M${fmt(x - s * 0.2)} ${fmt(y - s * 1.4)}l8 30l-10 26l14 34l-6 40l10 38`, "none", {
            stroke: darken(input.color, 0.45),
            "stroke-width": 2.5,
          }),
        );
      }
      svg.add(
        rect(x - s / 2 - f, y - s / 2 - f, s + f * 2, s + f * 2, color, {
          rx: f,
          opacity: i === fresh ? 0.4 : 0.5,
        }),
      );
      svg.add(rect(x - s / 2, y - s / 2, s, s, color, { rx: s * 0.2, opacity: i === fresh ? 0.95 : 0.6 }));
      if (i === fresh) {
        svg.add(
          pathEl(
            `M${fmt(x - s * 0.3)} ${fmt(y)}a${fmt(s * 0.3)} ${fmt(s * 0.18)} 0 1 1 ${fmt(s * 0.6)} 0`,
            "none",
            { stroke: "#D9D7D0", "stroke-width": 2 },
          ),
        );
        svg.add(
          place(
            x + s * 0.15,
            y + s * 0.2,
            toFeet,
            `<g transform="rotate(-30)">${tapingKnife(rng.pick([40, 60]))}</g>`,
          ),
        );
      }
    });
    svg.add(
      rect(
        0,
        floorY,
        W,
        H - floorY,
        svg.linear([
          [0, "#8F6A48"],
          [1, "#B98A58"],
        ]),
      ),
    );
    svg.add(rect(0, floorY, W, 6, "#000", { opacity: 0.15 }));
    const toolX = rng.range(0.3, 0.7) * W;
    svg.add(
      place(
        toolX,
        floorY + ft * 1.3,
        toFeet,
        has(input.hint, "tub", "bucket") ? paintBucket("#DDE4EA") : mudPan(),
      ),
    );
    svg.add(
      place(
        toolX + ft * 2.2,
        floorY + ft * 1.2,
        toFeet,
        floorShadow(40) +
          rect(-34, -26, 68, 26, "#F2C94C", { rx: 6 }) +
          rect(-34, -8, 68, 8, "#D4A72C", { rx: 3 }),
      ),
    );
  }
}

// ---------------------------------------------------------------------------
// Scene: kitchen cabinets (front elevation)
// ---------------------------------------------------------------------------

/** A shaker door or drawer front with its pull. */
function shakerFront(
  x: number,
  y: number,
  w: number,
  h: number,
  color: string,
  pull: string,
  pullAt: "top" | "bottom" | "center",
  hingeLeft: boolean,
): string {
  const rail = Math.min(18, w * 0.16, h * 0.2);
  let out = rect(x, y, w, h, color, { rx: 2 });
  out += rect(x + rail, y + rail, w - rail * 2, h - rail * 2, darken(color, 0.05));
  out += rect(x + rail, y + rail, w - rail * 2, 3, "#000", { opacity: 0.12 });
  out += rect(x + rail, y + h - rail - 2, w - rail * 2, 2, "#fff", { opacity: 0.25 });
  out += rect(x, y + h - 2, w, 2, "#000", { opacity: 0.15 });
  const px = hingeLeft ? x + w - rail / 2 - 3 : x + rail / 2 - 3;
  if (pullAt === "center")
    out += rect(x + w / 2 - Math.min(60, w * 0.3), y + h / 2 - 3.5, Math.min(120, w * 0.6), 7, pull, {
      rx: 3.5,
    });
  else out += rect(px, pullAt === "top" ? y + rail : y + h - rail - 60, 6, 60, pull, { rx: 3 });
  return out;
}

function cabinetScene(svg: Svg, rng: Random, input: SceneInput): void {
  defineShared(svg);
  const { width: W, height: H } = svg;
  const paint = input.color;
  const island = has(input.hint, "island");
  const twoTone =
    has(input.hint, "two-tone") || (has(input.hint, "lower cabinet") && has(input.hint, "upper cabinet"));
  const white = "#F3F1EA";
  const upperColor = island || twoTone ? white : paint;
  const lowerColor = island ? white : paint;
  const wall =
    lightness(upperColor) > 0.8
      ? rng.pick(["#D1CBC1", "#CDD2CA", "#DDD6CA", "#C2CDC5"])
      : rng.pick(["#EDEAE0", "#F0EFE6", "#E6E4DE"]);
  const pull = has(input.hint, "brass")
    ? BRASS
    : has(input.hint, "black")
      ? "#232323"
      : rng.pick([BRASS, "#2A2A2A", "#B9BDC0"]);
  const counter = has(input.hint, "butcher", "butcher-block")
    ? "#C28F5A"
    : rng.pick(["#F1F0EC", "#E4E2DD", "#3D4144", "#C28F5A", "#B9B8B4"]);
  const tile = rng.pick(["#F7F6F2", "#EFEBE2", "#DDE5E0", "#F3F1EA"]);

  const upperTop = H * 0.05;
  const upperBottom = H * 0.38;
  const counterTop = H * 0.55;
  const lowerTop = counterTop + 22;
  const kickTop = H * 0.86;
  const floorTop = H * 0.88;
  const x0 = -20;
  const x1 = W + 20;
  const center = W / 2 + rng.range(-120, 120);
  const featureHalf = rng.range(150, 190);
  const windowFeature = rng.chance(0.5);

  svg.add(rect(0, 0, W, H, wall));
  // Backsplash tile with under-cabinet light.
  const subway = rng.chance(0.6);
  const tiles = subway
    ? svg.pattern(
        64,
        32,
        rect(0, 0, 64, 32, tile) +
          rect(0, 0, 64, 1.6, "#D4D0C8") +
          rect(0, 16, 64, 1.6, "#D4D0C8") +
          rect(0, 0, 1.6, 16, "#D4D0C8") +
          rect(32, 16, 1.6, 16, "#D4D0C8"),
      )
    : svg.pattern(
        24,
        72,
        rect(0, 0, 24, 72, tile) + rect(0, 0, 1.6, 72, "#D4D0C8") + rect(0, 0, 24, 1.6, "#D4D0C8"),
      );
  svg.add(rect(0, upperBottom, W, counterTop - upperBottom, tiles));
  svg.add(
    rect(
      0,
      upperBottom,
      W,
      70,
      svg.linear([
        [0, "#FFF6DE", 0.5],
        [1, "#FFF6DE", 0],
      ]),
    ),
  );

  // Centre feature: a window over the sink, or a range hood.
  if (windowFeature) {
    svg.add(rect(center - featureHalf, upperTop - 10, featureHalf * 2, counterTop - 20 - upperTop, wall));
    svg.add(
      windowUnit(
        svg,
        rng,
        center - featureHalf + 40,
        upperTop + 40,
        featureHalf * 2 - 80,
        counterTop - upperTop - 110,
        pickTime(rng),
        "trees",
        { trim: "#FBFAF6", muntins: "cross" },
      ),
    );
  } else {
    const hood = rng.pick(["#C9CDD1", lighten(wall, 0.4), upperColor]);
    svg.add(
      rect(center - 70, 0, 140, upperBottom - 40, hood),
      rect(center - 70, 0, 10, upperBottom - 40, "#000", { opacity: 0.06 }),
    );
    svg.add(
      polygon(
        [
          [center - 70, upperBottom - 40],
          [center + 70, upperBottom - 40],
          [center + featureHalf - 20, upperBottom + 50],
          [center - featureHalf + 20, upperBottom + 50],
        ],
        hood,
      ),
    );
    svg.add(rect(center - featureHalf + 14, upperBottom + 50, featureHalf * 2 - 28, 14, darken(hood, 0.12)));
  }

  // Upper cabinets either side of the feature.
  const upperRuns: Array<[number, number]> = [
    [x0, center - featureHalf - (windowFeature ? 0 : 10)],
    [center + featureHalf + (windowFeature ? 0 : 10), x1],
  ];
  svg.add(rect(x0, upperTop - 14, x1 - x0, 14, lighten(upperColor, 0.08)));
  const glassDoors = rng.chance(0.3);
  for (const [a, b] of upperRuns) {
    const count = Math.max(1, Math.round((b - a) / 125));
    const w = (b - a) / count;
    svg.add(rect(a, upperBottom, b - a, 8, "#000", { opacity: 0.12 }));
    for (let i = 0; i < count; i++) {
      const x = a + i * w;
      const nearFeature = (a < center && i === count - 1) || (a > center && i === 0);
      if (glassDoors && nearFeature) {
        svg.add(rect(x + 2, upperTop, w - 4, upperBottom - upperTop, upperColor, { rx: 2 }));
        svg.add(rect(x + 16, upperTop + 14, w - 32, upperBottom - upperTop - 28, "#DCE4E6"));
        for (const sy of [0.4, 0.75]) {
          const y = upperTop + (upperBottom - upperTop) * sy;
          svg.add(rect(x + 16, y, w - 32, 4, "#C9CDD1"));
          for (let p = 0; p < 3; p++)
            svg.add(
              circle(x + 32 + p * ((w - 64) / 2), y - 18, 16, "#FBFAF7", {
                stroke: "#D4D0C8",
                "stroke-width": 1.5,
              }),
            );
        }
      } else {
        svg.add(
          shakerFront(
            x + 2,
            upperTop,
            w - 4,
            upperBottom - upperTop,
            upperColor,
            pull,
            "bottom",
            i % 2 === 0,
          ),
        );
      }
    }
  }

  // Counter and lowers.
  svg.add(
    rect(x0, counterTop, x1 - x0, 22, counter),
    rect(x0, counterTop, x1 - x0, 4, "#fff", { opacity: 0.25 }),
    rect(x0, counterTop + 22, x1 - x0, 5, "#000", { opacity: 0.12 }),
  );
  const lowerRuns: Array<[number, number, "sink" | "range" | "plain"]> = [
    [x0, center - featureHalf, "plain"],
    [center - featureHalf, center + featureHalf, windowFeature ? "sink" : "range"],
    [center + featureHalf, x1, "plain"],
  ];
  const drawerH = 54;
  for (const [a, b, role] of lowerRuns) {
    if (role === "range") {
      svg.add(rect(a + 6, lowerTop, b - a - 12, kickTop - lowerTop + 20, "#C9CDD1"));
      svg.add(rect(a + 22, lowerTop + 70, b - a - 44, kickTop - lowerTop - 100, "#2E3033", { rx: 6 }));
      svg.add(rect(a + 40, lowerTop + 90, b - a - 80, 70, "#4A4F55", { rx: 4 }));
      svg.add(rect(a + 40, lowerTop + 48, b - a - 80, 8, "#9AA0A6", { rx: 4 }));
      for (let k = 0; k < 5; k++)
        svg.add(circle(a + 40 + (k * (b - a - 80)) / 4, lowerTop + 22, 8, "#2E3033"));
      svg.add(rect(a, counterTop - 10, b - a, 10, "#2E3033"));
      continue;
    }
    const count = role === "sink" ? 2 : Math.max(1, Math.round((b - a) / 130));
    const w = (b - a) / count;
    for (let i = 0; i < count; i++) {
      const x = a + i * w;
      if (role === "plain" && i === (a < center ? 0 : count - 1) && rng.chance(0.6)) {
        const dh = (kickTop - lowerTop) / 3;
        for (let d = 0; d < 3; d++)
          svg.add(shakerFront(x + 2, lowerTop + d * dh + 2, w - 4, dh - 4, lowerColor, pull, "center", true));
        continue;
      }
      svg.add(
        role === "sink"
          ? rect(x + 2, lowerTop + 2, w - 4, drawerH - 4, lowerColor, { rx: 2 })
          : shakerFront(x + 2, lowerTop + 2, w - 4, drawerH - 4, lowerColor, pull, "center", true),
      );
      svg.add(
        shakerFront(
          x + 2,
          lowerTop + drawerH + 2,
          w - 4,
          kickTop - lowerTop - drawerH - 4,
          lowerColor,
          pull,
          "top",
          i % 2 === 1,
        ),
      );
    }
  }
  svg.add(rect(0, kickTop, W, floorTop - kickTop, darken(lowerColor, 0.35)));
  svg.add(
    rect(
      0,
      floorTop,
      W,
      H - floorTop,
      svg.linear([
        [0, darken(rng.pick(WOOD_FLOORS), 0.1)],
        [1, rng.pick(WOOD_FLOORS)],
      ]),
    ),
  );

  // Counter styling: faucet at the sink, a few things on the counter.
  if (windowFeature) {
    svg.add(
      pathEl(
        `M${fmt(center - 6)} ${fmt(counterTop)}V${fmt(counterTop - 70)}Q${fmt(center - 6)} ${fmt(counterTop - 96)} ${fmt(center + 20)} ${fmt(counterTop - 96)}Q${fmt(center + 44)} ${fmt(counterTop - 96)} ${fmt(center + 44)} ${fmt(counterTop - 70)}V${fmt(counterTop - 58)}`,
        "none",
        { stroke: pull === BRASS ? BRASS : "#9AA0A6", "stroke-width": 8, "stroke-linecap": "round" },
      ),
    );
  }
  // Counter decor stays clear of the sink or range in the middle.
  const lemonsLeft = rng.chance(0.5);
  const lemons =
    ellipse(0, -14, 46, 16, "#F2EFE8") +
    circle(-16, -28, 13, "#F2C94C") +
    circle(8, -30, 13, "#E2AE48") +
    circle(0, -44, 12, "#F2C94C");
  const board = rect(-30, -110, 60, 110, "#C49A6C", { rx: 26 }) + rect(-6, -100, 12, 8, "#8A6342", { rx: 3 });
  svg.add(place(lemonsLeft ? W * 0.08 : W * 0.92, counterTop, 1, lemons));
  svg.add(place(lemonsLeft ? W * 0.9 : W * 0.1, counterTop, 1, board));
  svg.add(place(center + rng.sign() * (featureHalf + 90), counterTop, 1, plant(rng, 80, "#E9E4DA")));

  if (island) {
    const islandTop = H * 0.66;
    const half = rng.range(330, 400);
    const ix = W / 2 + rng.range(-60, 60);
    for (const dx of [-half * 0.55, half * 0.55])
      svg.add(
        pendant(
          new Room(W / 2, H / 2, 0, W, 0, H * 0.9, 9),
          ix + dx,
          1,
          4.8,
          rng.pick([BRASS, "#2A2A2A", "#FBFAF7"]),
        ),
      );
    svg.add(rect(ix - half - 20, islandTop + 30, (half + 20) * 2, 20, "#000", { opacity: 0.1 }));
    svg.add(
      rect(ix - half - 20, islandTop, (half + 20) * 2, 26, counter),
      rect(ix - half - 20, islandTop, (half + 20) * 2, 4, "#fff", { opacity: 0.25 }),
    );
    const count = Math.round((half * 2) / 150);
    const w = (half * 2) / count;
    for (let i = 0; i < count; i++)
      svg.add(
        shakerFront(
          ix - half + i * w + 2,
          islandTop + 28,
          w - 4,
          H - islandTop,
          paint,
          pull,
          "top",
          i % 2 === 1,
        ),
      );
  }
}

// ---------------------------------------------------------------------------
// Scene: bathroom (front elevation)
// ---------------------------------------------------------------------------

function bathroomScene(svg: Svg, rng: Random, input: SceneInput): void {
  defineShared(svg);
  const { width: W, height: H } = svg;
  const vanityPainted = has(input.hint, "painted vanity") || has(input.subject, "vanity");
  const wall = vanityPainted ? rng.pick(["#EDEAE0", "#E6E4DE", "#DDD6CA", "#E3E6E3"]) : input.color;
  const vanity = vanityPainted
    ? input.color
    : contrasting(rng, ["#F3F1EA", "#8A6342", "#3F4A5A", "#C49A6C"], wall, 0.2);
  const metal = rng.pick([BRASS, "#2A2A2A", "#B9BDC0"]);
  // A close view: about 6.8 ft of wall above the floor is in the picture.
  const floorY = H * 0.87;
  const ft = floorY / 6.8;
  const wainTop = floorY - ft * 4;
  const counterTop = floorY - ft * (34 / 12);

  svg.add(
    rect(
      0,
      0,
      W,
      wainTop,
      svg.linear([
        [0, lighten(wall, 0.05)],
        [1, darken(wall, 0.04)],
      ]),
    ),
  );
  const tile = "#F6F5F1";
  const grout = "#D9D6CF";
  const tiles = rng.chance(0.5)
    ? svg.pattern(
        52,
        26,
        rect(0, 0, 52, 26, tile) +
          rect(0, 0, 52, 1.5, grout) +
          rect(0, 13, 52, 1.5, grout) +
          rect(0, 0, 1.5, 13, grout) +
          rect(26, 13, 1.5, 13, grout),
      )
    : svg.pattern(44, 44, rect(0, 0, 44, 44, tile) + rect(0, 0, 44, 1.5, grout) + rect(0, 0, 1.5, 44, grout));
  svg.add(rect(0, wainTop, W, floorY - wainTop, tiles));
  svg.add(rect(0, wainTop - 10, W, 16, "#FBFAF7"), rect(0, wainTop + 6, W, 4, "#000", { opacity: 0.08 }));
  const floorTiles = rng.chance(0.5)
    ? svg.pattern(
        56,
        28,
        rect(0, 0, 56, 28, "#E9E7E2") + rect(0, 0, 28, 14, "#4A4D52") + rect(28, 14, 28, 14, "#4A4D52"),
        "scale(1 0.6)",
      )
    : svg.pattern(
        48,
        48,
        rect(0, 0, 48, 48, "#C9C6BF") + rect(0, 0, 48, 2, "#A9A6A0") + rect(0, 0, 2, 48, "#A9A6A0"),
        "scale(1 0.5)",
      );
  svg.add(rect(0, floorY, W, H - floorY, floorTiles), rect(0, floorY, W, 8, "#000", { opacity: 0.12 }));

  const vx = W / 2 + rng.range(-130, 130);
  const vw = rng.range(4.4, 5.4) * ft;
  const legs = rng.chance(0.4);
  const bodyBottom = legs ? floorY - ft * 0.6 : floorY - ft * 0.3;
  // Mirror and sconces.
  const mw = vw * rng.range(0.55, 0.68);
  const mTop = floorY - 6.4 * ft;
  const mBottom = floorY - 4.1 * ft;
  const mirrorShape = rng.int(0, 2);
  const mirrorGlass = svg.linear(
    [
      [0, "#DDE6EA"],
      [0.5, "#C5D3DA"],
      [1, "#E6ECEF"],
    ],
    0,
    0,
    1,
    1,
  );
  const frame = rng.pick([BRASS, "#2A2A2A", "#8A6342", "#FBFAF7"]);
  const mirrorCy = (mTop + mBottom) / 2;
  if (mirrorShape === 2) {
    const r = Math.min(mw / 2, (mBottom - mTop) / 2);
    svg.add(
      circle(vx + 6, mirrorCy + 8, r + 10, "#000", { opacity: 0.1 }),
      circle(vx, mirrorCy, r + 10, frame),
      circle(vx, mirrorCy, r, mirrorGlass),
    );
  } else {
    const rx = mirrorShape === 1 ? mw / 2 : 6;
    svg.add(
      rect(vx - mw / 2 - 4, mTop - 2, mw + 20, mBottom - mTop + 20, "#000", { opacity: 0.1, rx: rx + 10 }),
    );
    svg.add(rect(vx - mw / 2 - 10, mTop - 10, mw + 20, mBottom - mTop + 20, frame, { rx: rx + 10 }));
    svg.add(rect(vx - mw / 2, mTop, mw, mBottom - mTop, mirrorGlass, { rx }));
  }
  svg.add(
    polygon(
      [
        [vx + mw * 0.05, mTop + 30],
        [vx + mw * 0.22, mTop + 30],
        [vx - mw * 0.12, mBottom - 30],
        [vx - mw * 0.29, mBottom - 30],
      ],
      "#fff",
      { opacity: 0.2 },
    ),
  );
  for (const s of [-1, 1]) {
    const sx = vx + s * (mw / 2 + 0.65 * ft);
    const sy = mTop + (mBottom - mTop) * 0.35;
    svg.add(circle(sx, sy, 1.3 * ft, "url(#lampGlow)"));
    svg.add(rect(sx - 0.08 * ft, sy - 0.1 * ft, 0.16 * ft, 0.6 * ft, metal, { rx: 4 }));
    svg.add(
      rect(sx - 0.2 * ft, sy - 0.6 * ft, 0.4 * ft, 0.56 * ft, "#FFF6E0", { rx: 0.15 * ft }),
      rect(sx - 0.2 * ft, sy - 0.6 * ft, 0.4 * ft, 0.56 * ft, "none", {
        rx: 0.15 * ft,
        stroke: metal,
        "stroke-width": 2,
      }),
    );
  }
  // Vanity.
  svg.add(
    rect(vx - vw / 2 + 8, bodyBottom, vw - 16, floorY - bodyBottom, "#000", { opacity: legs ? 0.08 : 0.3 }),
  );
  if (legs)
    for (const s of [-1, 1])
      svg.add(rect(vx + s * (vw / 2 - 20) - 7, bodyBottom, 14, floorY - bodyBottom, darken(vanity, 0.2)));
  const slab = 0.16 * ft;
  svg.add(rect(vx - vw / 2, counterTop + slab, vw, bodyBottom - counterTop - slab, vanity));
  const dh = 0.62 * ft;
  const doorsTop = counterTop + slab + dh + 12;
  svg.add(shakerFront(vx - vw / 2 + 8, counterTop + slab + 6, vw - 16, dh, vanity, metal, "center", true));
  svg.add(
    shakerFront(
      vx - vw / 2 + 8,
      doorsTop,
      vw / 2 - 12,
      bodyBottom - doorsTop - 6,
      vanity,
      metal,
      "top",
      true,
    ),
  );
  svg.add(shakerFront(vx + 4, doorsTop, vw / 2 - 12, bodyBottom - doorsTop - 6, vanity, metal, "top", false));
  svg.add(
    rect(vx - vw / 2 - 12, counterTop, vw + 24, slab, "#F4F3EF"),
    rect(vx - vw / 2 - 12, counterTop + slab, vw + 24, 4, "#000", { opacity: 0.12 }),
  );
  svg.add(
    pathEl(`M${fmt(vx)} ${fmt(counterTop)}V${fmt(counterTop - 0.5 * ft)}H${fmt(vx + 0.45 * ft)}`, "none", {
      stroke: metal,
      "stroke-width": 10,
      "stroke-linecap": "round",
    }),
  );
  svg.add(
    rect(vx + vw / 2 - 0.75 * ft, counterTop - 0.5 * ft, 0.26 * ft, 0.5 * ft, "#E3B9A8", { rx: 6 }),
    rect(vx + vw / 2 - 0.68 * ft, counterTop - 0.62 * ft, 0.12 * ft, 0.12 * ft, metal),
  );
  svg.add(place(vx - vw / 2 + 0.6 * ft, counterTop, (0.42 * ft) / 55, plant(rng, 110, "#FBFAF7")));
  // Towel on a bar beside the vanity.
  const towelSide = rng.sign();
  const towelX = (side: number) => vx + side * (vw / 2 + 2 * ft);
  const fits = (x: number) => x > 0.8 * ft && x < W - 0.8 * ft;
  const tx = fits(towelX(towelSide)) ? towelX(towelSide) : towelX(-towelSide);
  const towel = rng.pick(["#FBFAF7", "#E3D9C6", "#C8CFC9", "#9AA5A8"]);
  const ty = floorY - 4.9 * ft;
  const tw = 1.2 * ft;
  svg.add(rect(tx - tw * 0.7, ty - 6, tw * 1.4, 8, metal, { rx: 4 }));
  svg.add(
    rect(tx - tw / 2, ty - 2, tw, ft * 2.2, towel, { rx: 6 }),
    rect(tx - tw / 2, ty - 2, tw, 12, darken(towel, 0.08), { rx: 6 }),
  );
  if (has(input.hint, "striped") || rng.chance(0.5))
    svg.add(rect(tx - tw / 2, ty + ft * 1.6, tw, 14, rng.pick(["#5B7F95", "#C75D4A", "#7D9A7A"])));
  svg.add(
    rect(
      0,
      0,
      W,
      H,
      svg.linear(
        [
          [0, "#fff", 0.08],
          [1, "#000", 0.05],
        ],
        0,
        0,
        1,
        0,
      ),
    ),
  );
}

// ---------------------------------------------------------------------------
// Scene: garage (coated floor inside, or a painted garage door outside)
// ---------------------------------------------------------------------------

function planeRect(room: Room, x: number, k1: number, k2: number, yTop: number, yBottom: number): Point[] {
  return [room.at(x, yTop, k1), room.at(x, yTop, k2), room.at(x, yBottom, k2), room.at(x, yBottom, k1)];
}

function garageScene(svg: Svg, rng: Random, input: SceneInput): void {
  const kind = variant(
    input,
    [
      ["door", ["garage door", "door"]],
      ["floor", ["floor", "epoxy", "coating", "flake"]],
      ["walls", ["walls", "wall", "workshop"]],
    ] as const,
    "floor",
  );
  if (kind === "door") {
    garageDoorScene(svg, rng, input);
    return;
  }
  defineShared(svg);
  const { width: W, height: H } = svg;
  const L = W * 0.19 + rng.range(-20, 20);
  const R = W * 0.81 + rng.range(-20, 20);
  const room = new Room(W / 2 + rng.range(-80, 80), H * 0.42, L, R, H * 0.15, H * 0.68, 10);
  const { B } = room;
  const ft = room.foot;
  const wall = kind === "walls" ? input.color : rng.pick(["#ECEBE6", "#E2E1DC"]);
  const floorColor = kind === "floor" ? input.color : rng.pick(["#9EA09F", "#A8A49C"]);
  drawRoomShell(svg, rng, room, {
    wall,
    ceiling: CEILING_WHITE,
    floor: { kind: "coated", color: floorColor },
    baseboard: null,
    crown: false,
    lightFrom: "left",
  });
  // Overhead door on the back wall, with its tracks running along the ceiling.
  const dw = Math.min(16 * ft, R - L - 1.2 * ft);
  const cx = (L + R) / 2 + rng.range(-0.5, 0.5) * (R - L - dw - 0.8 * ft);
  const dh = 7 * ft;
  const doorColor = "#F4F3EF";
  svg.add(rect(cx - dw / 2 - 0.4 * ft, B - dh - 0.4 * ft, dw + 0.8 * ft, dh + 0.4 * ft, darken(wall, 0.08)));
  svg.add(rect(cx - dw / 2, B - dh, dw, dh, doorColor));
  for (let r = 0; r < 4; r++) {
    const y = B - dh + (r * dh) / 4;
    svg.add(rect(cx - dw / 2, y + dh / 4 - 3, dw, 3, "#000", { opacity: 0.12 }));
    if (r === 0)
      for (let c = 0; c < 4; c++)
        svg.add(
          rect(cx - dw / 2 + (c + 0.15) * (dw / 4), y + dh * 0.06, (dw / 4) * 0.7, dh * 0.12, "#CFE0EA"),
        );
  }
  for (const s of [-1, 1]) {
    const tx = cx + s * (dw / 2 + 0.2 * ft);
    const ty = B - dh - 0.3 * ft;
    const [fx, fy] = room.at(tx, ty, 2.2);
    svg.add(line(tx, B, tx, ty, "#8C9298", 4), line(tx, ty, fx, fy, "#8C9298", 5));
  }
  const [ox, oy] = room.at(cx, room.T + 0.8 * ft, 2.1);
  svg.add(
    line(cx, B - dh - 0.2 * ft, ox, oy, "#8C9298", 4),
    rect(ox - 40, oy - 10, 80, 34, "#E5E5E2", { rx: 4 }),
  );
  for (const k of [1.5, 2.4]) svg.add(ceilingPanel(room, cx - 2 * ft, cx + 2 * ft, k, k + 0.12));
  // Shelving along the left wall.
  const shelfX = L + 1.6 * ft;
  for (const h of [0.5, 2.4, 4.3, 6.2]) {
    const y = B - h * ft;
    svg.add(
      polygon(
        [room.at(L, y, 1.15), room.at(L, y, 1.75), room.at(shelfX, y, 1.75), room.at(shelfX, y, 1.15)],
        "#8C9298",
      ),
    );
    if (h < 6) {
      let k = 1.18;
      while (k < 1.68) {
        const k2 = k + rng.range(0.1, 0.16);
        svg.add(
          polygon(
            planeRect(room, shelfX - 0.1 * ft, k, Math.min(k2, 1.72), y - 1.4 * ft, y),
            rng.pick(["#3F4A5A", "#C9A24A", "#8E9AA3", "#5F6F5E", "#E2DED6"]),
          ),
        );
        k = k2 + 0.02;
      }
    }
  }
  for (const k of [1.15, 1.75])
    svg.add(polygon(planeRect(room, shelfX, k, k + 0.02, B - 6.3 * ft, B), "#5F656B"));
  // Pegboard and workbench on the right wall.
  const pegboard = svg.pattern(18, 18, rect(0, 0, 18, 18, "#C9A57A") + circle(9, 9, 2, "#8A6342"));
  svg.add(polygon(sideRect(room, "right", 1.25, 1.95, B - 6.2 * ft, B - 3.4 * ft), pegboard));
  for (let i = 0; i < 5; i++) {
    const k = 1.32 + i * 0.12;
    const [tx, ty] = room.at(R, B - 5.2 * ft, k);
    svg.add(
      line(tx, ty, tx, ty + 1.1 * ft * k, rng.pick(["#C75D4A", "#2E2E30", "#5B7F95"]), 4 * k, {
        "stroke-linecap": "round",
      }),
    );
  }
  const benchX = R - 2 * ft;
  svg.add(
    polygon(
      [
        room.at(R, B - 3 * ft, 1.25),
        room.at(R, B - 3 * ft, 1.95),
        room.at(benchX, B - 3 * ft, 1.95),
        room.at(benchX, B - 3 * ft, 1.25),
      ],
      "#C49A6C",
    ),
  );
  svg.add(polygon(planeRect(room, benchX, 1.25, 1.95, B - 3 * ft, B - 2.7 * ft), "#A97C50"));
  for (const k of [1.28, 1.92])
    svg.add(polygon(planeRect(room, benchX, k, k + 0.03, B - 2.7 * ft, B), "#5F656B"));
}

function garageDoorScene(svg: Svg, rng: Random, input: SceneInput): void {
  const { width: W, height: H } = svg;
  const time = pickTime(rng);
  drawSky(svg, rng, time, H * 0.2, 1);
  const siding = contrasting(
    rng,
    ["#D1CBC1", "#C2BFB8", "#EDEAE0", "#A2ABAB", "#B1A290", "#95978A"],
    input.color,
    0.2,
  );
  const ground = H * 0.8;
  const gap = rng.int(14, 18);
  svg.add(rect(0, H * 0.12, W, ground - H * 0.12, siding));
  svg.add(
    rect(
      0,
      H * 0.12,
      W,
      ground - H * 0.12,
      svg.pattern(
        12,
        gap,
        rect(0, gap - 2.2, 12, 1.8, "#000", { opacity: 0.14 }) +
          rect(0, gap - 0.4, 12, 0.8, "#fff", { opacity: 0.14 }),
      ),
    ),
  );
  // Eave overhead.
  svg.add(
    polygon(
      [
        [0, 0],
        [W, 0],
        [W, H * 0.12],
        [0, H * 0.12],
      ],
      rng.pick(ROOF_COLORS),
    ),
  );
  svg.add(
    rect(0, H * 0.1, W, H * 0.04, "#FBFAF6"),
    rect(
      0,
      H * 0.14,
      W,
      40,
      svg.linear([
        [0, "#000", 0.22],
        [1, "#000", 0],
      ]),
    ),
  );
  const dw = rng.range(700, 780);
  const dh = ground - H * 0.32;
  const dx = W / 2 - dw / 2 + rng.range(-40, 40);
  const top = ground - dh;
  const paint = input.color;
  svg.add(rect(dx - 22, top - 22, dw + 44, dh + 22, "#FBFAF6"));
  svg.add(rect(dx, top, dw, dh, paint));
  const carriage = rng.chance(0.5);
  const glass = svg.linear(
    [
      [0, "#9FBBD0"],
      [1, "#D5E3EC"],
    ],
    0,
    0,
    1,
    1,
  );
  if (carriage) {
    const grooves = svg.pattern(
      24,
      40,
      rect(0, 0, 2, 40, "#000", { opacity: 0.2 }) + rect(2, 0, 1, 40, "#fff", { opacity: 0.08 }),
      `translate(${fmt(dx)} 0)`,
    );
    svg.add(
      rect(dx, top + dh * 0.26, dw, dh * 0.74, grooves),
      rect(dx + dw / 2 - 2, top, 4, dh, "#000", { opacity: 0.3 }),
    );
    for (const half of [0, 1]) {
      const hx = dx + half * (dw / 2);
      for (let i = 0; i < 3; i++) {
        const gx = hx + 24 + (i * (dw / 2 - 48)) / 3;
        const gw = (dw / 2 - 48) / 3 - 12;
        svg.add(rect(gx, top + 22, gw, dh * 0.2, glass), rect(gx + gw / 2 - 2, top + 22, 4, dh * 0.2, paint));
      }
      svg.add(
        pathEl(
          `M${fmt(hx + 24)} ${fmt(top + dh * 0.3)}L${fmt(hx + dw / 2 - 24)} ${fmt(top + dh - 20)}M${fmt(hx + dw / 2 - 24)} ${fmt(top + dh * 0.3)}L${fmt(hx + 24)} ${fmt(top + dh - 20)}`,
          "none",
          { stroke: lighten(paint, 0.12), "stroke-width": 10 },
        ),
      );
      for (const hy of [top + dh * 0.36, top + dh * 0.84])
        svg.add(rect(hx + (half ? dw / 2 - 80 : 14), hy, 66, 10, "#2A2A2A", { rx: 2 }));
    }
  } else {
    const cols = 8;
    for (let r = 0; r < 4; r++) {
      for (let c = 0; c < cols; c++) {
        const px = dx + 14 + (c * (dw - 14)) / cols;
        const py = top + 12 + (r * (dh - 12)) / 4;
        const pw = (dw - 14) / cols - 14;
        const ph = (dh - 12) / 4 - 14;
        svg.add(
          r === 0
            ? rect(px, py + 8, pw, ph - 16, glass)
            : rect(px, py, pw, ph, darken(paint, 0.05), { stroke: darken(paint, 0.2), "stroke-width": 2 }),
        );
      }
      svg.add(rect(dx, top + ((r + 1) * dh) / 4 - 2, dw, 3, "#000", { opacity: 0.15 }));
    }
  }
  svg.add(rect(dx, top, dw, 24, "#000", { opacity: 0.12 }));
  defineShared(svg);
  for (const lx of [dx - 90, dx + dw + 90]) {
    const ly = top + dh * 0.25;
    svg.add(circle(lx, ly, 110, "url(#lampGlow)"));
    svg.add(
      rect(lx - 8, ly - 40, 16, 12, "#2A2A2A"),
      polygon(
        [
          [lx - 24, ly - 28],
          [lx + 24, ly - 28],
          [lx + 18, ly + 40],
          [lx - 18, ly + 40],
        ],
        "#2A2A2A",
      ),
      rect(lx - 13, ly - 20, 26, 54, "#FFE6B0"),
    );
  }
  // Driveway.
  svg.add(
    polygon(
      [
        [dx - 40, ground],
        [dx + dw + 40, ground],
        [W + 200, H],
        [-200, H],
      ],
      svg.linear([
        [0, "#BDB9B1"],
        [1, "#D9D6CF"],
      ]),
    ),
  );
  svg.add(line(W / 2, ground, W / 2 + (W / 2 - dx) * 0.1, H, "#A9A59E", 3));
  svg.add(rect(0, ground, W, 6, "#000", { opacity: 0.12 }));
  for (const s of [-1, 1]) {
    const bx = s < 0 ? (dx - 40) / 2 - 20 : (dx + dw + 40 + W) / 2 + 20;
    svg.add(
      ellipse(bx, ground + 30, 160, 28, "#5A4334"),
      shrub(rng, bx, ground + 30, 170, rng.pick(FOLIAGE), rng.chance(0.5)),
    );
  }
  drawTint(svg, time);
}

// ---------------------------------------------------------------------------
// Scene: basement (low ceiling, egress window, carpet)
// ---------------------------------------------------------------------------

/** A sofa seen from behind (people watching a TV on the far wall). */
function sofaBack(color: string, width: number): string {
  let out = floorShadow(width / 2 + 10, 0.18);
  out += rect(-width / 2, -160, width, 160, darken(color, 0.06), { rx: 26 });
  out += rect(-width / 2 + 20, -170, width - 40, 40, lighten(color, 0.06), { rx: 18 });
  out += line(0, -166, 0, -20, darken(color, 0.18), 2, { opacity: 0.5 });
  return out;
}

/** The chaise end of a sectional, nearer the viewer than the sofa. */
function chaise(color: string): string {
  let out = floorShadow(110, 0.15);
  out += rect(-100, -112, 200, 36, lighten(color, 0.1), { rx: 12 });
  out += rect(-104, -84, 208, 66, darken(color, 0.04), { rx: 10 });
  out += rect(-96, -18, 10, 18, "#3B2F27") + rect(86, -18, 10, 18, "#3B2F27");
  return out;
}

function barStool(seat: string): string {
  let out = floorShadow(34, 0.14);
  out += line(-22, 0, -12, -150, "#2E2A26", 5) + line(22, 0, 12, -150, "#2E2A26", 5);
  out += rect(-20, -60, 40, 4, "#2E2A26");
  out += ellipse(0, -156, 34, 10, seat);
  return out;
}

function basementScene(svg: Svg, rng: Random, input: SceneInput): void {
  defineShared(svg);
  const { width: W, height: H } = svg;
  const kind = variant(
    input,
    [
      ["media", ["media", "theater", "tv"]],
      ["bar", ["bar"]],
      ["family", ["family room", "rec room", "sectional"]],
    ] as const,
    "family",
  );
  const L = W * 0.09 + rng.range(-40, 40);
  const R = W * 0.91 + rng.range(-40, 40);
  // Eye level close to the low ceiling, so the ceiling (and its soffit) shows.
  const T = H * 0.24;
  const B = H * 0.74;
  const ft = (B - T) / 7.6;
  const room = new Room(L + (R - L) * rng.range(0.38, 0.62), B - 4.8 * ft, L, R, T, B, 7.6);
  const wall = input.color;
  const carpet = rng.pick(["#B9B2A6", "#A9A49B", "#C9BFAF", "#9A968F"]);
  const windowSide = rng.sign();
  drawRoomShell(svg, rng, room, {
    wall,
    ceiling: CEILING_WHITE,
    floor: { kind: "carpet", color: carpet },
    baseboard: WHITE_PAINT,
    crown: false,
    lightFrom: windowSide < 0 ? "left" : "right",
  });
  // A soffit boxing in ductwork, and recessed cans.
  const k1 = rng.range(1.5, 1.8);
  const k2 = k1 + 0.25;
  const drop = 0.9 * ft;
  svg.add(
    polygon(
      [
        room.at(L, T + drop, k1),
        room.at(R, T + drop, k1),
        room.at(R, T + drop, k2),
        room.at(L, T + drop, k2),
      ],
      darken(CEILING_WHITE, 0.06),
    ),
  );
  svg.add(
    polygon(
      [room.at(L, T, k2), room.at(R, T, k2), room.at(R, T + drop, k2), room.at(L, T + drop, k2)],
      "#FBFAF7",
    ),
  );
  for (const k of [1.25, k2 + 0.5]) {
    for (const share of [0.25, 0.5, 0.75]) {
      const [x, y] = room.at(L + (R - L) * share, T, k);
      svg.add(
        ellipse(x, y, 0.38 * ft * k, 0.1 * ft * k, "#E3E1DB"),
        ellipse(x, y, 0.28 * ft * k, 0.07 * ft * k, "#FFF8E4"),
      );
    }
  }
  // Egress window high on the wall.
  const winX = windowSide < 0 ? L + (R - L) * 0.2 : R - (R - L) * 0.2;
  svg.add(
    windowUnit(svg, rng, winX - 2 * ft, T + 0.6 * ft, 4 * ft, 2.8 * ft, pickTime(rng), "well", {
      trim: WHITE_PAINT,
      muntins: "none",
    }),
  );
  const upholstery = contrasting(rng, UPHOLSTERY, wall, 0.2);
  const accent = rng.pick(ART_COLORS);
  const centerX = windowSide < 0 ? L + (R - L) * 0.6 : L + (R - L) * 0.4;
  if (kind === "media") {
    svg.add(rect(centerX - 2.4 * ft, B - 6.1 * ft, 4.8 * ft, 2.7 * ft, "#1E1F22", { rx: 4 }));
    svg.add(
      rect(
        centerX - 2.3 * ft,
        B - 6.0 * ft,
        4.6 * ft,
        2.5 * ft,
        svg.linear(
          [
            [0, "#2B3440"],
            [1, "#1E1F22"],
          ],
          0,
          0,
          1,
          1,
        ),
      ),
    );
    svg.add(
      onFloor(
        room,
        centerX,
        1.03,
        floorShadow(190, 0.14) +
          rect(-180, -80, 360, 70, rng.pick(["#5E4432", "#2E2A26", "#C49A6C"]), { rx: 4 }) +
          rect(-170, -10, 10, 10, "#2E2A26") +
          rect(160, -10, 10, 10, "#2E2A26"),
      ),
    );
    svg.add(onFloor(room, centerX - 3.8 * ft, 1.06, plant(rng, 150, "#E9E4DA")));
    svg.add(onFloor(room, centerX + rng.range(-1, 1) * ft, 1.45, sofaBack(upholstery, 440)));
  } else if (kind === "bar") {
    svg.add(onWall(room, centerX, B - 4.6 * ft, wallShelves(rng, "#5E4432")));
    for (const dx of [-2.5, 0, 2.5])
      svg.add(pendant(room, centerX + dx * ft, 1.35, 5.6, rng.pick([BRASS, "#2E2A26"])));
    const front = contrasting(rng, ["#5E4432", "#2E2A26", "#C49A6C", "#F3F1EA"], wall, 0.15);
    svg.add(
      onFloor(
        room,
        centerX,
        1.35,
        floorShadow(260, 0.16) +
          rect(-250, -200, 500, 196, front, { rx: 4 }) +
          rect(-265, -216, 530, 18, "#F1F0EC", { rx: 3 }) +
          rect(-250, -20, 500, 16, darken(front, 0.3)),
      ),
    );
    for (const dx of [-3, 0, 3])
      svg.add(onFloor(room, centerX + dx * ft, 1.6, barStool(rng.pick(["#2E2A26", "#8A6342", upholstery]))));
  } else {
    const s = windowSide < 0 ? 1 : -1;
    svg.add(
      rug(
        room,
        centerX - 5 * ft,
        centerX + 5 * ft,
        1.12,
        2.2,
        rng.pick(["#D9CFC0", "#9AA5A8", "#E4DDD0"]),
        rng.pick(["#8C8F94", "#B08A63"]),
      ),
    );
    svg.add(framedArt(rng, centerX, B - 4.9 * ft, 3.6 * ft, 1.6 * ft, rng.pick(["#2E2A26", "#C9A57A"])));
    svg.add(onFloor(room, centerX + s * 5.6 * ft, 1.05, floorLamp("#F3EBDD", true)));
    svg.add(onFloor(room, centerX, 1.08, sofa(upholstery, accent, 480, 3)));
    svg.add(onFloor(room, centerX - s * 3.1 * ft, 1.42, chaise(upholstery)));
    svg.add(
      onFloor(
        room,
        centerX - s * 1.2 * ft,
        1.7,
        floorShadow(90, 0.12) +
          rect(-80, -60, 160, 56, rng.pick(["#8A6342", "#B08A63", "#E6DFD3"]), { rx: 14 }),
      ),
    );
  }
}

// ---------------------------------------------------------------------------
// Scene: knockdown texture and popcorn ceilings
// ---------------------------------------------------------------------------

/** An irregular, flattened splotch: the look of knockdown compound. */
function blobPath(rng: Random, cx: number, cy: number, r: number): string {
  const n = 7;
  const pts: Point[] = [];
  for (let i = 0; i < n; i++) {
    const a = (i / n) * Math.PI * 2 + rng.range(-0.25, 0.25);
    const rr = r * rng.range(0.65, 1.2);
    pts.push([cx + Math.cos(a) * rr * 1.25, cy + Math.sin(a) * rr]);
  }
  const mid = (a: Point, b: Point): Point => [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
  const first = mid(pts[n - 1]!, pts[0]!);
  let d = `M${fmt(first[0])} ${fmt(first[1])}`;
  for (let i = 0; i < n; i++) {
    const p = pts[i]!;
    const m = mid(p, pts[(i + 1) % n]!);
    d += `Q${fmt(p[0])} ${fmt(p[1])} ${fmt(m[0])} ${fmt(m[1])}`;
  }
  return `${d}Z`;
}

/**
 * A seamless texture tile: bumps drawn once as a symbol, then shadow and highlight
 * copies are stamped at the tile and its eight neighbours so shapes wrap at the edges.
 */
function textureTile(
  svg: Svg,
  base: string,
  size: number,
  shapes: string,
  shadow: number,
  transform?: string,
): string {
  const id = svg.symbol(shapes);
  let tile = rect(0, 0, size, size, base);
  const offsets = [-size, 0, size];
  for (const ox of offsets)
    for (const oy of offsets)
      tile += use(id, { x: ox + 1.6, y: oy + 2, fill: darken(base, shadow), opacity: 0.6 });
  for (const ox of offsets)
    for (const oy of offsets) tile += use(id, { x: ox, y: oy, fill: lighten(base, 0.08) });
  return svg.pattern(size, size, tile, transform);
}

function knockdownPattern(svg: Svg, rng: Random, base: string, transform?: string): string {
  const size = 180;
  let shapes = "";
  for (let i = 0; i < 20; i++)
    shapes += el("path", { d: blobPath(rng, rng.range(0, size), rng.range(0, size), rng.range(7, 19)) });
  return textureTile(svg, base, size, shapes, transform ? 0.2 : 0.13, transform);
}

function popcornPattern(svg: Svg, rng: Random, base: string, transform?: string): string {
  const size = 48;
  let shapes = "";
  for (let i = 0; i < 30; i++)
    shapes += el("circle", { cx: rng.range(0, size), cy: rng.range(0, size), r: rng.range(2, 4) });
  return textureTile(svg, base, size, shapes, 0.3, transform);
}

function textureScene(svg: Svg, rng: Random, input: SceneInput): void {
  const popcornHalf = has(input.hint, "half", "scraped");
  const kind = popcornHalf
    ? "ceiling"
    : variant(
        input,
        [
          ["ceiling", ["ceiling"]],
          ["wall", ["wall", "hallway"]],
        ] as const,
        "ceiling",
      );
  if (kind === "wall") textureWallScene(svg, rng, input);
  else ceilingScene(svg, rng, input, popcornHalf);
}

function textureWallScene(svg: Svg, rng: Random, input: SceneInput): void {
  const { width: W, height: H } = svg;
  const floorY = H * 0.86;
  const ft = floorY / 8.6;
  const fromLeft = rng.chance(0.5);
  svg.add(rect(0, 0, W, floorY, knockdownPattern(svg, rng, input.color)));
  svg.add(
    rect(
      0,
      0,
      W,
      floorY,
      svg.linear(
        fromLeft
          ? [
              [0, "#fff", 0.2],
              [0.5, "#fff", 0],
              [1, "#000", 0.1],
            ]
          : [
              [0, "#000", 0.1],
              [0.5, "#fff", 0],
              [1, "#fff", 0.2],
            ],
        0,
        0,
        1,
        0,
      ),
    ),
  );
  const trim = WHITE_PAINT;
  const ww = 3.2 * ft;
  const wx = fromLeft ? W * rng.range(0.12, 0.22) : W * rng.range(0.78, 0.88) - ww;
  svg.add(
    windowUnit(svg, rng, wx, 1.4 * ft, ww, 4.4 * ft, pickTime(rng), "trees", {
      trim,
      muntins: rng.pick(["cross", "grid"] as const),
    }),
  );
  if (rng.chance(0.5)) {
    svg.add(
      framedArt(
        rng,
        fromLeft ? W * 0.66 : W * 0.34,
        3.6 * ft,
        2.6 * ft,
        2 * ft,
        rng.pick(["#2E2A26", "#C9A57A"]),
      ),
    );
  }
  svg.add(
    rect(0, floorY - 0.5 * ft, W, 0.5 * ft, trim),
    rect(0, floorY - 0.5 * ft, W, 3, "#000", { opacity: 0.1 }),
  );
  svg.add(
    rect(
      0,
      floorY,
      W,
      H - floorY,
      svg.linear([
        [0, darken(rng.pick(WOOD_FLOORS), 0.15)],
        [1, rng.pick(WOOD_FLOORS)],
      ]),
    ),
  );
}

function ceilingScene(svg: Svg, rng: Random, input: SceneInput, popcornHalf: boolean): void {
  defineShared(svg);
  const { width: W, height: H } = svg;
  // Ceilings are white: a colour that is not near-white goes on the walls instead.
  const light = lightness(input.color) > 0.88;
  const ceiling = light ? input.color : CEILING_WHITE;
  const wall = input.accent ?? (light ? rng.pick(["#D1CBC1", "#CDD2CA", "#D1C7B8", "#C2BFB8"]) : input.color);
  const L = W * rng.range(0.24, 0.3);
  const R = W - W * rng.range(0.24, 0.3);
  const T = H * rng.range(0.52, 0.58);
  const room = new Room(W / 2 + rng.range(-90, 90), H * 0.97, L, R, T, H * 1.6);
  const foreshorten = "scale(1.2 0.5)";
  drawRoomShell(svg, rng, room, {
    wall,
    ceiling,
    ceilingTexture: popcornHalf ? undefined : knockdownPattern(svg, rng, ceiling, foreshorten),
    floor: { kind: "wood", color: "#B98A58" },
    baseboard: null,
    crown: true,
    lightFrom: rng.chance(0.5) ? "left" : "right",
  });
  const ft = room.foot;
  const time = pickTime(rng);
  const winW = (R - L) * 0.46;
  svg.add(
    windowUnit(svg, rng, (L + R) / 2 - winW / 2, T + 1.1 * ft, winW, H, time, "trees", {
      trim: WHITE_PAINT,
      muntins: "cross",
    }),
  );

  // Popcorn still on one side; the other side scraped smooth and painted.
  const midX = (L + R) / 2 + rng.range(-0.1, 0.1) * (R - L);
  const smoothSide = rng.sign();
  if (popcornHalf) {
    const popcorn = popcornPattern(svg, rng, "#ECE8DE", foreshorten);
    const edge = smoothSide > 0 ? L : R;
    const pts: Point[] = [room.at(edge, T, FRONT), [edge, T]];
    for (let k = 1; k <= 3.2; k += 0.25) pts.push(room.at(midX + rng.range(-0.4, 0.4) * ft, T, k));
    pts.push(room.at(midX, T, FRONT));
    svg.add(polygon(pts, popcorn));
    if (has(input.hint, "plastic")) {
      const sheet = (p: Point[]) => polygon(p, "#F4F6F8", { opacity: 0.55 });
      svg.add(
        sheet([
          [L, T + 0.4 * ft],
          [R, T + 0.4 * ft],
          [R, H],
          [L, H],
        ]),
      );
      svg.add(
        sheet(sideRect(room, "left", 1, FRONT, T + 0.4 * ft, room.B)),
        sheet(sideRect(room, "right", 1, FRONT, T + 0.4 * ft, room.B)),
      );
      for (let x = L + 40; x < R; x += rng.range(60, 120))
        svg.add(line(x, T + 0.4 * ft, x + rng.range(-20, 20), H, "#fff", 2, { opacity: 0.7 }));
    }
    // Ladder rising into view, with a scraper on a pole reaching the ceiling.
    svg.add(onFloor(room, midX + 2.5 * ft, 1.15, stepLadder(rng.pick(["#C9CDD1", "#E8B83A"]), 460)));
    const [tx, ty] = room.at(midX, T, 1.5);
    svg.add(
      line(tx - smoothSide * 220, H + 10, tx, ty + 12, "#8A6342", 7),
      rect(tx - 36, ty + 4, 72, 11, "#9AA0A6", { rx: 3 }),
    );
  }
  // Light fixture (a fan when the caption mentions one), on the finished side.
  const [fx, fy] = room.at(popcornHalf ? midX + smoothSide * 2 * ft : (L + R) / 2, T, 1.7);
  const s = (1.2 * ft) / 55;
  svg.add(circle(fx, fy + 20 * s, 170 * s, "url(#lampGlow)"));
  if (has(input.hint, "fan")) {
    for (const a of [15, 105, 195, 285]) {
      const rad = (a * Math.PI) / 180;
      const bx = fx + Math.cos(rad) * 80 * s;
      const by = fy + 40 * s + Math.sin(rad) * 26 * s;
      svg.add(
        ellipse(bx, by, 70 * s, 12 * s, "#8A6342", {
          transform: `rotate(${fmt((Math.atan2(by - fy - 40 * s, bx - fx) * 180) / Math.PI)} ${fmt(bx)} ${fmt(by)})`,
        }),
      );
    }
    svg.add(
      rect(fx - 5 * s, fy, 10 * s, 34 * s, "#2E2A26"),
      ellipse(fx, fy + 42 * s, 34 * s, 16 * s, "#2E2A26"),
      ellipse(fx, fy + 54 * s, 22 * s, 10 * s, "#FFF4D9"),
    );
  } else {
    svg.add(
      ellipse(fx, fy, 70 * s, 20 * s, "#E3E1DB"),
      ellipse(fx, fy + 8 * s, 60 * s, 24 * s, "#FFF8E6"),
      ellipse(fx, fy + 14 * s, 12 * s, 5 * s, BRASS),
    );
  }
  drawTint(svg, time);
}

// ---------------------------------------------------------------------------
// Scene: decks and fences (stained wood)
// ---------------------------------------------------------------------------

/** Fine wood grain to lay over stained boards (horizontal unless `vertical`). */
function grainPattern(svg: Svg, rng: Random, stain: string, vertical: boolean): string {
  const ink = lightness(stain) > 0.35 ? "#000" : "#fff";
  let d = "";
  for (let i = 0; i < 4; i++) {
    const y = 3 + i * 5 + rng.range(-1, 1);
    d += `M0 ${fmt(y)}C40 ${fmt(y - 2)} 80 ${fmt(y + 2.5)} 120 ${fmt(y)}S180 ${fmt(y - 2)} 240 ${fmt(y)}`;
  }
  const lines =
    pathEl(d, "none", { stroke: ink, "stroke-opacity": 0.12, "stroke-width": 1 }) +
    ellipse(rng.range(40, 200), 10, 9, 3, "none", { stroke: ink, "stroke-opacity": 0.12 });
  return svg.pattern(240, 22, lines, vertical ? "rotate(90)" : undefined);
}

function deckFenceScene(svg: Svg, rng: Random, input: SceneInput): void {
  const kind = variant(
    input,
    [
      ["fence", ["fence"]],
      ["deck", ["deck", "railing"]],
    ] as const,
    "deck",
  );
  if (kind === "fence") fenceScene(svg, rng, input);
  else deckScene(svg, rng, input);
}

function deckScene(svg: Svg, rng: Random, input: SceneInput): void {
  const { width: W, height: H } = svg;
  const stain = input.color;
  const time = pickTime(rng);
  const theme = SKIES[time];
  const horizon = H * rng.range(0.38, 0.44);
  drawSky(svg, rng, time, horizon + 30, rng.int(1, 3));
  svg.add(pathEl(treeLine(rng, 0, W, horizon, 20, 60), mix("#6F9377", theme.bottom, 0.45)));
  let yard = horizon;
  if (has(input.hint, "lake")) {
    yard = horizon + H * 0.08;
    svg.add(
      rect(
        0,
        horizon,
        W,
        yard - horizon,
        svg.linear([
          [0, "#7FA7C4"],
          [1, "#A9C8D8"],
        ]),
      ),
    );
    for (let i = 0; i < 5; i++)
      svg.add(
        rect(rng.range(0, W), rng.range(horizon + 5, yard - 5), rng.range(40, 120), 2, "#fff", {
          opacity: 0.5,
        }),
      );
  }
  drawLawn(svg, yard);
  const edgeY = H * rng.range(0.6, 0.64);
  for (let i = 0; i < 2; i++)
    svg.add(
      deciduousTree(
        rng,
        rng.range(0.1, 0.9) * W,
        yard + (edgeY - yard) * 0.4,
        rng.range(0.55, 0.8),
        rng.chance(0.2),
      ),
    );
  svg.add(shrub(rng, rng.range(0.2, 0.8) * W, edgeY - 20, 140, rng.pick(FOLIAGE), true));

  // Deck boards run across the picture, closer boards look wider.
  const grain = grainPattern(svg, rng, stain, false);
  let y = edgeY;
  let depth = 1;
  while (y < H) {
    const next = horizon + (edgeY - horizon) * depth * 1.09;
    svg.add(rect(0, y, W, next - y, mix(stain, rng.chance(0.5) ? "#ffffff" : "#000000", rng.range(0, 0.07))));
    svg.add(
      rect(0, next - Math.max(1.5, (next - y) * 0.08), W, Math.max(1.5, (next - y) * 0.08), "#000", {
        opacity: 0.35,
      }),
    );
    if (rng.chance(0.6)) svg.add(rect(rng.range(0, W), y, 2, next - y, "#000", { opacity: 0.25 }));
    depth *= 1.09;
    y = next;
  }
  svg.add(rect(0, edgeY, W, H - edgeY, grain));
  svg.add(
    rect(
      0,
      edgeY,
      W,
      H - edgeY,
      svg.linear([
        [0, "#000", 0.12],
        [0.4, "#fff", 0.06],
        [1, "#000", 0.08],
      ]),
    ),
  );

  // Railing along the far edge: posts, rails and balusters.
  const railH = H * 0.2;
  const railTop = edgeY - railH;
  const baluster = svg.pattern(
    26,
    railH,
    rect(0, 0, 9, railH, darken(stain, 0.05)) + rect(6, 0, 3, railH, "#000", { opacity: 0.15 }),
  );
  svg.add(rect(0, railTop + 14, W, railH - 30, baluster));
  svg.add(rect(0, edgeY - 22, W, 12, darken(stain, 0.1)));
  svg.add(
    rect(0, railTop, W, 16, lighten(stain, 0.08)),
    rect(0, railTop + 16, W, 4, "#000", { opacity: 0.2 }),
  );
  svg.add(rect(0, railTop, W, 16, grain));
  const postGap = W / rng.int(4, 5);
  for (let x = postGap / 2; x < W; x += postGap) {
    svg.add(
      rect(x - 12, railTop - 14, 24, railH + 14, stain),
      rect(x + 6, railTop - 14, 6, railH + 14, "#000", { opacity: 0.18 }),
      rect(x - 15, railTop - 20, 30, 8, lighten(stain, 0.1)),
    );
  }
  // Planters at the edge of the deck.
  for (const px of [rng.range(0.08, 0.25) * W, rng.range(0.75, 0.92) * W]) {
    svg.add(
      place(
        px,
        edgeY + 60,
        1.2,
        floorShadow(46) +
          polygon(
            [
              [-44, -80],
              [44, -80],
              [34, 0],
              [-34, 0],
            ],
            rng.pick(["#3A3D40", "#B5683F", "#E9E4DA"]),
          ) +
          shrub(rng, 0, -74, 100, rng.pick(FOLIAGE), true),
      ),
    );
  }
  drawTint(svg, time);
}

function fenceScene(svg: Svg, rng: Random, input: SceneInput): void {
  const { width: W, height: H } = svg;
  const stain = input.color;
  const time = pickTime(rng);
  const theme = SKIES[time];
  const top = H * rng.range(0.28, 0.36);
  const ground = H * 0.74;
  drawSky(svg, rng, time, ground, rng.int(1, 2));
  svg.add(pathEl(treeLine(rng, 0, W, ground, H * 0.3, H * 0.52), mix("#5E8A66", theme.bottom, 0.3)));
  for (let i = 0; i < 2; i++)
    svg.add(deciduousTree(rng, rng.range(0.1, 0.9) * W, top + 60, rng.range(0.9, 1.2), rng.chance(0.25)));
  const horizontal = has(input.hint, "modern", "horizontal");
  const grain = grainPattern(svg, rng, stain, !horizontal);
  if (horizontal) {
    const boardH = 30;
    for (let y = top; y < ground; y += boardH + 6) {
      svg.add(
        rect(
          0,
          y,
          W,
          Math.min(boardH, ground - y),
          mix(stain, rng.chance(0.5) ? "#ffffff" : "#000000", rng.range(0, 0.08)),
        ),
      );
      svg.add(rect(0, y + boardH, W, 6, darken(stain, 0.5)));
    }
    svg.add(rect(0, top, W, ground - top, grain));
    for (let x = W / 10; x < W; x += W / 4) svg.add(rect(x - 4, top, 8, ground - top, darken(stain, 0.2)));
    svg.add(rect(0, top - 14, W, 16, lighten(stain, 0.08)), rect(0, top + 2, W, 4, "#000", { opacity: 0.2 }));
  } else {
    const boardW = rng.range(40, 52);
    const dogEar = rng.chance(0.5);
    const postEvery = 8;
    let i = 0;
    for (let x = -rng.range(0, boardW); x < W; x += boardW) {
      const shade = mix(stain, rng.chance(0.5) ? "#ffffff" : "#000000", rng.range(0, 0.08));
      if (dogEar) {
        svg.add(
          polygon(
            [
              [x, top + 10],
              [x + 10, top],
              [x + boardW - 12, top],
              [x + boardW - 2, top + 10],
              [x + boardW - 2, ground],
              [x, ground],
            ],
            shade,
          ),
        );
      } else {
        svg.add(rect(x, top, boardW - 2, ground - top, shade));
      }
      svg.add(rect(x + boardW - 2, top, 2, ground - top, "#000", { opacity: 0.35 }));
      if (i % postEvery === 0) {
        svg.add(
          rect(x - 10, top - 30, 24, ground - top + 30, darken(stain, 0.08)),
          polygon(
            [
              [x - 14, top - 30],
              [x + 18, top - 30],
              [x + 2, top - 46],
            ],
            lighten(stain, 0.06),
          ),
        );
      }
      i++;
    }
    svg.add(rect(0, top, W, ground - top, grain));
    if (!dogEar)
      svg.add(
        rect(0, top - 10, W, 14, lighten(stain, 0.06)),
        rect(0, top + 4, W, 3, "#000", { opacity: 0.2 }),
      );
  }
  svg.add(
    rect(
      0,
      top,
      W,
      ground - top,
      svg.linear([
        [0, "#fff", 0.08],
        [1, "#000", 0.12],
      ]),
    ),
  );
  drawLawn(svg, ground);
  svg.add(rect(0, ground, W, 40, "#5A4334"), rect(0, ground, W, 8, "#000", { opacity: 0.2 }));
  for (let x = rng.range(40, 120); x < W; x += rng.range(180, 300))
    svg.add(shrub(rng, x, ground + 36, rng.range(90, 150), rng.pick(FOLIAGE), rng.chance(0.6)));
  drawTint(svg, time);
}

// ---------------------------------------------------------------------------
// Scene: playground
// ---------------------------------------------------------------------------

function playgroundScene(svg: Svg, rng: Random, input: SceneInput): void {
  const { width: W, height: H } = svg;
  const paint = input.color;
  const time = pickTime(rng);
  const theme = SKIES[time];
  const horizon = H * 0.55;
  drawSky(svg, rng, time, horizon + 30, rng.int(1, 3));
  svg.add(pathEl(treeLine(rng, 0, W, horizon, 30, 90), mix("#5E8A66", theme.bottom, 0.3)));
  drawLawn(svg, horizon);
  for (let i = 0; i < 2; i++)
    svg.add(
      deciduousTree(
        rng,
        rng.pick([0.08, 0.92]) * W + rng.range(-40, 40),
        horizon + 40,
        rng.range(0.8, 1.1),
        rng.chance(0.25),
      ),
    );
  const flip = rng.chance(0.5);
  const gy = H * 0.84;
  svg.add(
    ellipse(W / 2, gy - 10, W * 0.44, H * 0.1, "#8A5A3C"),
    ellipse(W / 2, gy - 14, W * 0.42, H * 0.085, "#9C6A48"),
  );
  const wood = "#B07A4A";
  const woodDark = "#8A5A36";
  const slide = contrasting(rng, ["#E9B949", "#5FA36A", "#3E7CB1", "#E07B39"], paint, 0.1);
  let s = "";
  // Swing beam and A-frame (drawn first: it sits behind the tower).
  s += rect(-560, -340, 460, 20, wood) + rect(-560, -322, 460, 4, "#000", { opacity: 0.15 });
  s += line(-540, -330, -600, 0, woodDark, 16) + line(-540, -330, -480, 0, wood, 16);
  for (const sx of [-420, -250]) {
    const swing = rng.range(-12, 12);
    s +=
      `<g transform="rotate(${fmt(swing)} ${sx} -320)">` +
      line(sx - 26, -320, sx - 26, -70, "#7D838A", 3) +
      line(sx + 26, -320, sx + 26, -70, "#7D838A", 3) +
      rect(sx - 36, -74, 72, 14, "#2E2E30", { rx: 6 }) +
      "</g>";
  }
  // Tower with painted panels and canopy.
  s += rect(-120, -440, 22, 440, woodDark) + rect(98, -440, 22, 440, wood);
  s += rect(-140, -214, 280, 20, wood) + rect(-140, -194, 280, 5, "#000", { opacity: 0.18 });
  s +=
    rect(-98, -300, 196, 86, paint) +
    circle(0, -257, 26, lighten(paint, 0.35)) +
    rect(-98, -300, 196, 10, darken(paint, 0.15));
  s +=
    polygon(
      [
        [-170, -430],
        [0, -540],
        [170, -430],
      ],
      paint,
    ) +
    polygon(
      [
        [-170, -430],
        [170, -430],
        [150, -416],
        [-150, -416],
      ],
      darken(paint, 0.25),
    );
  s += polygon(
    [
      [-120, -430],
      [0, -506],
      [120, -430],
    ],
    lighten(paint, 0.12),
    { opacity: 0.5 },
  );
  // Ladder rungs under the platform.
  for (let y = -40; y > -200; y -= 38) s += rect(-96, y, 192, 10, woodDark, { opacity: 0.9 });
  // Slide from the platform.
  const slidePath = "M120 -204C230 -200 250 -40 400 -24";
  s += pathEl(slidePath, "none", {
    stroke: darken(slide, 0.2),
    "stroke-width": 46,
    "stroke-linecap": "round",
  });
  s += pathEl(slidePath, "none", { stroke: slide, "stroke-width": 34, "stroke-linecap": "round" });
  s += pathEl(slidePath, "none", {
    stroke: lighten(slide, 0.3),
    "stroke-width": 6,
    "stroke-linecap": "round",
    opacity: 0.7,
  });
  svg.add(place(W / 2 + (flip ? -1 : 1) * 60, gy, 1, s, flip));
  drawTint(svg, time);
}

// ---------------------------------------------------------------------------
// Hero scenes (16:9)
// ---------------------------------------------------------------------------

/** A freshly painted front door on a covered porch. */
function porchScene(svg: Svg, rng: Random, door: string, siding: string): void {
  defineShared(svg);
  const { width: W, height: H } = svg;
  const ceilingH = H * 0.1;
  const floorY = H * 0.8;
  const gap = 18;
  svg.add(rect(0, 0, W, floorY, siding));
  svg.add(
    rect(
      0,
      0,
      W,
      floorY,
      svg.pattern(
        12,
        gap,
        rect(0, gap - 2.2, 12, 1.8, "#000", { opacity: 0.14 }) +
          rect(0, gap - 0.4, 12, 0.8, "#fff", { opacity: 0.14 }),
      ),
    ),
  );
  // Porch ceiling in a pale "haint" blue with beadboard.
  svg.add(
    rect(0, 0, W, ceilingH, "#CFE1E2"),
    rect(0, 0, W, ceilingH, svg.pattern(20, 10, rect(0, 0, 1.5, 10, "#000", { opacity: 0.08 }))),
  );
  svg.add(
    rect(0, ceilingH, W, 16, "#FBFAF6"),
    rect(
      0,
      ceilingH + 16,
      W,
      40,
      svg.linear([
        [0, "#000", 0.18],
        [1, "#000", 0],
      ]),
    ),
  );
  // Porch floor boards in perspective.
  svg.add(
    rect(
      0,
      floorY,
      W,
      H - floorY,
      svg.linear([
        [0, "#8C9094"],
        [1, "#A9ADB1"],
      ]),
    ),
  );
  let d = "";
  for (let i = -12; i <= 12; i++)
    d += `M${fmt(W / 2 + i * 60)} ${fmt(floorY)}L${fmt(W / 2 + i * 150)} ${fmt(H)}`;
  svg.add(
    pathEl(d, "none", { stroke: "#6F7479", "stroke-width": 2, opacity: 0.6 }),
    rect(0, floorY, W, 8, "#000", { opacity: 0.15 }),
  );
  const trim = "#FBFAF6";
  const cx = W / 2 + rng.range(-60, 60);
  const dw = 230;
  const dh = 500;
  const top = floorY - dh;
  const sidelights = rng.chance(0.6);
  const glass = svg.linear(
    [
      [0, "#A9C3D3"],
      [1, "#E2ECF1"],
    ],
    0,
    0,
    1,
    1,
  );
  const casing = sidelights ? dw / 2 + 110 : dw / 2 + 30;
  svg.add(
    rect(cx - casing - 10, top - 60, casing * 2 + 20, 26, trim),
    rect(cx - casing, top - 36, casing * 2, dh + 36, trim),
  );
  svg.add(rect(cx - casing - 10, top - 34, casing * 2 + 20, 6, "#000", { opacity: 0.1 }));
  if (sidelights) {
    for (const s of [-1, 1]) {
      const sx = cx + s * (dw / 2 + 50) - 30;
      svg.add(
        rect(sx, top, 60, dh - 80, glass),
        rect(sx + 27, top, 6, dh - 80, trim),
        rect(sx, top + (dh - 80) / 2, 60, 6, trim),
        rect(sx, top + dh - 70, 60, 70, darken(trim, 0.05)),
      );
    }
  }
  svg.add(rect(cx - dw / 2, top, dw, dh, door));
  for (const [px, py, pw, ph] of [
    [cx - dw / 2 + 26, top + 30, dw / 2 - 38, 150],
    [cx + 12, top + 30, dw / 2 - 38, 150],
    [cx - dw / 2 + 26, top + 220, dw / 2 - 38, 240],
    [cx + 12, top + 220, dw / 2 - 38, 240],
  ] as const) {
    svg.add(
      rect(px, py, pw, ph, darken(door, 0.08)),
      rect(px + 8, py + 8, pw - 16, ph - 16, lighten(door, 0.05)),
    );
  }
  svg.add(
    rect(
      cx - dw / 2,
      top,
      dw,
      dh,
      svg.linear(
        [
          [0, "#fff", 0.12],
          [1, "#000", 0.08],
        ],
        0,
        0,
        1,
        0,
      ),
    ),
  );
  svg.add(
    rect(cx + dw / 2 - 40, top + 250, 16, 60, BRASS, { rx: 6 }),
    circle(cx + dw / 2 - 32, top + 300, 9, BRASS),
    rect(cx - dw / 2 + 10, floorY - 50, dw - 20, 40, BRASS, { opacity: 0.85 }),
  );
  // Lanterns, planters, a mat and the porch columns.
  for (const s of [-1, 1]) {
    const lx = cx + s * (casing + 70);
    const ly = top + 120;
    svg.add(
      circle(lx, ly, 130, "url(#lampGlow)"),
      rect(lx - 10, ly - 60, 20, 16, "#2A2A2A"),
      polygon(
        [
          [lx - 28, ly - 46],
          [lx + 28, ly - 46],
          [lx + 22, ly + 40],
          [lx - 22, ly + 40],
        ],
        "#2A2A2A",
      ),
      rect(lx - 16, ly - 38, 32, 70, "#FFE6B0"),
    );
    const px = cx + s * (casing + 130);
    svg.add(
      place(
        px,
        floorY + 40,
        1.5,
        floorShadow(50) +
          polygon(
            [
              [-46, -96],
              [46, -96],
              [36, 0],
              [-36, 0],
            ],
            rng.pick(["#3A3D40", "#E9E4DA", "#B5683F"]),
          ) +
          shrub(rng, 0, -90, 120, rng.pick(FOLIAGE), true),
      ),
    );
    const colX = s < 0 ? W * 0.07 : W * 0.93;
    svg.add(
      rect(
        colX - 40,
        ceilingH + 16,
        80,
        floorY - ceilingH - 16,
        svg.linear(
          [
            [0, "#E4E2DC"],
            [0.4, "#FFFFFF"],
            [1, "#D9D6CF"],
          ],
          0,
          0,
          1,
          0,
        ),
      ),
    );
    svg.add(rect(colX - 54, ceilingH + 16, 108, 22, trim), rect(colX - 54, floorY - 26, 108, 26, trim));
  }
  svg.add(
    polygon(
      [
        [cx - 150, floorY + 30],
        [cx + 150, floorY + 30],
        [cx + 175, floorY + 100],
        [cx - 175, floorY + 100],
      ],
      "#8A6A4A",
    ),
    polygon(
      [
        [cx - 130, floorY + 38],
        [cx + 130, floorY + 38],
        [cx + 150, floorY + 92],
        [cx - 150, floorY + 92],
      ],
      "#A07E5A",
    ),
  );
  // A window beside the door.
  const wx = cx - casing - 420 > 180 ? cx - casing - 420 : cx + casing + 260;
  svg.add(
    rect(wx - 16, top + 40 - 16, 232, 342, trim),
    rect(wx, top + 40, 200, 310, glass),
    rect(wx + 97, top + 40, 6, 310, trim),
    rect(wx, top + 192, 200, 6, trim),
  );
  svg.add(
    polygon(
      [
        [wx + 80, top + 40],
        [wx + 130, top + 40],
        [wx + 60, top + 350],
        [wx + 10, top + 350],
      ],
      "#fff",
      { opacity: 0.2 },
    ),
  );
}

/** Twin Cities landscape: skyline across a lake, rolling suburbs, pines. */
function landscapeScene(svg: Svg, rng: Random): void {
  const { width: W, height: H } = svg;
  const time: TimeOfDay = "golden";
  const theme = SKIES[time];
  const horizon = H * 0.56;
  drawSky(svg, rng, time, horizon + 20, 3);
  // Skyline: plain towers plus a few with the stepped and peaked tops the downtown is known for.
  const skyline = mix("#6E7F96", theme.bottom, 0.35);
  let x = W * 0.28;
  while (x < W * 0.72) {
    const w = rng.range(34, 70);
    const h = rng.range(80, 230) * (1 - Math.abs(x - W / 2) / W);
    svg.add(rect(x, horizon - h, w, h, skyline));
    const top = rng.int(0, 3);
    if (top === 0)
      svg.add(
        polygon(
          [
            [x, horizon - h],
            [x + w / 2, horizon - h - w * 0.6],
            [x + w, horizon - h],
          ],
          skyline,
        ),
      );
    else if (top === 1)
      svg.add(
        rect(x + w * 0.2, horizon - h - 22, w * 0.6, 22, skyline),
        rect(x + w * 0.35, horizon - h - 38, w * 0.3, 16, skyline),
      );
    for (let wy = horizon - h + 14; wy < horizon - 10; wy += 16)
      svg.add(rect(x + 6, wy, w - 12, 3, "#FFE6B0", { opacity: 0.25 }));
    x += w + rng.range(2, 10);
  }
  svg.add(pathEl(treeLine(rng, 0, W, horizon + 8, 10, 40), mix("#4F7A52", theme.bottom, 0.4)));
  // Lake with reflections and a sailboat.
  const shore = horizon + H * 0.12;
  svg.add(
    rect(
      0,
      horizon + 8,
      W,
      shore - horizon - 8,
      svg.linear([
        [0, "#8FB2C9"],
        [1, "#C7DCE6"],
      ]),
    ),
  );
  for (let i = 0; i < 10; i++)
    svg.add(
      rect(rng.range(0, W), rng.range(horizon + 14, shore - 6), rng.range(40, 160), 2.5, "#FFF3D6", {
        opacity: 0.6,
      }),
    );
  const bx = rng.range(0.2, 0.4) * W;
  svg.add(
    polygon(
      [
        [bx, shore - 40],
        [bx + 60, shore - 40],
        [bx + 50, shore - 30],
        [bx + 8, shore - 30],
      ],
      "#F4F2EC",
    ),
    polygon(
      [
        [bx + 30, shore - 140],
        [bx + 30, shore - 44],
        [bx + 80, shore - 44],
      ],
      "#FFFFFF",
    ),
    polygon(
      [
        [bx + 26, shore - 120],
        [bx + 26, shore - 44],
        [bx - 6, shore - 44],
      ],
      "#F2E9D8",
    ),
  );
  // Rolling hills with a row of houses in paint colours.
  svg.add(
    pathEl(
      `M0 ${fmt(shore + 10)}Q${fmt(W * 0.25)} ${fmt(shore - 40)} ${fmt(W * 0.5)} ${fmt(shore + 5)}T${fmt(W)} ${fmt(shore - 20)}V${fmt(H)}H0Z`,
      "#86AD63",
    ),
  );
  const houses = PAINT_PALETTE.filter((_, i) => i % 3 === 0);
  houses.forEach((paint, i) => {
    const hx = W * 0.08 + (i * W * 0.84) / (houses.length - 1);
    const hy = shore + 10 + Math.sin(i * 1.3) * 12;
    const s = rng.range(0.8, 1.1);
    svg.add(
      place(
        hx,
        hy,
        s,
        rect(-40, -46, 80, 46, paint.hex) +
          polygon(
            [
              [-50, -44],
              [0, -84],
              [50, -44],
            ],
            rng.pick(ROOF_COLORS),
          ) +
          rect(-8, -26, 16, 26, rng.pick(DOOR_COLORS)) +
          rect(-30, -36, 14, 14, "#E2ECF1") +
          rect(16, -36, 14, 14, "#E2ECF1"),
      ),
    );
  });
  svg.add(
    pathEl(
      `M0 ${fmt(H * 0.8)}Q${fmt(W * 0.3)} ${fmt(H * 0.72)} ${fmt(W * 0.6)} ${fmt(H * 0.8)}T${fmt(W)} ${fmt(H * 0.76)}V${fmt(H)}H0Z`,
      "#6F9A4E",
    ),
  );
  for (const px of [W * 0.04, W * 0.1, W * 0.9, W * 0.96])
    svg.add(pineTree(px + rng.range(-20, 20), H * 0.95, rng.range(300, 420), "#2F5D46"));
  svg.add(deciduousTree(rng, W * 0.8, H * 0.9, 1.2, true));
  drawTint(svg, time);
}

// ---------------------------------------------------------------------------
// What to draw: gallery items, blog posts, services and page heroes
// ---------------------------------------------------------------------------

type SceneFn = (svg: Svg, rng: Random, input: SceneInput) => void;

interface Job {
  /** Image key under content/images/, e.g. "gallery/cabinets-3". */
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

function galleryJob(item: GalleryItem): Job {
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

interface BlogPost {
  slug: string;
  title: string;
  category: string;
  imageAlt: string;
}

function readBlogPosts(): BlogPost[] {
  if (!fs.existsSync(blogDir)) return [];
  return fs
    .readdirSync(blogDir)
    .filter((name) => name.endsWith(".md"))
    .sort()
    .map((name) => {
      const text = fs.readFileSync(path.join(blogDir, name), "utf8");
      const front = text.split(/^---\s*$/m)[1] ?? "";
      const field = (key: string) => {
        const match = new RegExp(`^${key}:\\s*(.*)$`, "m").exec(front);
        return (match?.[1] ?? "").trim().replace(/^["']|["']$/g, "");
      };
      return {
        slug: name.replace(/\.md$/, ""),
        title: field("title"),
        category: field("category"),
        imageAlt: field("imageAlt"),
      };
    });
}

function blogJob(post: BlogPost): Job {
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

function serviceJob(id: string): Job {
  const draw =
    serviceScenes[id] ??
    ((svg: Svg, rng: Random) => interiorScene(svg, rng, sceneInput(rng.pick(PAINT_PALETTE).hex, id, "")));
  return { key: `services/${id}`, width: 1200, height: 800, draw };
}

const heroJobs: Job[] = [
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

// ---------------------------------------------------------------------------
// Writing the files
// ---------------------------------------------------------------------------

const MAX_BYTES = 25 * 1024;

/** True when the owner has put a photo with this key's base name in place. */
function hasPhoto(key: string): boolean {
  const dir = path.join(imagesDir, path.dirname(key));
  if (!fs.existsSync(dir)) return false;
  const base = path.basename(key).toLowerCase();
  return fs.readdirSync(dir).some((file) => {
    const ext = path.extname(file).toLowerCase();
    return rasterExtensions.includes(ext) && file.slice(0, -ext.length).toLowerCase() === base;
  });
}

function render(job: Job): string {
  const svg = new Svg(job.width, job.height);
  job.draw(svg, new Random(job.key));
  const markup = svg.toString();
  const bytes = Buffer.byteLength(markup);
  if (bytes > MAX_BYTES)
    throw new Error(`${job.key}.svg is ${bytes} bytes, over the ${MAX_BYTES}-byte budget`);
  return markup;
}

function main(): void {
  const jobs: Job[] = [
    ...galleryItems.map(galleryJob),
    ...readBlogPosts().map(blogJob),
    ...services.map((service) => serviceJob(service.id)),
    ...heroJobs,
  ];
  const written: Record<string, number> = {};
  let skipped = 0;
  for (const job of jobs) {
    if (hasPhoto(job.key)) {
      skipped++;
      continue;
    }
    const file = path.join(imagesDir, `${job.key}.svg`);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, render(job));
    const group = job.key.split("/")[0]!;
    written[group] = (written[group] ?? 0) + 1;
  }
  const total = Object.values(written).reduce((a, b) => a + b, 0);
  const detail = Object.entries(written)
    .map(([group, count]) => `${group} ${count}`)
    .join(", ");
  console.log(`Wrote ${total} sample SVGs to content/images (${detail}); skipped ${skipped} with a photo.`);
}

main();
