import { armchair, defineShared, desk, officeChair, plant } from "./furniture.ts";
import { deciduousTree, drawSky, drawTint, pickTime, shrub } from "./outdoors.ts";
import {
  ART_COLORS,
  BRASS,
  CEILING_WHITE,
  FOLIAGE,
  UPHOLSTERY,
  WHITE_PAINT,
  WOOD_FLOORS,
} from "./palette.ts";
import type { Random } from "./random.ts";
import { drawRoomShell, type Floor, onFloor, onWall, Room } from "./room.ts";
import { type SceneInput, variant } from "./scene-input.ts";
import { ceilingGrid, ceilingPanel, pendant, type Side, sideWindow } from "./side-wall.ts";
import {
  circle,
  contrasting,
  darken,
  ellipse,
  floorShadow,
  fmt,
  lighten,
  lightness,
  line,
  type Point,
  pathEl,
  place,
  polygon,
  rect,
  type Svg,
} from "./svg.ts";

// ---------------------------------------------------------------------------
// Scene: commercial (office, lobby, café, retail interior, storefront)
// ---------------------------------------------------------------------------

function receptionDesk(front: string, top: string): string {
  let out = floorShadow(280, 0.16);
  out += rect(-260, -205, 520, 200, front, { rx: 6 });
  for (let x = -240; x < 250; x += 24) out += rect(x, -190, 8, 176, darken(front, 0.08));
  out += rect(-275, -222, 550, 20, top, { rx: 4 });
  out += rect(-262, -14, 524, 12, darken(front, 0.3));
  out += rect(60, -300, 120, 78, "#26272B", { rx: 5 }) + rect(112, -236, 16, 14, "#26272B");
  out += ellipse(-150, -232, 30, 10, "#E9E4DA") + circle(-150, -252, 18, "#5F8F52");
  return out;
}

/**
 * The business's sign on the wall (no lettering): a plate held off the wall
 * on four brass pins, with a fan of paint swatches for a mark and two bars
 * where the name would be. Centred on the origin; `size` is its half height.
 */
function emblem(color: string, size: number): string {
  const light = lightness(color) > 0.6;
  const plate = light ? darken(color, 0.62) : lighten(color, 0.86);
  const ink = light ? lighten(color, 0.85) : darken(color, 0.65);
  const w = size * 4.2;
  const h = size * 1.5;
  const left = -w / 2;
  const top = -h / 2;
  let out = rect(left + size * 0.1, top + size * 0.14, w, h, "#000", { opacity: 0.22, rx: size * 0.08 });
  out += rect(left, top, w, h, plate, { rx: size * 0.08 });
  out += rect(left, top, w, h * 0.08, "#fff", { opacity: 0.12, rx: size * 0.08 });
  for (const [px, py] of [
    [left + size * 0.22, top + size * 0.22],
    [-left - size * 0.22, top + size * 0.22],
    [left + size * 0.22, -top - size * 0.22],
    [-left - size * 0.22, -top - size * 0.22],
  ] as const)
    out += circle(px, py, size * 0.07, BRASS);
  // The mark: three swatch cards fanned out from one pin.
  const pivotX = left + size * 1.05;
  const pivotY = size * 0.5;
  const card = (angle: number, fill: string) =>
    rect(pivotX - size * 0.16, pivotY - size * 0.95, size * 0.32, size * 1.05, fill, {
      rx: size * 0.05,
      transform: `rotate(${angle} ${fmt(pivotX)} ${fmt(pivotY)})`,
      stroke: plate,
      "stroke-width": size * 0.03,
    });
  out += card(-32, "#C75D4A") + card(0, "#E0B04F") + card(32, "#5B7F95");
  out += circle(pivotX, pivotY - size * 0.08, size * 0.06, plate);
  // The name and a line under it, as bars.
  const textX = left + size * 1.95;
  out += rect(textX, -size * 0.36, size * 1.85, size * 0.3, ink, { rx: size * 0.05 });
  out += rect(textX, size * 0.12, size * 1.35, size * 0.14, ink, { rx: size * 0.05, opacity: 0.8 });
  return out;
}

