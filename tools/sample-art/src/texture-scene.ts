import { defineShared, framedArt, stepLadder, windowUnit } from "./furniture.ts";
import { drawTint, pickTime } from "./outdoors.ts";
import { BRASS, CEILING_WHITE, WHITE_PAINT, WOOD_FLOORS } from "./palette.ts";
import type { Random } from "./random.ts";
import { drawRoomShell, FRONT, onFloor, Room } from "./room.ts";
import { has, type SceneInput, variant } from "./scene-input.ts";
import { sideRect } from "./side-wall.ts";
import {
  circle,
  darken,
  el,
  ellipse,
  fmt,
  lighten,
  lightness,
  line,
  type Point,
  polygon,
  rect,
  type Svg,
  use,
} from "./svg.ts";

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

export function textureScene(svg: Svg, rng: Random, input: SceneInput): void {
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

export function ceilingScene(svg: Svg, rng: Random, input: SceneInput, popcornHalf: boolean): void {
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
