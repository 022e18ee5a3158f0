import { defineShared, plant, windowUnit } from "./furniture.ts";
import { pickTime } from "./outdoors.ts";
import { BRASS, WOOD_FLOORS } from "./palette.ts";
import type { Random } from "./random.ts";
import { Room } from "./room.ts";
import { has, type SceneInput } from "./scene-input.ts";
import { pendant } from "./side-wall.ts";
import {
  circle,
  darken,
  ellipse,
  fmt,
  lighten,
  lightness,
  pathEl,
  place,
  polygon,
  rect,
  type Svg,
} from "./svg.ts";

// ---------------------------------------------------------------------------
// Scene: kitchen cabinets (front elevation)
// ---------------------------------------------------------------------------

/** A shaker door or drawer front with its pull. */
export function shakerFront(
  x: number,
  y: number,
  w: number,
  h: number,
  color: string,
  pull: string,
  pullAt: "top" | "bottom" | "center",
  hingeLeft: boolean,
): string {
  const rail = Math.min(18, w * 0.16, h * 0.2);
  let out = rect(x, y, w, h, color, { rx: 2 });
  out += rect(x + rail, y + rail, w - rail * 2, h - rail * 2, darken(color, 0.05));
  out += rect(x + rail, y + rail, w - rail * 2, 3, "#000", { opacity: 0.12 });
  out += rect(x + rail, y + h - rail - 2, w - rail * 2, 2, "#fff", { opacity: 0.25 });
  out += rect(x, y + h - 2, w, 2, "#000", { opacity: 0.15 });
  const px = hingeLeft ? x + w - rail / 2 - 3 : x + rail / 2 - 3;
  if (pullAt === "center")
    out += rect(x + w / 2 - Math.min(60, w * 0.3), y + h / 2 - 3.5, Math.min(120, w * 0.6), 7, pull, {
      rx: 3.5,
    });
  else out += rect(px, pullAt === "top" ? y + rail : y + h - rail - 60, 6, 60, pull, { rx: 3 });
  return out;
}

