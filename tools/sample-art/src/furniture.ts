import { SKIES, type TimeOfDay, treeLine } from "./outdoors.ts";
import { ART_COLORS, BRASS } from "./palette.ts";
import type { Random } from "./random.ts";
import type { Room } from "./room.ts";
import {
  circle,
  darken,
  el,
  ellipse,
  floorShadow,
  fmt,
  lighten,
  line,
  mix,
  type Point,
  pathEl,
  polygon,
  rect,
  type Svg,
  stopsMarkup,
} from "./svg.ts";

// ---------------------------------------------------------------------------
// Windows, art and furniture (local units: 55 per foot, origin at the floor)
// ---------------------------------------------------------------------------

export type WindowView = "trees" | "lake" | "snow" | "city" | "well";

/** A trimmed window; what shows through depends on `view`. Coordinates are the glass. */
export function windowUnit(
  svg: Svg,
  rng: Random,
  x: number,
  y: number,
  w: number,
  h: number,
  time: TimeOfDay,
  view: WindowView,
  opts: { trim: string; muntins: "cross" | "none" | "grid"; curtains?: string },
): string {
  const theme = SKIES[time];
  const trimW = Math.max(8, w * 0.07);
  let out = rect(x - trimW + 5, y - trimW + 7, w + trimW * 2, h + trimW * 2, "#000", { opacity: 0.08 });
  out += rect(x - trimW, y - trimW, w + trimW * 2, h + trimW * 2, opts.trim);
  out += rect(
    x,
    y,
    w,
    h,
    svg.linear([
      [0, theme.top],
      [1, lighten(theme.bottom, 0.2)],
    ]),
  );
  const horizon = y + h * rng.range(0.55, 0.72);
  if (view === "trees" || view === "lake" || view === "snow") {
    out += pathEl(treeLine(rng, x, x + w, horizon, h * 0.05, h * 0.2), mix("#5E8A66", theme.bottom, 0.35));
    const groundFill =
      view === "lake"
        ? svg.linear([
            [0, "#6F9DBB"],
            [1, "#A9CBDA"],
          ])
        : view === "snow"
          ? svg.linear([
              [0, "#E9EEF4"],
              [1, "#FFFFFF"],
            ])
          : svg.linear([
              [0, "#7FA65A"],
              [1, "#9CBE72"],
            ]);
    out += rect(x, horizon, w, y + h - horizon, groundFill);
    if (view === "lake") {
      for (let i = 0; i < 4; i++) {
        const ly = horizon + ((i + 0.6) * (y + h - horizon)) / 4.5;
        out += rect(x + rng.range(0.1, 0.5) * w, ly, w * rng.range(0.15, 0.35), 2, "#fff", { opacity: 0.5 });
      }
    }
  } else if (view === "city") {
    let skyline = "";
    let bx = x;
    while (bx < x + w) {
      const bw = rng.range(0.08, 0.18) * w;
      const bh = rng.range(0.15, 0.5) * h;
      skyline += rect(bx, y + h - bh, Math.min(bw, x + w - bx), bh, mix("#8FA3B5", theme.bottom, 0.3));
      bx += bw + 2;
    }
    out += skyline;
  } else {
    // A basement egress window: window-well wall with a strip of sky and grass at the top.
    out += rect(
      x,
      y + h * 0.38,
      w,
      h * 0.62,
      svg.linear([
        [0, "#A89E8E"],
        [1, "#7E7568"],
      ]),
    );
    for (let i = 1; i < 5; i++)
      out += rect(x, y + h * 0.38 + i * h * 0.12, w, 2, "#6C6357", { opacity: 0.4 });
    out += pathEl(treeLine(rng, x, x + w, y + h * 0.4, 2, h * 0.1), "#6F9A5C");
  }
  // Reflection streak on the glass.
  out += polygon(
    [
      [x + w * 0.55, y],
      [x + w * 0.75, y],
      [x + w * 0.35, y + h],
      [x + w * 0.15, y + h],
    ],
    "#fff",
    { opacity: 0.12 },
  );
  const bar = Math.max(4, w * 0.03);
  if (opts.muntins === "cross" || opts.muntins === "grid") {
    out += rect(x, y + h / 2 - bar / 2, w, bar, opts.trim);
    out += rect(x + w / 2 - bar / 2, y, bar, h, opts.trim);
  }
  if (opts.muntins === "grid") {
    out += rect(x + w / 4 - bar / 3, y, bar * 0.66, h, opts.trim);
    out += rect(x + (3 * w) / 4 - bar / 3, y, bar * 0.66, h, opts.trim);
  }
  out += rect(x - trimW * 1.6, y + h + trimW * 0.6, w + trimW * 3.2, trimW * 0.9, lighten(opts.trim, 0.2));
  out += rect(x - trimW * 1.6, y + h + trimW * 1.5, w + trimW * 3.2, 3, "#000", { opacity: 0.08 });
  if (opts.curtains) {
    for (const side of [-1, 1]) {
      const cx = side < 0 ? x - trimW - w * 0.22 : x + w + trimW + w * 0.02;
      const cw = w * 0.2;
      out += rect(
        cx,
        y - trimW * 2,
        cw,
        h + trimW * 5,
        svg.linear(
          [
            [0, opts.curtains],
            [0.5, lighten(opts.curtains, 0.15)],
            [1, darken(opts.curtains, 0.08)],
          ],
          0,
          0,
          1,
          0,
        ),
      );
      out += rect(cx + cw * 0.48, y - trimW * 2, 2, h + trimW * 5, "#000", { opacity: 0.08 });
    }
    out += rect(x - trimW - w * 0.3, y - trimW * 2.4, w + trimW * 2 + w * 0.6, 5, "#3A3530");
  }
  return out;
}

