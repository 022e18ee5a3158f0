import { BRASS, WHITE_PAINT } from "./palette.ts";
import type { Random } from "./random.ts";
import {
  circle,
  darken,
  el,
  ellipse,
  floorShadow,
  fmt,
  lighten,
  lightness,
  line,
  type Point,
  pathEl,
  pointList,
  polygon,
  rect,
  type Svg,
  stopsMarkup,
} from "./svg.ts";

// ---------------------------------------------------------------------------
// Houses (local units: origin at the ground under the middle of the house)
// ---------------------------------------------------------------------------

export type HouseStyle = "rambler" | "two-story" | "split-level";

interface HouseOptions {
  style: HouseStyle;
  body: string;
  trim: string;
  roof: string;
  door: string;
  shutters: string | null;
  /** Lap siding exposure in units; varies the look of the siding. */
  sidingGap: number;
  /** Roof height relative to the usual pitch (0.7 low ... 1.3 steep). */
  pitch: number;
  /** Which side an attached garage or the tall part of a split-level sits on. */
  side: -1 | 1;
  porch: boolean;
  /** Repaint in progress: walls show the old colour right of `done` (0..1 of each wall). */
  repaint?: { old: string; done: number };
}

/** Shrub spots collected while drawing, so plantings sit between windows and doors. */
interface HouseResult {
  markup: string;
  /** Ground x positions free for shrubs. */
  shrubs: number[];
  /** Left and right extent of the house. */
  extent: [number, number];
  /** Where an attached garage door or front door meets the ground (for drives and walks). */
  garageDoor?: [number, number];
  frontDoor: number;
  /** A wall point a ladder can lean on: ground x and wall top y. */
  ladderSpot: [number, number];
}

