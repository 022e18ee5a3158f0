import { deciduousTree, drawLawn, drawSky, drawTint, pickTime, SKIES, shrub, treeLine } from "./outdoors.ts";
import { FOLIAGE } from "./palette.ts";
import type { Random } from "./random.ts";
import { has, type SceneInput, variant } from "./scene-input.ts";
import {
  darken,
  ellipse,
  floorShadow,
  fmt,
  lighten,
  lightness,
  mix,
  pathEl,
  place,
  polygon,
  rect,
  type Svg,
} from "./svg.ts";

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

export function deckFenceScene(svg: Svg, rng: Random, input: SceneInput): void {
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