/** Daylight falling on the floor from a back-wall window between x1 and x2. */
export function lightSpill(svg: Svg, room: Room, x1: number, x2: number, skew: number): string {
  const far = Math.min(2.2, (svg.height - room.vy) / (room.B - room.vy));
  return polygon(
    [
      room.at(x1, room.B, 1.02),
      room.at(x2, room.B, 1.02),
      room.at(x2 + skew, room.B, far),
      room.at(x1 + skew, room.B, far),
    ],
    svg.linear([
      [0, "#fff", 0.22],
      [1, "#fff", 0],
    ]),
  );
}

/** A framed abstract print. Drawn centred on (x, y) in screen units. */
export function framedArt(rng: Random, x: number, y: number, w: number, h: number, frame: string): string {
  const [c1, c2, c3] = [rng.pick(ART_COLORS), rng.pick(ART_COLORS), rng.pick(ART_COLORS)];
  const left = x - w / 2;
  const top = y - h / 2;
  const mat = w * 0.09;
  const ax = left + mat;
  const ay = top + mat;
  const aw = w - mat * 2;
  const ah = h - mat * 2;
  let out = rect(left + 4, top + 6, w, h, "#000", { opacity: 0.13 });
  out += rect(left, top, w, h, frame);
  out += rect(left + 5, top + 5, w - 10, h - 10, "#FBFAF7");
  out += rect(ax, ay, aw, ah, lighten(c1, 0.55));
  const style = rng.int(0, 3);
  if (style === 0) {
    out += pathEl(
      `M${fmt(ax)} ${fmt(ay + ah * 0.7)}Q${fmt(ax + aw * 0.35)} ${fmt(ay + ah * 0.35)} ${fmt(ax + aw)} ${fmt(ay + ah * 0.62)}V${fmt(ay + ah)}H${fmt(ax)}Z`,
      c2,
    );
    out += pathEl(
      `M${fmt(ax)} ${fmt(ay + ah * 0.85)}Q${fmt(ax + aw * 0.6)} ${fmt(ay + ah * 0.6)} ${fmt(ax + aw)} ${fmt(ay + ah * 0.8)}V${fmt(ay + ah)}H${fmt(ax)}Z`,
      darken(c2, 0.2),
    );
    out += circle(ax + aw * 0.7, ay + ah * 0.3, Math.min(aw, ah) * 0.12, c3);
  } else if (style === 1) {
    out += circle(ax + aw * 0.5, ay + ah * 0.5, Math.min(aw, ah) * 0.3, c2);
    out += rect(ax, ay + ah * 0.5, aw, ah * 0.5, c3, { opacity: 0.75 });
  } else if (style === 2) {
    out += rect(ax + aw * 0.12, ay + ah * 0.15, aw * 0.4, ah * 0.55, c2);
    out += rect(ax + aw * 0.42, ay + ah * 0.4, aw * 0.46, ah * 0.45, c3, { opacity: 0.85 });
  } else {
    out += pathEl(
      `M${fmt(ax + aw * 0.25)} ${fmt(ay + ah)}V${fmt(ay + ah * 0.45)}A${fmt(aw * 0.25)} ${fmt(aw * 0.25)} 0 0 1 ${fmt(ax + aw * 0.75)} ${fmt(ay + ah * 0.45)}V${fmt(ay + ah)}Z`,
      c2,
    );
    out += circle(ax + aw * 0.5, ay + ah * 0.45, aw * 0.1, c3);
  }
  return out;
}