export function house(svg: Svg, rng: Random, o: HouseOptions): HouseResult {
  const gap = o.sidingGap;
  const siding = svg.pattern(
    12,
    gap,
    rect(0, gap - 2.2, 12, 1.8, "#000", { opacity: 0.14 }) +
      rect(0, gap - 0.4, 12, 0.8, "#fff", { opacity: 0.14 }),
  );
  const shingles = svg.pattern(
    36,
    14,
    rect(0, 12.5, 36, 1.5, "#000", { opacity: 0.2 }) + rect(17, 0, 1.5, 13, "#000", { opacity: 0.1 }),
  );
  const eaveShadow = svg.linear([
    [0, "#000", 0.22],
    [1, "#000", 0],
  ]);
  const roofFill = svg.linear([
    [0, lighten(o.roof, 0.12)],
    [1, darken(o.roof, 0.08)],
  ]);
  const glass = svg.linear(
    [
      [0, "#9FBBD0"],
      [0.55, "#D5E3EC"],
      [1, "#8FA9BD"],
    ],
    0,
    0,
    1,
    1,
  );
  let out = "";
  const shrubs: number[] = [];

  const wall = (x: number, y: number, w: number, h: number) => {
    if (o.repaint) {
      out += rect(x, y, w, h, o.repaint.old);
      const edge = x + w * o.repaint.done;
      let d = `M${fmt(x)} ${fmt(y)}H${fmt(edge)}`;
      for (let yy = y; yy < y + h; yy += 18)
        d += `L${fmt(edge + rng.range(-10, 10))} ${fmt(Math.min(y + h, yy + 18))}`;
      out += pathEl(`${d}H${fmt(x)}Z`, o.body);
    } else {
      out += rect(x, y, w, h, o.body);
    }
    out += rect(x, y, w, h, siding);
    out += rect(x, y, w, 26, eaveShadow);
    out += rect(x, y, 9, h, o.trim) + rect(x + w - 9, y, 9, h, o.trim);
  };

  const foundation = (x: number, w: number, h: number) => {
    out += rect(x - 4, -h, w + 8, h, "#ABA69C") + rect(x - 4, -h, w + 8, 3, "#000", { opacity: 0.12 });
  };

  /** Hip roof (or side gable when `inset` is small) seen from the front. */
  const roofFront = (x: number, y: number, w: number, h: number, inset: number) => {
    const oh = 22;
    const pts: Point[] = [
      [x - oh, y],
      [x + w + oh, y],
      [x + w - inset, y - h],
      [x + inset, y - h],
    ];
    out += polygon(pts, roofFill) + polygon(pts, shingles);
    out += rect(x - oh, y - 4, w + oh * 2, 10, o.trim);
    out += rect(x - oh, y + 6, w + oh * 2, 3, "#000", { opacity: 0.12 });
  };

  /** A gable end facing the street: siding triangle framed by rake boards. */
  const gable = (cx: number, y: number, w: number, h: number) => {
    const oh = 20;
    const slope = h / (w / 2);
    out += polygon(
      [
        [cx - w / 2 - oh, y + oh * slope * 0.5],
        [cx, y - h - 12],
        [cx + w / 2 + oh, y + oh * slope * 0.5],
      ],
      roofFill,
    );
    const tri: Point[] = [
      [cx - w / 2, y],
      [cx, y - h],
      [cx + w / 2, y],
    ];
    out += polygon(tri, o.repaint ? o.repaint.old : o.body) + polygon(tri, siding);
    out += el("polyline", {
      points: pointList(tri),
      fill: "none",
      stroke: o.trim,
      "stroke-width": 9,
      "stroke-linejoin": "round",
    });
    // Gable vent.
    const vy = y - h * 0.45;
    out += polygon(
      [
        [cx, vy - 22],
        [cx + 26, vy + 8],
        [cx - 26, vy + 8],
      ],
      o.trim,
    );
    for (let i = 0; i < 3; i++)
      out += rect(cx - 10 + i * 2, vy - 6 + i * 5, 20 - i * 4, 2, darken(o.trim, 0.3));
  };

  const houseWindow = (cx: number, top: number, w: number, h: number, panes: 1 | 2 | 3 = 1) => {
    const t = 8;
    if (o.shutters && panes === 1) {
      for (const s of [-1, 1]) {
        const sx = cx + s * (w / 2 + t + 4) - (s < 0 ? w * 0.42 : 0);
        out += rect(sx, top - t, w * 0.42, h + t * 2, o.shutters);
        for (let yy = top; yy < top + h; yy += 9)
          out += rect(sx + 4, yy, w * 0.42 - 8, 2, darken(o.shutters, 0.25));
      }
    }
    out += rect(cx - w / 2 - t, top - t, w + t * 2, h + t * 2, o.trim);
    out += rect(cx - w / 2, top, w, h, glass);
    out += polygon(
      [
        [cx - w * 0.1, top],
        [cx + w * 0.15, top],
        [cx - w * 0.25, top + h],
        [cx - w * 0.5, top + h],
      ],
      "#fff",
      { opacity: 0.18 },
    );
    for (let i = 1; i < panes; i++) out += rect(cx - w / 2 + (w * i) / panes - 3, top, 6, h, o.trim);
    out += rect(cx - w / 2, top + h * 0.48, w, 5, o.trim);
    if (panes === 1) out += rect(cx - 2, top, 4, h * 0.48, o.trim);
    out += rect(cx - w / 2 - t - 5, top + h + t - 2, w + t * 2 + 10, 8, lighten(o.trim, 0.3));
  };

  const frontDoor = (cx: number, bottom: number, steps: number) => {
    const w = 72;
    const h = 150;
    out += rect(cx - w / 2 - 12, bottom - h - 14, w + 24, h + 14, o.trim);
    out += rect(cx - w / 2, bottom - h, w, h, o.door);
    out += rect(cx - w / 2 + 12, bottom - h + 12, w - 24, 40, glass);
    for (const [px, py] of [
      [cx - w / 2 + 10, bottom - h + 64],
      [cx + 3, bottom - h + 64],
    ] as const) {
      out += rect(px, py, w / 2 - 13, 70, darken(o.door, 0.15), { opacity: 0.5 });
    }
    out += circle(cx + w / 2 - 10, bottom - h * 0.45, 4, BRASS);
    // Porch light.
    out += rect(cx + w / 2 + 20, bottom - h * 0.78, 14, 22, "#2E2A26", { rx: 3 });
    out += rect(cx + w / 2 + 23, bottom - h * 0.78 + 4, 8, 12, "#FFE6B0");
    for (let i = 0; i < steps; i++) {
      const sw = w + 40 + i * 18;
      out += rect(cx - sw / 2, bottom + i * 16, sw, 16, i % 2 ? "#B7B2A8" : "#C4BFB5");
    }
  };

  const garageDoor = (x: number, bottom: number, w: number, h: number) => {
    out += rect(x - 10, bottom - h - 10, w + 20, h + 10, o.trim);
    const doorColor = lightness(o.body) > 0.55 ? WHITE_PAINT : rng.chance(0.5) ? WHITE_PAINT : o.body;
    out += rect(x, bottom - h, w, h, doorColor);
    const rows = 4;
    const cols = Math.round(w / 52);
    for (let r = 0; r < rows; r++) {
      for (let c = 0; c < cols; c++) {
        const px = x + 8 + (c * (w - 8)) / cols;
        const py = bottom - h + 6 + (r * (h - 6)) / rows;
        const pw = (w - 8) / cols - 8;
        const ph = (h - 6) / rows - 8;
        out +=
          r === 0
            ? rect(px, py + 4, pw, ph - 8, glass)
            : rect(px, py, pw, ph, darken(doorColor, 0.06), {
                stroke: darken(doorColor, 0.14),
                "stroke-width": 1.5,
              });
      }
    }
    out += rect(x, bottom - h, w, 14, "#000", { opacity: 0.1 });
  };

  let extent: [number, number];
  let garageSpot: [number, number] | undefined;
  let doorX: number;
  let ladderSpot: [number, number];

  if (o.style === "two-story") {
    const w = rng.range(480, 560);
    const x = -w / 2;
    const base = 24;
    const h = 330;
    const top = -base - h;
    foundation(x, w, base);
    wall(x, top, w, h);
    const roofH = 150 * o.pitch;
    const hip = rng.chance(0.5);
    roofFront(x, top, w, roofH, hip ? roofH * 1.1 : 26);
    const frontGable = rng.chance(0.5);
    if (frontGable) gable(0, top, w * 0.38, roofH * 0.75);
    const cols = [-w * 0.32, 0, w * 0.32];
    for (const cx of cols) houseWindow(cx, top + 34, 74, 96);
    doorX = o.porch ? rng.pick([-w * 0.16, w * 0.16]) : 0;
    for (const cx of doorX === 0
      ? [cols[0]!, cols[2]!]
      : [doorX < 0 ? w * 0.14 : -w * 0.14, doorX < 0 ? w * 0.36 : -w * 0.36]) {
      houseWindow(cx, -base - 150, 86, 112);
    }
    frontDoor(doorX, -base, 2);
    if (o.porch) {
      const px1 = doorX - 110;
      const px2 = doorX + 110;
      // A shallow shed roof between the door and the upstairs sills.
      const py = -base - 166;
      out += polygon(
        [
          [px1 - 14, py],
          [px2 + 14, py],
          [px2, py - 18],
          [px1, py - 18],
        ],
        roofFill,
      );
      out += rect(px1 - 14, py - 2, px2 - px1 + 28, 9, o.trim);
      out += rect(px1, py + 7, 12, 166 - 8, o.trim) + rect(px2 - 12, py + 7, 12, 166 - 8, o.trim);
    }
    shrubs.push(x + 50, cols[0]! + 40, cols[2]! - 40, x + w - 50);
    extent = [x - 22, x + w + 22];
    ladderSpot = [x + w * 0.82, top + 40];
  } else if (o.style === "rambler") {
    const mainW = rng.range(520, 590);
    const garageW = 260;
    const total = mainW + garageW;
    const mainX = o.side > 0 ? -total / 2 : -total / 2 + garageW;
    const garageX = o.side > 0 ? mainX + mainW : -total / 2;
    const base = 22;
    const h = 165;
    const roofH = 95 * o.pitch;
    // Garage first: it is set back a little and sits under a lower roof.
    foundation(garageX, garageW, base - 6);
    wall(garageX, -base - h + 12, garageW, h - 6);
    roofFront(garageX, -base - h + 12, garageW, roofH * 0.85, roofH * 0.9);
    garageDoor(garageX + 30, -base + 6, garageW - 60, 132);
    garageSpot = [garageX + 30, garageX + garageW - 30];
    foundation(mainX, mainW, base);
    wall(mainX, -base - h, mainW, h);
    roofFront(mainX, -base - h, mainW, roofH, roofH * rng.range(1, 1.6));
    const picX = mainX + mainW * (o.side > 0 ? 0.3 : 0.7);
    houseWindow(picX, -base - h + 42, 190, 96, 3);
    doorX = mainX + mainW * (o.side > 0 ? 0.58 : 0.42);
    frontDoor(doorX, -base, 1);
    const smallX = mainX + mainW * (o.side > 0 ? 0.82 : 0.18);
    houseWindow(smallX, -base - h + 42, 78, 88);
    if (mainW > 545) houseWindow(mainX + mainW * (o.side > 0 ? 0.08 : 0.92), -base - h + 52, 48, 70);
    shrubs.push(picX - 60, picX + 60, smallX);
    extent = [Math.min(mainX, garageX) - 22, Math.max(mainX + mainW, garageX + garageW) + 22];
    ladderSpot = [mainX + mainW * (o.side > 0 ? 0.12 : 0.88), -base - h + 20];
  } else {
    const tallW = 300;
    const lowW = rng.range(340, 390);
    const total = tallW + lowW;
    const tallX = o.side > 0 ? total / 2 - tallW : -total / 2;
    const lowX = o.side > 0 ? -total / 2 : -total / 2 + tallW;
    const lowBase = 58;
    const lowH = 165;
    const roofH = 100 * o.pitch;
    // Lower wing first, the taller part overlaps it.
    foundation(lowX, lowW, lowBase);
    wall(lowX, -lowBase - lowH, lowW, lowH);
    roofFront(lowX, -lowBase - lowH, lowW, roofH * 0.8, roofH);
    const tallH = 285;
    foundation(tallX, tallW, 16);
    wall(tallX, -16 - tallH, tallW, tallH);
    if (rng.chance(0.5)) gable(tallX + tallW / 2, -16 - tallH, tallW + 10, roofH * 1.1);
    else roofFront(tallX, -16 - tallH, tallW, roofH, roofH * 0.9);
    out += rect(tallX, -16 - 140, tallW, 8, o.trim);
    houseWindow(tallX + tallW / 2, -16 - tallH + 34, 150, 92, 2);
    if (rng.chance(0.5)) {
      garageDoor(tallX + 40, -16, tallW - 80, 112);
      garageSpot = [tallX + 40, tallX + tallW - 40];
    } else {
      houseWindow(tallX + tallW * 0.3, -16 - 118, 80, 66);
      houseWindow(tallX + tallW * 0.7, -16 - 118, 80, 66);
      shrubs.push(tallX + tallW / 2);
    }
    doorX = o.side > 0 ? lowX + lowW - 70 : lowX + 70;
    const picX = o.side > 0 ? lowX + lowW * 0.42 : lowX + lowW * 0.58;
    houseWindow(picX, -lowBase - lowH + 40, 170, 92, 3);
    frontDoor(doorX, -lowBase + 10, 3);
    shrubs.push(picX - 50, picX + 50);
    extent = [-total / 2 - 22, total / 2 + 22];
    ladderSpot = [picX + (o.side > 0 ? -110 : 110), -lowBase - lowH + 18];
  }

  return { markup: out, shrubs, extent, garageDoor: garageSpot, frontDoor: doorX, ladderSpot };
}

