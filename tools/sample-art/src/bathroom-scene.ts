import { shakerFront } from "./cabinet-scene.ts";
import { defineShared, plant } from "./furniture.ts";
import { BRASS } from "./palette.ts";
import type { Random } from "./random.ts";
import { has, type SceneInput } from "./scene-input.ts";
import { circle, contrasting, darken, fmt, lighten, pathEl, place, polygon, rect, type Svg } from "./svg.ts";

// ---------------------------------------------------------------------------
// Scene: bathroom (front elevation)
// ---------------------------------------------------------------------------

export function bathroomScene(svg: Svg, rng: Random, input: SceneInput): void {
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