export function sofa(color: string, accent: string, width = 400, pillows = 2): string {
  const w = width;
  let out = floorShadow(w / 2 + 12);
  out += rect(-w / 2 + 26, -18, 10, 18, "#3B2F27") + rect(w / 2 - 36, -18, 10, 18, "#3B2F27");
  out += rect(-w / 2 + 26, -182, w - 52, 104, lighten(color, 0.05), { rx: 24 });
  out += line(0, -176, 0, -100, darken(color, 0.15), 2, { opacity: 0.5 });
  for (let i = 0; i < pillows; i++) {
    const px = pillows === 1 ? 0 : -w / 2 + 70 + (i * (w - 140)) / (pillows - 1);
    out += rect(px - 36, -150, 72, 60, i % 2 ? lighten(accent, 0.25) : accent, {
      rx: 12,
      transform: `rotate(${i % 2 ? 6 : -6} ${fmt(px)} -120)`,
    });
  }
  out += rect(-w / 2 + 40, -114, w - 80, 36, lighten(color, 0.1), { rx: 12 });
  out += line(0, -112, 0, -80, darken(color, 0.12), 2, { opacity: 0.5 });
  out += rect(-w / 2 + 22, -86, w - 44, 70, darken(color, 0.04), { rx: 10 });
  out += rect(-w / 2, -140, 56, 124, darken(color, 0.02), { rx: 24 });
  out += rect(w / 2 - 56, -140, 56, 124, darken(color, 0.08), { rx: 24 });
  return out;
}

export function armchair(color: string, accent: string): string {
  return sofa(color, accent, 210, 1);
}

export function floorLamp(shade: string, lit: boolean): string {
  let out = "";
  if (lit) out += circle(0, -330, 150, "url(#lampGlow)");
  out += floorShadow(40, 0.12);
  out += ellipse(0, -5, 34, 7, "#2E2A26");
  out += rect(-3, -320, 6, 316, "#2E2A26");
  out += polygon(
    [
      [-48, -300],
      [48, -300],
      [34, -372],
      [-34, -372],
    ],
    shade,
  );
  out += rect(-48, -303, 96, 4, darken(shade, 0.12));
  return out;
}

export function tableLamp(shade: string, base: string): string {
  let out = circle(0, -70, 95, "url(#lampGlow)");
  out += ellipse(0, -2, 20, 5, darken(base, 0.2));
  out += pathEl("M-14 -2C-26 -30 -18 -48 0 -52C18 -48 26 -30 14 -2Z", base);
  out += rect(-2, -70, 4, 20, "#3A3530");
  out += polygon(
    [
      [-36, -66],
      [36, -66],
      [26, -112],
      [-26, -112],
    ],
    shade,
  );
  return out;
}

/** Shared gradients referenced by fixed id from furniture and tool drawings. */
export function defineShared(svg: Svg): void {
  svg.once(
    "lampGlow",
    el(
      "radialGradient",
      { id: "lampGlow" },
      stopsMarkup([
        [0, "#FFE6B0", 0.55],
        [0.4, "#FFE6B0", 0.2],
        [1, "#FFE6B0", 0],
      ]),
    ),
  );
  svg.once(
    "canMetal",
    el(
      "linearGradient",
      { id: "canMetal", x2: 1, y2: 0 },
      stopsMarkup([
        [0, "#9EA4AA"],
        [0.35, "#E6E9EC"],
        [1, "#8C9298"],
      ]),
    ),
  );
}