/** An extension ladder leaning right by `angle` degrees; origin at its feet. */
export function leaningLadder(length: number, angle: number, color: string): string {
  let out = rect(-24, -length, 7, length, color) + rect(17, -length, 7, length, darken(color, 0.12));
  for (let y = -24; y > -length + 10; y -= 28) out += rect(-18, y, 36, 5, darken(color, 0.05));
  return `<g transform="rotate(${fmt(angle)})">${out}</g>`;
}

/** The company van (white with the brand's blue and yellow), ladder on the roof; origin at the ground. */
export function van(): string {
  const blue = "#1D4ED8";
  let out = ellipse(0, -4, 250, 14, "#000", { opacity: 0.18 });
  out += pathEl(
    "M-232 -32V-196Q-232 -210 -218 -210H112Q142 -210 160 -186L214 -116Q232 -104 232 -84V-32Z",
    VAN_PAINT,
  );
  out += polygon(
    [
      [-232, -118],
      [222, -118],
      [228, -100],
      [-232, -100],
    ],
    blue,
  );
  out += rect(-232, -96, 458, 7, "#FBBF24");
  out += pathEl("M124 -194H156L204 -124H124Z", "#34404D");
  out += pathEl("M130 -190H152L190 -130H130Z", "#6F8598", { opacity: 0.6 });
  out += line(112, -206, 112, -40, "#C9CDD2", 2);
  out += rect(118, -112, 24, 5, "#9AA0A6", { rx: 2 });
  // Brand mark echoing the logo: a roller.
  out += rect(-150, -190, 60, 60, blue, { rx: 12 });
  out += rect(-140, -178, 30, 14, "#fff", { rx: 3 });
  out += pathEl("M-110 -171H-102V-156H-122V-146", "none", { stroke: "#fff", "stroke-width": 4 });
  out += rect(-126, -148, 8, 14, "#FBBF24", { rx: 2 });
  out += rect(200, -64, 34, 20, "#B9BEC3", { rx: 4 }) + ellipse(224, -94, 6, 9, "#FFF4C2");
  out += rect(-236, -60, 20, 22, "#B9BEC3", { rx: 4 });
  for (const wx of [-140, 150]) {
    out += circle(wx, -34, 46, "#E9EBEE") + circle(wx, -32, 38, "#26272B") + circle(wx, -32, 17, "#B9BEC3");
  }
  out +=
    rect(-200, -218, 290, 6, "#7D838A") +
    rect(-190, -226, 8, 10, "#7D838A") +
    rect(70, -226, 8, 10, "#7D838A");
  out += rect(-214, -238, 320, 14, "#C9CDD2", { rx: 2 });
  for (let x = -200; x < 100; x += 26) out += rect(x, -236, 4, 10, "#9AA0A6");
  return out;
}
/** Van paint: a subtle top-to-bottom sheen, defined once with a fixed id. */
const VAN_PAINT = "url(#vanWhite)";

export function defineVanPaint(svg: Svg): void {
  svg.once(
    "vanWhite",
    el(
      "linearGradient",
      { id: "vanWhite", x2: 0, y2: 1 },
      stopsMarkup([
        [0, "#FFFFFF"],
        [1, "#DADDE2"],
      ]),
    ),
  );
}

/** A 5-gallon paint bucket with the paint colour on its label. */
export function paintBucket(paint: string): string {
  let out = floorShadow(48, 0.14);
  out += polygon(
    [
      [-40, -110],
      [40, -110],
      [34, 0],
      [-34, 0],
    ],
    "#F2F1EE",
  );
  out += rect(-38, -80, 75, 34, paint);
  out += ellipse(0, -110, 40, 8, "#DEDCD6");
  out += pathEl("M-40 -104C-40 -150 40 -150 40 -104", "none", { stroke: "#8A8F94", "stroke-width": 3 });
  return out;
}
