import { defineShared } from "./furniture.ts";
import { defineVanPaint, type HouseStyle, house, leaningLadder, paintBucket, van } from "./house.ts";
import {
  deciduousTree,
  drawLawn,
  drawSky,
  drawTint,
  pickTime,
  pineTree,
  SKIES,
  shrub,
  type TimeOfDay,
  treeLine,
} from "./outdoors.ts";
import { DOOR_COLORS, FOLIAGE, ROOF_COLORS, WHITE_PAINT } from "./palette.ts";
import type { Random } from "./random.ts";
import { has, type SceneInput, variant } from "./scene-input.ts";
import { contrasting, lightness, mix, pathEl, place, polygon, rect, type Svg } from "./svg.ts";

// ---------------------------------------------------------------------------
// Scene: house exterior
// ---------------------------------------------------------------------------

interface ExteriorExtras {
  ladder?: boolean;
  van?: boolean;
  /** Show the walls half repainted (old colour on the right). */
  repaint?: boolean;
  lake?: boolean;
  pines?: boolean;
  time?: TimeOfDay;
  /** House size relative to a 1200x800 picture. */
  scale?: number;
  style?: HouseStyle;
}

export function exteriorScene(svg: Svg, rng: Random, input: SceneInput, extras: ExteriorExtras = {}): void {
  defineShared(svg);
  const { width: W, height: H } = svg;
  const time = extras.time ?? (has(input.hint, "sunny", "clear sky") ? "midday" : pickTime(rng));
  const theme = SKIES[time];
  const horizon = H * rng.range(0.62, 0.67);
  drawSky(svg, rng, time, horizon + 40, rng.int(1, 3));
  const lake = extras.lake ?? has(input.hint, "lake");
  svg.add(pathEl(treeLine(rng, 0, W, horizon, 20, 70), mix("#6F9377", theme.bottom, 0.45)));
  let lawnTop = horizon;
  if (lake) {
    lawnTop = horizon + H * 0.06;
    svg.add(
      rect(
        0,
        horizon,
        W,
        lawnTop - horizon,
        svg.linear([
          [0, "#7FA7C4"],
          [1, "#A9C8D8"],
        ]),
      ),
    );
    for (let i = 0; i < 6; i++) {
      svg.add(
        rect(rng.range(0, W), horizon + rng.range(4, lawnTop - horizon - 4), rng.range(40, 140), 2, "#fff", {
          opacity: 0.5,
        }),
      );
    }
  }
  if (!lake) svg.add(pathEl(treeLine(rng, 0, W, lawnTop + 2, 30, 100), mix("#4F7A52", theme.bottom, 0.2)));
  drawLawn(svg, lawnTop);

  const scale = extras.scale ?? W / 1200;
  const style =
    extras.style ??
    variant(
      input,
      [
        ["rambler", ["rambler"]],
        ["split-level", ["split-level", "split level", "split"]],
        ["two-story", ["two-story", "two story", "two-storey", "colonial", "farmhouse", "craftsman"]],
      ] as const,
      rng.pick(["rambler", "two-story", "split-level"] as const),
    );
  const groundY = lawnTop + (H - lawnTop) * 0.45;
  const houseX = W / 2 + rng.range(-70, 70) * scale;
  const trim = lightness(input.color) > 0.86 ? "#FBFAF6" : WHITE_PAINT;
  const result = house(svg, rng, {
    style,
    body: input.color,
    trim,
    roof: rng.pick(ROOF_COLORS),
    door: input.accent ?? contrasting(rng, DOOR_COLORS, input.color, 0.15),
    shutters: rng.chance(0.35)
      ? contrasting(rng, ["#2F2F30", "#2F3D4C", "#4B2929", "#5E6259"], input.color, 0.25)
      : null,
    sidingGap: rng.int(13, 18),
    pitch: rng.range(0.75, 1.25),
    side: rng.sign(),
    porch: style === "two-story" && rng.chance(0.5),
    repaint: extras.repaint ? { old: "#D9D0BF", done: rng.range(0.45, 0.6) } : undefined,
  });
  const sx = (x: number) => houseX + x * scale;

  // Trees behind the house first, then drive and walk, then the house and plantings.
  const treeSide = rng.sign();
  const treeX =
    treeSide < 0
      ? Math.min(sx(result.extent[0]) - 40 * scale, W * 0.12)
      : Math.max(sx(result.extent[1]) + 40 * scale, W * 0.88);
  const autumn = rng.chance(0.2);
  if (extras.pines || rng.chance(0.4)) {
    for (const px of [sx(result.extent[0]) - 30 * scale, sx(result.extent[1]) + 50 * scale]) {
      svg.add(pineTree(px, groundY - 10 * scale, rng.range(300, 420) * scale, "#2F5D46"));
    }
  }
  if (result.garageDoor) {
    const [a, b] = result.garageDoor;
    svg.add(
      polygon(
        [
          [sx(a), groundY],
          [sx(b), groundY],
          [sx(b) + (sx(b) - W / 2) * 0.5 + 60, H],
          [sx(a) + (sx(a) - W / 2) * 0.5 - 60, H],
        ],
        svg.linear([
          [0, "#BDB9B1"],
          [1, "#D6D3CC"],
        ]),
      ),
    );
  }
  const door = sx(result.frontDoor);
  svg.add(
    polygon(
      [
        [door - 40 * scale, groundY],
        [door + 40 * scale, groundY],
        [door + 70 * scale + (door - W / 2) * 0.3, H],
        [door - 70 * scale + (door - W / 2) * 0.3, H],
      ],
      "#CFC9BD",
    ),
  );
  svg.add(place(houseX, groundY, scale, result.markup));
  for (const x of result.shrubs) {
    svg.add(
      shrub(rng, sx(x), groundY + 6 * scale, rng.range(70, 110) * scale, rng.pick(FOLIAGE), rng.chance(0.4)),
    );
  }
  svg.add(deciduousTree(rng, treeX, groundY + 30 * scale, rng.range(1.3, 1.7) * scale, autumn));

  if (extras.ladder || has(input.hint, "ladder")) {
    const [lx, ly] = result.ladderSpot;
    const topX = sx(lx);
    const topY = groundY + ly * scale;
    const footX = topX - 70 * scale;
    const footY = groundY + 12 * scale;
    const length = Math.hypot(topX - footX, footY - topY);
    const angle = (Math.atan2(topX - footX, footY - topY) * 180) / Math.PI;
    svg.add(place(footX, footY, scale, leaningLadder(length / scale, angle, "#C9CDD1")));
    svg.add(place(footX - 40 * scale, footY + 10 * scale, scale * 0.36, paintBucket(input.color)));
  }
  if (extras.van) {
    defineVanPaint(svg);
    // Parked on the driveway when there is one, otherwise away from the ladder.
    const ladderX = sx(result.ladderSpot[0]);
    const vanX = result.garageDoor
      ? (sx(result.garageDoor[0]) + sx(result.garageDoor[1])) / 2 +
        (sx(result.garageDoor[0]) < W / 2 ? -60 : 60) * scale
      : ladderX > W / 2
        ? W * 0.25
        : W * 0.75;
    svg.add(place(vanX, H - 24 * scale, scale * 0.95, van()));
  }
  drawTint(svg, time);
}