export function coffeeTable(wood: string): string {
  let out = floorShadow(150, 0.14);
  out += rect(-140, -62, 280, 15, wood, { rx: 4 });
  out += rect(-130, -48, 10, 48, darken(wood, 0.25)) + rect(120, -48, 10, 48, darken(wood, 0.25));
  out += rect(-120, -22, 240, 6, darken(wood, 0.15));
  out += rect(-70, -80, 50, 18, "#E9E2D4", { rx: 3 }) + rect(-64, -90, 40, 10, "#7B8E9C", { rx: 2 });
  out += ellipse(60, -70, 26, 8, "#F2EFE8") + ellipse(60, -74, 16, 6, "#D9A05B");
  return out;
}

export function sideTable(wood: string): string {
  let out = floorShadow(45, 0.12);
  out += ellipse(0, -130, 45, 10, wood);
  out += rect(-4, -128, 8, 124, darken(wood, 0.2));
  out += ellipse(0, -4, 30, 6, darken(wood, 0.2));
  return out;
}

export function nightstand(wood: string): string {
  let out = floorShadow(60, 0.14);
  out += rect(-55, -130, 110, 120, wood, { rx: 4 });
  out += rect(-55, -130, 110, 8, lighten(wood, 0.1), { rx: 3 });
  out += line(-48, -80, 48, -80, darken(wood, 0.2), 2);
  out += circle(0, -104, 4, BRASS) + circle(0, -50, 4, BRASS);
  out += rect(-50, -10, 8, 10, darken(wood, 0.3)) + rect(42, -10, 8, 10, darken(wood, 0.3));
  return out;
}

export function bed(head: string, duvet: string, throwColor: string): string {
  let out = floorShadow(220, 0.16);
  out += rect(-210, -300, 420, 210, head, { rx: 18 });
  for (let i = 1; i < 6; i++) out += line(-210 + i * 70, -290, -210 + i * 70, -100, darken(head, 0.12), 2);
  out += rect(-175, -176, 160, 56, "#FBFAF7", { rx: 22 }) + rect(15, -176, 160, 56, "#F4F1EA", { rx: 22 });
  out += rect(-200, -132, 400, 112, duvet, { rx: 16 });
  out += rect(-200, -82, 400, 30, throwColor, { rx: 6 });
  out += rect(-204, -24, 408, 24, darken(head, 0.2), { rx: 4 });
  return out;
}

/** A table with three chairs behind it (backs above the top) and one at each end, side-on. */
export function diningSet(wood: string, chair: string): string {
  let out = floorShadow(260, 0.14);
  const legs = darken(chair, 0.25);
  for (const x of [-120, 0, 120]) {
    out += pathEl(
      `M${x - 32} -128V-212Q${x - 32} -232 ${x - 12} -232H${x + 12}Q${x + 32} -232 ${x + 32} -212V-128Z`,
      chair,
    );
    out += rect(x - 20, -214, 40, 6, darken(chair, 0.12), { rx: 3 });
    out +=
      rect(x - 27, -128, 4, 128, legs, { opacity: 0.75 }) +
      rect(x + 23, -128, 4, 128, legs, { opacity: 0.75 });
  }
  for (const side of [-1, 1]) {
    const x = side * 246;
    out += rect(x + side * 22 - 4, -212, 9, 212, darken(chair, 0.08), { rx: 3 });
    out += rect(x - 28, -118, 56, 11, chair, { rx: 3 });
    out += rect(x - side * 22 - 3, -108, 6, 108, legs);
  }
  out += rect(-212, -152, 424, 16, wood, { rx: 3 });
  out += rect(-200, -136, 400, 14, darken(wood, 0.18));
  out += rect(-196, -136, 12, 136, darken(wood, 0.15)) + rect(184, -136, 12, 136, darken(wood, 0.15));
  out += pathEl("M-16 -152C-20 -176 -10 -186 0 -186C10 -186 20 -176 16 -152Z", "#E9E4DA");
  out += pathEl("M-4 -186C-18 -220 -30 -228 -40 -236M4 -186C12 -216 24 -230 36 -240M0 -186V-246", "none", {
    stroke: "#5F8F52",
    "stroke-width": 3,
  });
  return out;
}

