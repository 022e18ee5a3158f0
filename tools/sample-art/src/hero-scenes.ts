import { defineShared } from "./furniture.ts";
import {
  deciduousTree,
  drawSky,
  drawTint,
  pineTree,
  SKIES,
  shrub,
  type TimeOfDay,
  treeLine,
} from "./outdoors.ts";
import { BRASS, DOOR_COLORS, FOLIAGE, PAINT_PALETTE, ROOF_COLORS } from "./palette.ts";
import type { Random } from "./random.ts";
import {
  circle,
  darken,
  floorShadow,
  fmt,
  lighten,
  mix,
  pathEl,
  place,
  polygon,
  rect,
  type Svg,
} from "./svg.ts";

// ---------------------------------------------------------------------------
// Hero scenes (16:9)
// ---------------------------------------------------------------------------

/** A freshly painted front door on a covered porch. */
export function porchScene(svg: Svg, rng: Random, door: string, siding: string): void {
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
export function landscapeScene(svg: Svg, rng: Random): void {
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