function bistroSet(wood: string, chair: string): string {
  let out = floorShadow(110, 0.14);
  for (const s of [-1, 1]) {
    const x = s * 78;
    out += rect(x - 28, -200, 56, 80, chair, { rx: 12 });
    out += rect(x - 32, -118, 64, 12, darken(chair, 0.1), { rx: 4 });
    out += rect(x - 26, -108, 5, 108, "#2E2A26") + rect(x + 21, -108, 5, 108, "#2E2A26");
  }
  out += ellipse(0, -140, 70, 12, wood);
  out += rect(-4, -134, 8, 130, "#2E2A26") + ellipse(0, -4, 34, 6, "#2E2A26");
  out += rect(-14, -170, 20, 26, "#F4F2EC", { rx: 3 });
  return out;
}

/** A row of stocked shelves, origin at the centre of the bottom shelf. */
function stockedShelves(rng: Random, width: number, rows: number, wood: string): string {
  let out = "";
  const goods = ["#E8D7B5", "#C75D4A", "#5B7F95", "#D9A05B", "#7D9A7A", "#F4F2EC", "#3F4A5A", "#E3B9A8"];
  for (let r = 0; r < rows; r++) {
    const y = -r * 95;
    let x = -width / 2 + 8;
    while (x < width / 2 - 30) {
      const w = rng.range(18, 44);
      const h = rng.range(30, 72);
      const kind = rng.int(0, 2);
      const c = rng.pick(goods);
      if (kind === 0) out += rect(x, y - h, w, h, c, { rx: 2 });
      else if (kind === 1) out += rect(x, y - h * 0.8, w, h * 0.8, c, { rx: w / 3 });
      else
        for (let i = 0; i < 4; i++)
          out += rect(x, y - 9 * (i + 1), w + 6, 8, i % 2 ? c : lighten(c, 0.2), { rx: 2 });
      x += w + rng.range(6, 16);
    }
    out +=
      rect(-width / 2, y, width, 10, wood) + rect(-width / 2, y + 10, width, 5, "#000", { opacity: 0.12 });
  }
  return out;
}

