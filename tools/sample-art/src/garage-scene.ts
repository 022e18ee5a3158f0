import { defineShared } from "./furniture.ts";
import { drawSky, drawTint, pickTime, shrub } from "./outdoors.ts";
import { CEILING_WHITE, FOLIAGE, ROOF_COLORS } from "./palette.ts";
import type { Random } from "./random.ts";
import { drawRoomShell, Room } from "./room.ts";
import { type SceneInput, variant } from "./scene-input.ts";
import { ceilingPanel, sideRect } from "./side-wall.ts";
import {
  circle,
  contrasting,
  darken,
  ellipse,
  fmt,
  lighten,
  line,
  type Point,
  pathEl,
  polygon,
  rect,
  type Svg,
} from "./svg.ts";

// ---------------------------------------------------------------------------
// Scene: garage (coated floor inside, or a painted garage door outside)
// ---------------------------------------------------------------------------

function planeRect(room: Room, x: number, k1: number, k2: number, yTop: number, yBottom: number): Point[] {
  return [room.at(x, yTop, k1), room.at(x, yTop, k2), room.at(x, yBottom, k2), room.at(x, yBottom, k1)];
}

export function garageScene(svg: Svg, rng: Random, input: SceneInput): void {
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
