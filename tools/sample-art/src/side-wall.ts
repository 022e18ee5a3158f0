import type { WindowView } from "./furniture.ts";
import { SKIES, type TimeOfDay } from "./outdoors.ts";
import { BRASS } from "./palette.ts";
import type { Random } from "./random.ts";
import { FRONT, type Room } from "./room.ts";
import {
  circle,
  darken,
  ellipse,
  fmt,
  lighten,
  line,
  mix,
  type Point,
  pathEl,
  polygon,
  type Svg,
} from "./svg.ts";

// ---------------------------------------------------------------------------
// Side-wall pieces
// ---------------------------------------------------------------------------

export type Side = "left" | "right";

/** Corners of a rectangle on a side wall between depths k1..k2 and back-wall heights yTop..yBottom. */
export function sideRect(
  room: Room,
  side: Side,
  k1: number,
  k2: number,
  yTop: number,
  yBottom: number,
): Point[] {
  const x = side === "left" ? room.L : room.R;
  return [room.at(x, yTop, k1), room.at(x, yTop, k2), room.at(x, yBottom, k2), room.at(x, yBottom, k1)];
}

/** A window (or a run of tall panes) on a side wall, with its light on the floor. */
export function sideWindow(
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
export function sideDoor(
  room: Room,
  side: Side,
  k1: number,
  k2: number,
  trim: string,
  color: string,
): string {
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
export function pendant(
  room: Room,
  x: number,
  k: number,
  dropFeet: number,
  shade: string,
  globe = false,
): string {
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
export function ceilingGrid(room: Room, color: string): string {
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
export function ceilingPanel(room: Room, x1: number, x2: number, k1: number, k2: number): string {
  return polygon(
    [room.at(x1, room.T, k1), room.at(x2, room.T, k1), room.at(x2, room.T, k2), room.at(x1, room.T, k2)],
    "#FFFDF4",
    { stroke: "#D8D6CF", "stroke-width": 1.5 },
  );
}
