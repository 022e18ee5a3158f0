import type { Random } from "./random.ts";

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
export function mix(a: string, b: string, t: number): string {
  const ca = parseHex(a);
  const cb = parseHex(b);
  return toHex([0, 1, 2].map((i) => ca[i]! + (cb[i]! - ca[i]!) * t) as Rgb);
}

export const darken = (hex: string, t: number) => mix(hex, "#000000", t);
export const lighten = (hex: string, t: number) => mix(hex, "#ffffff", t);

/** Perceived lightness, 0 (black) to 1 (white). */
export function lightness(hex: string): number {
  const [r, g, b] = parseHex(hex);
  return (0.299 * r + 0.587 * g + 0.114 * b) / 255;
}

/** Picks a colour that stands out against `background` (furniture on a wall, a door on siding). */
export function contrasting(
  rng: Random,
  options: readonly string[],
  background: string,
  minDelta = 0.18,
): string {
  const good = options.filter((c) => Math.abs(lightness(c) - lightness(background)) >= minDelta);
  return rng.pick(good.length > 0 ? good : options);
}

// ---------------------------------------------------------------------------
// SVG building blocks
// ---------------------------------------------------------------------------

type Attrs = Record<string, string | number | undefined>;
export type Point = readonly [number, number];
type Stop = readonly [offset: number, color: string, opacity?: number];

/** Numbers with one decimal keep the files small without visible loss. */
export const fmt = (v: number) => String(Math.round(v * 10) / 10);

export function el(tag: string, attrs: Attrs = {}, children?: string): string {
  let out = `<${tag}`;
  for (const [name, value] of Object.entries(attrs)) {
    if (value !== undefined) out += ` ${name}="${typeof value === "number" ? fmt(value) : value}"`;
  }
  return children === undefined ? `${out}/>` : `${out}>${children}</${tag}>`;
}

export const rect = (x: number, y: number, w: number, h: number, fill: string, extra: Attrs = {}) =>
  el("rect", { x, y, width: w, height: h, fill, ...extra });
export const circle = (cx: number, cy: number, r: number, fill: string, extra: Attrs = {}) =>
  el("circle", { cx, cy, r, fill, ...extra });
export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra: Attrs = {}) =>
  el("ellipse", { cx, cy, rx, ry, fill, ...extra });
export const pointList = (pts: readonly Point[]) => pts.map(([x, y]) => `${fmt(x)},${fmt(y)}`).join(" ");
export const polygon = (pts: readonly Point[], fill: string, extra: Attrs = {}) =>
  el("polygon", { points: pointList(pts), fill, ...extra });
export const pathEl = (d: string, fill: string, extra: Attrs = {}) => el("path", { d, fill, ...extra });
export const line = (
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  stroke: string,
  width: number,
  extra: Attrs = {},
) => el("line", { x1, y1, x2, y2, stroke, "stroke-width": width, ...extra });
export const group = (children: string, extra: Attrs = {}) => el("g", extra, children);

/** Moves (and scales) a drawing made in local units whose origin is its floor contact point. */
export function place(x: number, y: number, scale: number, children: string, flip = false): string {
  const sx = Math.round(scale * 1000) / 1000;
  const s = flip ? ` scale(${-sx} ${sx})` : sx === 1 ? "" : ` scale(${sx})`;
  return `<g transform="translate(${fmt(x)} ${fmt(y)})${s}">${children}</g>`;
}

/** A soft contact shadow under an object standing on the floor. */
export const floorShadow = (halfWidth: number, opacity = 0.16) =>
  ellipse(0, -2, halfWidth, Math.max(6, halfWidth * 0.06), "#000", { opacity });

/** One SVG document: collects <defs> (gradients, patterns, clips) and body markup. */
export class Svg {
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

export function stopsMarkup(stops: readonly Stop[]): string {
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

export const use = (id: string, extra: Attrs = {}) => el("use", { "xlink:href": `#${id}`, ...extra });