export function commercialScene(svg: Svg, rng: Random, input: SceneInput): void {
  const kind = variant(
    input,
    [
      ["storefront", ["storefront", "facade"]],
      ["lobby", ["lobby", "reception", "clinic", "dental"]],
      ["cafe", ["cafe", "coffee", "restaurant", "bakery"]],
      ["retail", ["boutique", "retail", "store", "shop", "merchandise"]],
      ["office", ["office", "coworking", "workspace"]],
    ] as const,
    "office",
  );
  if (kind === "storefront") {
    storefrontScene(svg, rng, input);
    return;
  }
  defineShared(svg);
  const { width: W, height: H } = svg;
  const time = pickTime(rng);
  const wallW = W * rng.range(0.66, 0.74);
  const L = (W - wallW) / 2 + rng.range(-40, 40);
  const R = L + wallW;
  const room = new Room(
    L + wallW * rng.range(0.4, 0.6),
    H * rng.range(0.38, 0.44),
    L,
    R,
    H * 0.1,
    H * 0.72,
    10,
  );
  const { B } = room;
  const ft = room.foot;
  const accent = input.color;
  const neutral = lightness(accent) > 0.78 ? "#E2E1DC" : "#EEEDE9";
  const windowSide: Side = rng.chance(0.5) ? "left" : "right";
  const floor: Floor =
    kind === "office"
      ? { kind: "tile", color: rng.pick(["#8E9093", "#9C978E", "#7E858C"]) }
      : kind === "retail"
        ? { kind: "concrete", color: rng.pick(["#B9B6AF", "#A8A49C"]) }
        : kind === "lobby"
          ? { kind: "tile", color: rng.pick(["#D6D2CA", "#C4BDB2"]) }
          : { kind: "wood", color: rng.pick(WOOD_FLOORS) };
  drawRoomShell(svg, rng, room, {
    wall: accent,
    sideWall: neutral,
    ceiling: CEILING_WHITE,
    floor,
    baseboard: kind === "office" || kind === "lobby" ? "#5A5A5C" : WHITE_PAINT,
    crown: false,
    lightFrom: windowSide,
  });
  svg.add(ceilingGrid(room, "#CFCCC4"));
  svg.add(
    sideWindow(
      svg,
      rng,
      room,
      windowSide,
      1.15,
      2.6,
      room.T + 0.8 * ft,
      B - 0.5 * ft,
      time,
      "#4A4D52",
      4,
      rng.pick(["city", "trees"]),
    ),
  );
  const cx = (L + R) / 2 + rng.range(-0.1, 0.1) * wallW;
  const wood = rng.pick(["#A97C50", "#C49A6C", "#8A6342"]);

  if (kind === "office") {
    svg.add(
      ceilingPanel(room, cx - 4 * ft, cx + 4 * ft, 1.5, 1.7),
      ceilingPanel(room, cx - 4 * ft, cx + 4 * ft, 2.3, 2.6),
    );
    svg.add(onWall(room, cx, B - 7 * ft, emblem(accent, 55)));
    const deskCount = wallW / ft > 19 ? 3 : 2;
    for (let i = 0; i < deskCount; i++) {
      const x = L + (wallW * (i + 0.5)) / deskCount;
      svg.add(onFloor(room, x, 1.06, desk("#E9E6DF", rng.pick(["#5B7F95", "#7D9A7A", "#9AA5A8"]))));
      svg.add(
        onFloor(
          room,
          x + (i % 2 ? 1 : -1) * rng.range(1.4, 1.8) * ft,
          1.28,
          officeChair(rng.pick(["#2E2E30", "#3F4A5A", "#5F6F5E"])),
        ),
      );
    }
    svg.add(
      onFloor(room, windowSide === "left" ? R - 1.2 * ft : L + 1.2 * ft, 1.1, plant(rng, 200, "#E9E4DA")),
    );
  } else if (kind === "lobby") {
    svg.add(onWall(room, cx, B - 7.3 * ft, emblem(accent, 70)));
    for (const dx of [-3.5, 0, 3.5])
      svg.add(pendant(room, cx + dx * ft, 1.4, 7.4, rng.pick([BRASS, "#2E2A26"])));
    svg.add(onFloor(room, cx, 1.3, receptionDesk(rng.pick(["#F2F0EA", "#C9A57A", "#E2DED6"]), "#FBFAF7")));
    const seatsX = windowSide === "left" ? L + wallW * 0.14 : R - wallW * 0.14;
    const chair = contrasting(rng, UPHOLSTERY, neutral, 0.2);
    svg.add(onFloor(room, seatsX, 1.75, armchair(chair, rng.pick(ART_COLORS))));
    svg.add(
      onFloor(room, windowSide === "left" ? R - 1.2 * ft : L + 1.2 * ft, 1.15, plant(rng, 210, "#2E2A26")),
    );
  } else if (kind === "retail") {
    for (const dx of [-4, 0, 4]) svg.add(pendant(room, cx + dx * ft, 1.5, 7.8, "#2E2A26"));
    svg.add(onWall(room, cx, B - 2.4 * ft, stockedShelves(rng, 560, 3, wood)));
    const counterX = windowSide === "left" ? R - wallW * 0.16 : L + wallW * 0.16;
    svg.add(onFloor(room, counterX, 1.2, receptionDesk("#F2F0EA", wood)));
    svg.add(
      onFloor(
        room,
        cx + (windowSide === "left" ? -2 : 2) * ft,
        1.5,
        floorShadow(200, 0.14) +
          rect(-190, -120, 380, 16, wood, { rx: 3 }) +
          rect(-180, -104, 12, 104, darken(wood, 0.3)) +
          rect(168, -104, 12, 104, darken(wood, 0.3)) +
          place(0, -120, 1, stockedShelves(rng, 340, 1, wood)),
      ),
    );
  } else {
    // Café: counter along the accent wall, menu boards, bistro tables.
    for (const dx of [-3, 0, 3]) svg.add(pendant(room, cx + dx * ft, 1.25, 7.2, "#fff", true));
    const boardW = 2.6 * ft;
    for (const dx of [-1.5, 1.5]) {
      const bx = cx + dx * ft - boardW / 2;
      const by = B - 8.3 * ft;
      svg.add(rect(bx, by, boardW, 2 * ft, "#2A2B2C", { stroke: wood, "stroke-width": 6 }));
      for (let i = 0; i < 5; i++) {
        svg.add(
          rect(bx + 12, by + 14 + i * 0.33 * ft, boardW * rng.range(0.4, 0.75), 3, "#EDEBE6", {
            opacity: 0.5,
          }),
        );
      }
    }
    const counter =
      floorShadow(330, 0.15) +
      rect(-320, -200, 640, 196, rng.pick(["#F2F0EA", wood, "#3F4A5A"]), { rx: 4 }) +
      rect(-330, -214, 660, 16, "#FBFAF7", { rx: 3 }) +
      rect(-260, -300, 110, 86, "#C9CDD1", { rx: 8 }) +
      rect(-250, -290, 90, 20, "#2E2E30") +
      rect(60, -290, 200, 76, "#FFFFFF", { opacity: 0.55, stroke: "#C9CDD1", "stroke-width": 3 }) +
      ellipse(110, -232, 26, 10, "#D9A05B") +
      ellipse(180, -232, 26, 10, "#C7875A");
    svg.add(onFloor(room, cx, 1.1, counter));
    const chair = contrasting(rng, ["#2E2A26", "#C9A57A", "#5F6F5E", "#E9E4DA"], accent, 0.15);
    svg.add(onFloor(room, cx - 5 * ft, 1.75, bistroSet(wood, chair)));
    svg.add(onFloor(room, cx + 5 * ft, 1.9, bistroSet(wood, chair)));
  }
  drawTint(svg, time);
}