export function cabinetScene(svg: Svg, rng: Random, input: SceneInput): void {
  defineShared(svg);
  const { width: W, height: H } = svg;
  const paint = input.color;
  const island = has(input.hint, "island");
  const twoTone =
    has(input.hint, "two-tone") || (has(input.hint, "lower cabinet") && has(input.hint, "upper cabinet"));
  const white = "#F3F1EA";
  const upperColor = island || twoTone ? white : paint;
  const lowerColor = island ? white : paint;
  const wall =
    lightness(upperColor) > 0.8
      ? rng.pick(["#D1CBC1", "#CDD2CA", "#DDD6CA", "#C2CDC5"])
      : rng.pick(["#EDEAE0", "#F0EFE6", "#E6E4DE"]);
  const pull = has(input.hint, "brass")
    ? BRASS
    : has(input.hint, "black")
      ? "#232323"
      : rng.pick([BRASS, "#2A2A2A", "#B9BDC0"]);
  const counter = has(input.hint, "butcher", "butcher-block")
    ? "#C28F5A"
    : rng.pick(["#F1F0EC", "#E4E2DD", "#3D4144", "#C28F5A", "#B9B8B4"]);
  const tile = rng.pick(["#F7F6F2", "#EFEBE2", "#DDE5E0", "#F3F1EA"]);

  const upperTop = H * 0.05;
  const upperBottom = H * 0.38;
  const counterTop = H * 0.55;
  const lowerTop = counterTop + 22;
  const kickTop = H * 0.86;
  const floorTop = H * 0.88;
  const x0 = -20;
  const x1 = W + 20;
  const center = W / 2 + rng.range(-120, 120);
  const featureHalf = rng.range(150, 190);
  const windowFeature = rng.chance(0.5);

  svg.add(rect(0, 0, W, H, wall));
  // Backsplash tile with under-cabinet light.
  const subway = rng.chance(0.6);
  const tiles = subway
    ? svg.pattern(
        64,
        32,
        rect(0, 0, 64, 32, tile) +
          rect(0, 0, 64, 1.6, "#D4D0C8") +
          rect(0, 16, 64, 1.6, "#D4D0C8") +
          rect(0, 0, 1.6, 16, "#D4D0C8") +
          rect(32, 16, 1.6, 16, "#D4D0C8"),
      )
    : svg.pattern(
        24,
        72,
        rect(0, 0, 24, 72, tile) + rect(0, 0, 1.6, 72, "#D4D0C8") + rect(0, 0, 24, 1.6, "#D4D0C8"),
      );
  svg.add(rect(0, upperBottom, W, counterTop - upperBottom, tiles));
  svg.add(
    rect(
      0,
      upperBottom,
      W,
      70,
      svg.linear([
        [0, "#FFF6DE", 0.5],
        [1, "#FFF6DE", 0],
      ]),
    ),
  );

  // Centre feature: a window over the sink, or a range hood.
  if (windowFeature) {
    svg.add(rect(center - featureHalf, upperTop - 10, featureHalf * 2, counterTop - 20 - upperTop, wall));
    svg.add(
      windowUnit(
        svg,
        rng,
        center - featureHalf + 40,
        upperTop + 40,
        featureHalf * 2 - 80,
        counterTop - upperTop - 110,
        pickTime(rng),
        "trees",
        { trim: "#FBFAF6", muntins: "cross" },
      ),
    );
  } else {
    const hood = rng.pick(["#C9CDD1", lighten(wall, 0.4), upperColor]);
    svg.add(
      rect(center - 70, 0, 140, upperBottom - 40, hood),
      rect(center - 70, 0, 10, upperBottom - 40, "#000", { opacity: 0.06 }),
    );
    svg.add(
      polygon(
        [
          [center - 70, upperBottom - 40],
          [center + 70, upperBottom - 40],
          [center + featureHalf - 20, upperBottom + 50],
          [center - featureHalf + 20, upperBottom + 50],
        ],
        hood,
      ),
    );
    svg.add(rect(center - featureHalf + 14, upperBottom + 50, featureHalf * 2 - 28, 14, darken(hood, 0.12)));
  }

  // Upper cabinets either side of the feature.
  const upperRuns: Array<[number, number]> = [
    [x0, center - featureHalf - (windowFeature ? 0 : 10)],
    [center + featureHalf + (windowFeature ? 0 : 10), x1],
  ];
  svg.add(rect(x0, upperTop - 14, x1 - x0, 14, lighten(upperColor, 0.08)));
  const glassDoors = rng.chance(0.3);
  for (const [a, b] of upperRuns) {
    const count = Math.max(1, Math.round((b - a) / 125));
    const w = (b - a) / count;
    svg.add(rect(a, upperBottom, b - a, 8, "#000", { opacity: 0.12 }));
    for (let i = 0; i < count; i++) {
      const x = a + i * w;
      const nearFeature = (a < center && i === count - 1) || (a > center && i === 0);
      if (glassDoors && nearFeature) {
        svg.add(rect(x + 2, upperTop, w - 4, upperBottom - upperTop, upperColor, { rx: 2 }));
        svg.add(rect(x + 16, upperTop + 14, w - 32, upperBottom - upperTop - 28, "#DCE4E6"));
        for (const sy of [0.4, 0.75]) {
          const y = upperTop + (upperBottom - upperTop) * sy;
          svg.add(rect(x + 16, y, w - 32, 4, "#C9CDD1"));
          for (let p = 0; p < 3; p++)
            svg.add(
              circle(x + 32 + p * ((w - 64) / 2), y - 18, 16, "#FBFAF7", {
                stroke: "#D4D0C8",
                "stroke-width": 1.5,
              }),
            );
        }
      } else {
        svg.add(
          shakerFront(
            x + 2,
            upperTop,
            w - 4,
            upperBottom - upperTop,
            upperColor,
            pull,
            "bottom",
            i % 2 === 0,
          ),
        );
      }
    }
  }

  // Counter and lowers.
  svg.add(
    rect(x0, counterTop, x1 - x0, 22, counter),
    rect(x0, counterTop, x1 - x0, 4, "#fff", { opacity: 0.25 }),
    rect(x0, counterTop + 22, x1 - x0, 5, "#000", { opacity: 0.12 }),
  );
  const lowerRuns: Array<[number, number, "sink" | "range" | "plain"]> = [
    [x0, center - featureHalf, "plain"],
    [center - featureHalf, center + featureHalf, windowFeature ? "sink" : "range"],
    [center + featureHalf, x1, "plain"],
  ];
  const drawerH = 54;
  for (const [a, b, role] of lowerRuns) {
    if (role === "range") {
      svg.add(rect(a + 6, lowerTop, b - a - 12, kickTop - lowerTop + 20, "#C9CDD1"));
      svg.add(rect(a + 22, lowerTop + 70, b - a - 44, kickTop - lowerTop - 100, "#2E3033", { rx: 6 }));
      svg.add(rect(a + 40, lowerTop + 90, b - a - 80, 70, "#4A4F55", { rx: 4 }));
      svg.add(rect(a + 40, lowerTop + 48, b - a - 80, 8, "#9AA0A6", { rx: 4 }));
      for (let k = 0; k < 5; k++)
        svg.add(circle(a + 40 + (k * (b - a - 80)) / 4, lowerTop + 22, 8, "#2E3033"));
      svg.add(rect(a, counterTop - 10, b - a, 10, "#2E3033"));
      continue;
    }
    const count = role === "sink" ? 2 : Math.max(1, Math.round((b - a) / 130));
    const w = (b - a) / count;
    for (let i = 0; i < count; i++) {
      const x = a + i * w;
      if (role === "plain" && i === (a < center ? 0 : count - 1) && rng.chance(0.6)) {
        const dh = (kickTop - lowerTop) / 3;
        for (let d = 0; d < 3; d++)
          svg.add(shakerFront(x + 2, lowerTop + d * dh + 2, w - 4, dh - 4, lowerColor, pull, "center", true));
        continue;
      }
      svg.add(
        role === "sink"
          ? rect(x + 2, lowerTop + 2, w - 4, drawerH - 4, lowerColor, { rx: 2 })
          : shakerFront(x + 2, lowerTop + 2, w - 4, drawerH - 4, lowerColor, pull, "center", true),
      );
      svg.add(
        shakerFront(
          x + 2,
          lowerTop + drawerH + 2,
          w - 4,
          kickTop - lowerTop - drawerH - 4,
          lowerColor,
          pull,
          "top",
          i % 2 === 1,
        ),
      );
    }
  }
  svg.add(rect(0, kickTop, W, floorTop - kickTop, darken(lowerColor, 0.35)));
  svg.add(
    rect(
      0,
      floorTop,
      W,
      H - floorTop,
      svg.linear([
        [0, darken(rng.pick(WOOD_FLOORS), 0.1)],
        [1, rng.pick(WOOD_FLOORS)],
      ]),
    ),
  );

  // Counter styling: faucet at the sink, a few things on the counter.
  if (windowFeature) {
    svg.add(
      pathEl(
        `M${fmt(center - 6)} ${fmt(counterTop)}V${fmt(counterTop - 70)}Q${fmt(center - 6)} ${fmt(counterTop - 96)} ${fmt(center + 20)} ${fmt(counterTop - 96)}Q${fmt(center + 44)} ${fmt(counterTop - 96)} ${fmt(center + 44)} ${fmt(counterTop - 70)}V${fmt(counterTop - 58)}`,
        "none",
        { stroke: pull === BRASS ? BRASS : "#9AA0A6", "stroke-width": 8, "stroke-linecap": "round" },
      ),
    );
  }
  // Counter decor stays clear of the sink or range in the middle.
  const lemonsLeft = rng.chance(0.5);
  const lemons =
    ellipse(0, -14, 46, 16, "#F2EFE8") +
    circle(-16, -28, 13, "#F2C94C") +
    circle(8, -30, 13, "#E2AE48") +
    circle(0, -44, 12, "#F2C94C");
  const board = rect(-30, -110, 60, 110, "#C49A6C", { rx: 26 }) + rect(-6, -100, 12, 8, "#8A6342", { rx: 3 });
  svg.add(place(lemonsLeft ? W * 0.08 : W * 0.92, counterTop, 1, lemons));
  svg.add(place(lemonsLeft ? W * 0.9 : W * 0.1, counterTop, 1, board));
  svg.add(place(center + rng.sign() * (featureHalf + 90), counterTop, 1, plant(rng, 80, "#E9E4DA")));

  if (island) {
    const islandTop = H * 0.66;
    const half = rng.range(330, 400);
    const ix = W / 2 + rng.range(-60, 60);
    for (const dx of [-half * 0.55, half * 0.55])
      svg.add(
        pendant(
          new Room(W / 2, H / 2, 0, W, 0, H * 0.9, 9),
          ix + dx,
          1,
          4.8,
          rng.pick([BRASS, "#2A2A2A", "#FBFAF7"]),
        ),
      );
    svg.add(rect(ix - half - 20, islandTop + 30, (half + 20) * 2, 20, "#000", { opacity: 0.1 }));
    svg.add(
      rect(ix - half - 20, islandTop, (half + 20) * 2, 26, counter),
      rect(ix - half - 20, islandTop, (half + 20) * 2, 4, "#fff", { opacity: 0.25 }),
    );
    const count = Math.round((half * 2) / 150);
    const w = (half * 2) / count;
    for (let i = 0; i < count; i++)
      svg.add(
        shakerFront(
          ix - half + i * w + 2,
          islandTop + 28,
          w - 4,
          H - islandTop,
          paint,
          pull,
          "top",
          i % 2 === 1,
        ),
      );
  }
}