export function sideboard(wood: string): string {
  let out = floorShadow(180, 0.13);
  out += rect(-170, -160, 340, 132, wood, { rx: 4 });
  out += line(-57, -150, -57, -36, darken(wood, 0.2), 2) + line(57, -150, 57, -36, darken(wood, 0.2), 2);
  out += circle(-70, -95, 4, BRASS) + circle(-44, -95, 4, BRASS) + circle(70, -95, 4, BRASS);
  out += rect(-160, -28, 8, 28, darken(wood, 0.3)) + rect(152, -28, 8, 28, darken(wood, 0.3));
  out += pathEl("M100 -160C92 -190 104 -210 116 -212C128 -210 140 -190 132 -160Z", "#D9CBB5");
  return out;
}

export function desk(wood: string, screen: string): string {
  let out = floorShadow(190, 0.14);
  out += rect(-170, -148, 340, 14, wood, { rx: 3 });
  out += rect(-160, -134, 10, 134, darken(wood, 0.3)) + rect(150, -134, 10, 134, darken(wood, 0.3));
  out += rect(60, -134, 90, 90, darken(wood, 0.08)) + line(64, -90, 146, -90, darken(wood, 0.25), 2);
  out += rect(-8, -190, 16, 42, "#2E2E30") + rect(-40, -152, 80, 5, "#2E2E30", { rx: 2 });
  out += rect(-85, -300, 170, 112, "#222326", { rx: 6 });
  out += rect(-78, -293, 156, 98, screen, { rx: 3 });
  out += rect(-60, -154, 110, 6, "#D9D7D2", { rx: 2 });
  out += pathEl("M-140 -148L-120 -215L-100 -230", "none", { stroke: "#2E2A26", "stroke-width": 4 });
  out += polygon(
    [
      [-112, -236],
      [-82, -222],
      [-92, -206],
    ],
    "#2E2A26",
  );
  out += rect(110, -170, 18, 22, "#F2EFE8", { rx: 3 });
  return out;
}

/** Office chair seen from behind. */
export function officeChair(color: string): string {
  let out = floorShadow(70, 0.14);
  for (const a of [-60, -20, 20, 60]) out += line(0, -14, a, -4, "#2E2E30", 6, { "stroke-linecap": "round" });
  out += rect(-5, -110, 10, 96, "#3A3A3D");
  out += rect(-62, -126, 124, 22, darken(color, 0.1), { rx: 10 });
  out += rect(-58, -262, 116, 140, color, { rx: 26 });
  return out;
}

export function bench(wood: string, cushion: string): string {
  let out = floorShadow(160, 0.13);
  out += rect(-150, -102, 300, 16, wood, { rx: 3 });
  out += rect(-140, -120, 280, 20, cushion, { rx: 8 });
  out += rect(-140, -86, 12, 86, darken(wood, 0.2)) + rect(128, -86, 12, 86, darken(wood, 0.2));
  out += rect(-120, -80, 90, 66, "#C9B08A", { rx: 6 }) + rect(30, -80, 90, 66, "#B89C74", { rx: 6 });
  return out;
}

/** A rail with hooks and hanging coats, origin at the rail's centre. */
export function coatHooks(rng: Random, wood: string): string {
  let out = rect(-150, -8, 300, 16, wood, { rx: 3 });
  for (let i = 0; i < 4; i++) {
    const x = -105 + i * 70;
    out += circle(x, 14, 5, "#2E2A26");
    if (rng.chance(0.6)) {
      const coat = rng.pick(["#8B6B4A", "#3F4A5A", "#A33B3B", "#D8CFC0", "#5F6F5E"]);
      out += pathEl(
        `M${x - 6} 14C${x - 40} 40 ${x - 44} 120 ${x - 36} 170H${x + 36}C${x + 44} 120 ${x + 40} 40 ${x + 6} 14Z`,
        coat,
      );
    } else if (rng.chance(0.5)) {
      out += pathEl(
        `M${x} 14C${x - 26} 30 ${x - 30} 60 ${x - 10} 80H${x + 10}C${x + 30} 60 ${x + 26} 30 ${x} 14Z`,
        "#C9A57A",
      );
    }
  }
  return out;
}

