import { CEILING_WHITE } from "./palette.ts";
import type { Random } from "./random.ts";
import { darken, fmt, lighten, line, type Point, pathEl, place, polygon, rect, type Svg } from "./svg.ts";

// ---------------------------------------------------------------------------
// Rooms in one-point perspective
// ---------------------------------------------------------------------------

/**
 * A box room seen from its open front. The back wall is the rectangle L..R x T..B; every
 * other point is found by scaling a back-wall point away from the vanishing point
 * (vx, vy) by a depth factor k (1 = on the back wall, larger = nearer the viewer).
 */
export class Room {
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
export const FRONT = 8;

export type Floor =
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

export function drawRoomShell(svg: Svg, rng: Random, room: Room, finish: RoomFinish): void {
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
export function onFloor(room: Room, x: number, k: number, drawing: string, flip = false): string {
  const spot = floorSpot(room, x, k);
  return place(spot.x, spot.y, spot.scale, drawing, flip);
}

/** Places a drawing on the back wall (55 units per foot), origin at the given point. */
export function onWall(room: Room, x: number, y: number, drawing: string): string {
  return place(x, y, room.foot / 55, drawing);
}