function storefrontScene(svg: Svg, rng: Random, input: SceneInput): void {
  const { width: W, height: H } = svg;
  const time = pickTime(rng);
  drawSky(svg, rng, time, H * 0.45, 2);
  const paint = input.color;
  const brick = rng.pick(["#A0553F", "#8E4A3A", "#B3765C", "#C9B79C"]);
  const bricks = svg.pattern(
    48,
    28,
    rect(0, 0, 48, 28, brick) +
      rect(0, 13, 48, 1.6, "#000", { opacity: 0.18 }) +
      rect(0, 27, 48, 1.6, "#000", { opacity: 0.18 }) +
      rect(23, 0, 1.6, 13, "#000", { opacity: 0.18 }) +
      rect(0, 14, 1.6, 13, "#000", { opacity: 0.18 }) +
      rect(4, 2, 16, 9, "#fff", { opacity: 0.05 }) +
      rect(28, 16, 16, 9, "#000", { opacity: 0.05 }),
  );
  // Neighbouring buildings at the edges.
  svg.add(rect(0, H * 0.16, 90, H * 0.7, "#C9B79C"), rect(W - 90, H * 0.2, 90, H * 0.66, "#8E6F5E"));
  const left = 70;
  const right = W - 70;
  const top = H * rng.range(0.08, 0.14);
  const signTop = H * 0.43;
  const signBottom = H * 0.51;
  const ground = H * 0.86;
  svg.add(rect(left, top, right - left, ground - top, bricks));
  svg.add(
    rect(left - 12, top - 14, right - left + 24, 26, lighten(brick, 0.35)),
    rect(left - 6, top + 12, right - left + 12, 8, "#000", { opacity: 0.12 }),
  );
  // Upper windows with stone lintels.
  const upper = rng.int(3, 4);
  for (let i = 0; i < upper; i++) {
    const wx = left + ((right - left) * (i + 0.5)) / upper;
    const wy = top + 60;
    const ww = 110;
    const wh = signTop - wy - 70;
    svg.add(rect(wx - ww / 2 - 12, wy - 22, ww + 24, 20, "#E8E1D3"));
    svg.add(
      rect(
        wx - ww / 2,
        wy,
        ww,
        wh,
        svg.linear(
          [
            [0, "#8FA9BD"],
            [1, "#D5E3EC"],
          ],
          0,
          0,
          1,
          1,
        ),
      ),
    );
    svg.add(rect(wx - 3, wy, 6, wh, "#F4F2EC"), rect(wx - ww / 2, wy + wh / 2 - 3, ww, 6, "#F4F2EC"));
    svg.add(rect(wx - ww / 2 - 8, wy + wh, ww + 16, 10, "#E8E1D3"));
  }
  // Painted storefront: sign band, pilasters, display windows, door.
  svg.add(rect(left, signTop, right - left, ground - signTop, paint));
  svg.add(rect(left + 20, signTop + 12, right - left - 40, signBottom - signTop - 24, darken(paint, 0.08)));
  svg.add(place(W / 2, (signTop + signBottom) / 2, 1, emblem(paint, 24)));
  for (const lx of [W * 0.3, W * 0.7]) {
    svg.add(
      pathEl(`M${fmt(lx)} ${fmt(signTop - 4)}V${fmt(signTop - 30)}H${fmt(lx + 26)}`, "none", {
        stroke: "#2E2A26",
        "stroke-width": 4,
      }),
    );
    svg.add(pathEl(`M${fmt(lx + 12)} ${fmt(signTop - 30)}h28l-6 14h-16z`, "#2E2A26"));
  }
  const doorW = 120;
  const doorX = W / 2 + rng.pick([-1, 0, 1]) * 260 - doorW / 2;
  const glassTop = signBottom + 18;
  const kick = ground - 60;
  const interior = svg.linear([
    [0, "#F3DDB2"],
    [1, "#C9A57A"],
  ]);
  const panes: Array<[number, number]> = [
    [left + 40, doorX - 30],
    [doorX + doorW + 30, right - 40],
  ];
  for (const [x1, x2] of panes) {
    if (x2 - x1 < 60) continue;
    svg.add(rect(x1, glassTop, x2 - x1, kick - glassTop, interior));
    svg.add(place((x1 + x2) / 2, kick - 30, 0.9, stockedShelves(rng, (x2 - x1) * 0.9, 2, "#8A6342")));
    svg.add(
      polygon(
        [
          [x1 + (x2 - x1) * 0.5, glassTop],
          [x1 + (x2 - x1) * 0.7, glassTop],
          [x1 + (x2 - x1) * 0.4, kick],
          [x1 + (x2 - x1) * 0.2, kick],
        ],
        "#fff",
        { opacity: 0.2 },
      ),
    );
    svg.add(
      rect(x1, glassTop, x2 - x1, kick - glassTop, "none", {
        stroke: darken(paint, 0.15),
        "stroke-width": 8,
      }),
    );
    for (let px = x1 + 20; px < x2 - 40; px += 120)
      svg.add(
        rect(px, kick + 12, 100, 36, darken(paint, 0.07), { stroke: darken(paint, 0.18), "stroke-width": 2 }),
      );
  }
  svg.add(rect(doorX - 10, glassTop - 10, doorW + 20, ground - glassTop + 10, darken(paint, 0.15)));
  svg.add(rect(doorX, glassTop, doorW, ground - glassTop, interior));
  svg.add(rect(doorX, glassTop, doorW, ground - glassTop, "none", { stroke: paint, "stroke-width": 14 }));
  svg.add(rect(doorX + doorW - 30, (glassTop + ground) / 2, 8, 50, "#C9CDD1", { rx: 3 }));
  if (rng.chance(0.7)) {
    const stripe = contrasting(rng, ["#F4F2EC", "#C75D4A", "#5B7F95", "#2F3D4C", "#7D9A7A"], paint, 0.2);
    const awning = svg.pattern(60, 10, rect(0, 0, 30, 10, stripe) + rect(30, 0, 30, 10, "#F4F2EC"));
    for (const [x1, x2] of panes) {
      if (x2 - x1 < 60) continue;
      const pts: Point[] = [
        [x1 - 10, glassTop - 6],
        [x2 + 10, glassTop - 6],
        [x2 + 30, glassTop + 60],
        [x1 - 30, glassTop + 60],
      ];
      svg.add(polygon(pts, awning), rect(x1 - 30, glassTop + 60, x2 - x1 + 60, 12, stripe));
    }
  }
  // Sidewalk, planters and a street tree.
  svg.add(
    rect(0, ground, W, H - ground, "#C9C6BF"),
    rect(0, H - 26, W, 26, "#8C8A86"),
    rect(0, ground, W, 5, "#000", { opacity: 0.12 }),
  );
  for (let x = 40; x < W; x += 160) svg.add(line(x, ground, x - 40, H - 26, "#A9A6A0", 2));
  for (const px of [doorX - 70, doorX + doorW + 70]) {
    svg.add(
      place(
        px,
        ground + 30,
        1,
        floorShadow(45) +
          rect(-40, -70, 80, 70, "#3A3D40", { rx: 4 }) +
          shrub(rng, 0, -66, 90, rng.pick(FOLIAGE), true),
      ),
    );
  }
  svg.add(deciduousTree(rng, rng.pick([30, W - 30]), H - 30, 1.3, rng.chance(0.25)));
  drawTint(svg, time);
}