export function plant(rng: Random, height: number, pot: string): string {
  let out = floorShadow(40, 0.12);
  out += polygon(
    [
      [-34, -70],
      [34, -70],
      [26, 0],
      [-26, 0],
    ],
    pot,
  );
  out += rect(-36, -74, 72, 8, darken(pot, 0.1), { rx: 2 });
  const leaves = rng.int(7, 11);
  for (let i = 0; i < leaves; i++) {
    const angle = -90 + (i - (leaves - 1) / 2) * (120 / leaves) + rng.range(-8, 8);
    const len = height * rng.range(0.55, 1);
    const rad = (angle * Math.PI) / 180;
    const cx = Math.cos(rad) * len * 0.5;
    const cy = -70 + Math.sin(rad) * len * 0.5;
    out += ellipse(cx, cy, len * 0.5, len * 0.13, i % 2 ? "#4E7D4A" : "#6E9A5C", {
      transform: `rotate(${fmt(angle)} ${fmt(cx)} ${fmt(cy)})`,
    });
  }
  return out;
}

/** Two floating shelves with books and a plant, origin at the centre of the lower shelf. */
export function wallShelves(rng: Random, wood: string): string {
  let out = "";
  for (const y of [0, -110]) {
    out += rect(-130, y, 260, 10, wood);
    out += rect(-130, y + 10, 260, 6, "#000", { opacity: 0.1 });
    let x = -120;
    while (x < rng.range(10, 60)) {
      const bw = rng.range(10, 18);
      const bh = rng.range(50, 80);
      out += rect(
        x,
        y - bh,
        bw,
        bh,
        rng.pick(["#3F4A5A", "#A33B3B", "#D8CFC0", "#5F6F5E", "#C9A24A", "#8B6B4A"]),
      );
      x += bw + 1.5;
    }
    out += rect(70, y - 34, 40, 34, "#E9E4DA") + ellipse(90, y - 44, 30, 14, "#5F8F52");
  }
  return out;
}

export function rug(
  room: Room,
  x1: number,
  x2: number,
  k1: number,
  k2: number,
  color: string,
  border: string,
): string {
  const pts: Point[] = [
    [room.x(x1, k1), room.floorY(k1)],
    [room.x(x2, k1), room.floorY(k1)],
    [room.x(x2, k2), room.floorY(k2)],
    [room.x(x1, k2), room.floorY(k2)],
  ];
  const inset = 0.06;
  const km1 = k1 + (k2 - k1) * inset;
  const km2 = k2 - (k2 - k1) * inset;
  const ix1 = x1 + (x2 - x1) * inset;
  const ix2 = x2 - (x2 - x1) * inset;
  const inner: Point[] = [
    [room.x(ix1, km1), room.floorY(km1)],
    [room.x(ix2, km1), room.floorY(km1)],
    [room.x(ix2, km2), room.floorY(km2)],
    [room.x(ix1, km2), room.floorY(km2)],
  ];
  return polygon(pts, border) + polygon(inner, color);
}

/** Roller tray with a loaded roller resting in it; the paint is the wall colour. */
export function rollerTray(paint: string): string {
  let out = floorShadow(150, 0.14);
  out += polygon(
    [
      [-100, -36],
      [100, -36],
      [92, 0],
      [-92, 0],
    ],
    "#C9CDD1",
  );
  out += polygon(
    [
      [-88, -32],
      [4, -32],
      [-2, -8],
      [-84, -8],
    ],
    paint,
  );
  for (let x = 14; x < 90; x += 12) out += rect(x, -32, 6, 26, "#B2B7BC");
  out += rect(-74, -68, 124, 34, paint, { rx: 16 });
  out += rect(-70, -66, 116, 9, lighten(paint, 0.25), { rx: 4, opacity: 0.6 });
  out += pathEl("M50 -51H72L104 -12", "none", {
    stroke: "#9AA0A6",
    "stroke-width": 5,
    "stroke-linejoin": "round",
  });
  out += rect(100, -20, 92, 16, "#2E2E30", { rx: 8 });
  return out;
}

