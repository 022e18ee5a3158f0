import { deciduousTree, drawLawn, drawSky, drawTint, pickTime, SKIES, treeLine } from "./outdoors.ts";
import type { Random } from "./random.ts";
import type { SceneInput } from "./scene-input.ts";
import {
  circle,
  contrasting,
  darken,
  ellipse,
  fmt,
  lighten,
  line,
  mix,
  pathEl,
  place,
  polygon,
  rect,
  type Svg,
} from "./svg.ts";

// ---------------------------------------------------------------------------
// Scene: playground
// ---------------------------------------------------------------------------

export function playgroundScene(svg: Svg, rng: Random, input: SceneInput): void {
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
