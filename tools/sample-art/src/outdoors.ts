import { AUTUMN, FOLIAGE } from "./palette.ts";
import type { Random } from "./random.ts";
import {
  circle,
  darken,
  ellipse,
  fmt,
  group,
  lighten,
  pathEl,
  place,
  polygon,
  rect,
  type Svg,
} from "./svg.ts";

// ---------------------------------------------------------------------------
// Sky, trees and other outdoor pieces
// ---------------------------------------------------------------------------

export type TimeOfDay = "morning" | "midday" | "golden" | "hazy";

interface SkyTheme {
  top: string;
  bottom: string;
  sun: string | null;
  /** Overall wash laid over the finished picture to suggest the light. */
  tint: string;
  tintOpacity: number;
}

export const SKIES: Record<TimeOfDay, SkyTheme> = {
  morning: { top: "#84BDE8", bottom: "#EAF3F2", sun: "#FFF4D6", tint: "#FFE7C2", tintOpacity: 0.05 },
  midday: { top: "#5EA3DE", bottom: "#D8ECF8", sun: "#FFFBEA", tint: "#FFFFFF", tintOpacity: 0 },
  golden: { top: "#7C9FD0", bottom: "#F6D7A7", sun: "#FFE2A0", tint: "#FFB35C", tintOpacity: 0.08 },
  hazy: { top: "#A3BCD2", bottom: "#EEF1EE", sun: null, tint: "#E6EEF5", tintOpacity: 0.06 },
};

export const pickTime = (rng: Random): TimeOfDay =>
  rng.pick(["morning", "midday", "midday", "golden", "hazy"] as const);

export function drawSky(svg: Svg, rng: Random, time: TimeOfDay, height: number, clouds: number): void {
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
export function treeLine(
  rng: Random,
  x0: number,
  x1: number,
  baseY: number,
  minH: number,
  maxH: number,
): string {
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

export function deciduousTree(
  rng: Random,
  x: number,
  groundY: number,
  size: number,
  autumn: boolean,
): string {
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

export function pineTree(x: number, groundY: number, height: number, color: string): string {
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
export function shrub(
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
export function drawLawn(svg: Svg, top: number, color = "#7FA65A"): void {
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
export function drawTint(svg: Svg, time: TimeOfDay): void {
  const theme = SKIES[time];
  if (theme.tintOpacity > 0)
    svg.add(rect(0, 0, svg.width, svg.height, theme.tint, { opacity: theme.tintOpacity }));
}