/** A front view of a stepladder. */
export function stepLadder(color: string, height = 330): string {
  const h = height;
  let out = floorShadow(80, 0.12);
  out += polygon(
    [
      [-70, 0],
      [-56, 0],
      [-14, -h],
      [-28, -h],
    ],
    darken(color, 0.15),
  );
  out += polygon(
    [
      [70, 0],
      [56, 0],
      [14, -h],
      [28, -h],
    ],
    darken(color, 0.15),
  );
  out += polygon(
    [
      [-56, 0],
      [-42, 0],
      [-8, -h],
      [-20, -h],
    ],
    color,
  );
  out += polygon(
    [
      [56, 0],
      [42, 0],
      [8, -h],
      [20, -h],
    ],
    color,
  );
  for (let i = 1; i < 5; i++) {
    const y = -(h * i) / 5;
    const half = 48 - (i * 34) / 5;
    out += rect(-half, y - 5, half * 2, 10, lighten(color, 0.1), { rx: 2 });
  }
  out += rect(-34, -h - 14, 68, 18, darken(color, 0.25), { rx: 4 });
  return out;
}

/** Paint can with the colour on its label and a drip. */
export function paintCan(paint: string): string {
  let out = floorShadow(50, 0.14);
  out += rect(-42, -100, 84, 100, "url(#canMetal)", { rx: 4 });
  out += rect(-42, -74, 84, 46, paint);
  out += rect(-30, -62, 30, 22, "#FFFFFF", { opacity: 0.55 });
  out += ellipse(0, -100, 42, 9, "#B9BEC3") + ellipse(0, -100, 34, 6, paint);
  out += pathEl("M18 -100V-84Q22 -78 26 -84V-98Z", paint);
  out += pathEl("M-42 -90C-60 -110 -46 -130 0 -130C46 -130 60 -110 42 -90", "none", {
    stroke: "#6B7075",
    "stroke-width": 2.5,
  });
  return out;
}

export function dropCloth(width: number): string {
  const w = width;
  let out = pathEl(
    `M${-w / 2} 0C${-w / 2 + 20} -40 ${-w * 0.2} -46 0 -44C${w * 0.25} -42 ${w / 2 - 30} -36 ${w / 2} 0Z`,
    "#E4DAC7",
  );
  out += pathEl(
    `M${-w * 0.3} -4C${-w * 0.2} -30 ${-w * 0.1} -32 0 -20M${w * 0.1} -6C${w * 0.2} -30 ${w * 0.3} -28 ${w * 0.35} -10`,
    "none",
    {
      stroke: "#C9BDA6",
      "stroke-width": 3,
    },
  );
  return out;
}

/** Paint sample squares taped to a wall, origin at the centre. */
export function swatches(colors: string[]): string {
  let out = "";
  colors.forEach((c, i) => {
    const x = (i - (colors.length - 1) / 2) * 130;
    out += rect(x - 52, -52, 104, 104, "#000", { opacity: 0.08, transform: "translate(3 4)" });
    out += rect(x - 52, -52, 104, 104, c);
    out += rect(x - 20, -60, 40, 14, "#EDE3C4", { opacity: 0.9, transform: `rotate(-4 ${x} -53)` });
  });
  return out;
}

export function mudPan(): string {
  let out = floorShadow(70, 0.12);
  out += polygon(
    [
      [-70, -44],
      [70, -44],
      [58, 0],
      [-58, 0],
    ],
    "url(#canMetal)",
  );
  out += pathEl("M-60 -44C-40 -66 -10 -60 10 -52C30 -64 50 -60 62 -44Z", "#F1EFEA");
  return out;
}

/** Taping or putty knife (blade width in units of 55 per foot), origin at the blade edge. */
export function tapingKnife(width = 50): string {
  const tip = width * 0.45 + 10;
  let out = polygon(
    [
      [-width / 2, 0],
      [width / 2, 0],
      [8, -tip],
      [-8, -tip],
    ],
    "url(#canMetal)",
  );
  out += rect(-width / 2, -3, width, 3, "#E8EBEE");
  out += rect(-9, -tip - 8, 18, 9, "#9AA0A6", { rx: 2 });
  out += rect(-7, -tip - 58, 14, 52, "#2F4B7A", { rx: 6 });
  return out;
}
