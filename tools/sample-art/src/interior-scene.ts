import {
  armchair,
  bed,
  bench,
  coatHooks,
  coffeeTable,
  defineShared,
  desk,
  diningSet,
  dropCloth,
  floorLamp,
  framedArt,
  lightSpill,
  nightstand,
  officeChair,
  plant,
  rollerTray,
  rug,
  sideboard,
  sideTable,
  sofa,
  stepLadder,
  swatches,
  tableLamp,
  type WindowView,
  wallShelves,
  windowUnit,
} from "./furniture.ts";
import { drawTint, pickTime } from "./outdoors.ts";
import {
  ART_COLORS,
  BRASS,
  CEILING_WHITE,
  DOOR_COLORS,
  PAINT_PALETTE,
  UPHOLSTERY,
  WHITE_PAINT,
  WOOD_FLOORS,
} from "./palette.ts";
import type { Random } from "./random.ts";
import { drawRoomShell, type Floor, onFloor, onWall, Room } from "./room.ts";
import { has, type SceneInput, variant } from "./scene-input.ts";
import { pendant, type Side, sideDoor, sideWindow } from "./side-wall.ts";
import { contrasting, darken, lightness, place, type Svg } from "./svg.ts";

// ---------------------------------------------------------------------------
// Scene: home interior (living room, bedroom, dining room, office, entry, nook, sunroom)
// ---------------------------------------------------------------------------

export function interiorScene(svg: Svg, rng: Random, input: SceneInput): void {
  defineShared(svg);
  const { width: W, height: H } = svg;
  const kind = variant(
    input,
    [
      ["bedroom", ["bedroom", "nursery", "guest room"]],
      ["dining", ["dining"]],
      ["office", ["office", "study"]],
      ["entry", ["entryway", "entry", "hallway", "foyer", "mudroom"]],
      ["nook", ["nook", "reading"]],
      ["sunroom", ["sunroom"]],
      ["living", ["living room", "great room", "family room", "den", "living"]],
    ] as const,
    "living",
  );
  const time = pickTime(rng);
  const view: WindowView = has(input.hint, "lake", "lakeside", "lake-house")
    ? "lake"
    : has(input.hint, "snow", "winter")
      ? "snow"
      : "trees";
  const wallW = W * rng.range(0.64, 0.72);
  const L = (W - wallW) / 2 + rng.range(-50, 50);
  const R = L + wallW;
  const room = new Room(
    L + wallW * rng.range(0.38, 0.62),
    H * rng.range(0.4, 0.47),
    L,
    R,
    H * rng.range(0.08, 0.12),
    H * rng.range(0.72, 0.76),
  );
  const { B } = room;
  const ft = room.foot;
  const windowSide = rng.sign();
  const wall = input.color;
  const trim = lightness(wall) > 0.88 ? "#FBFAF6" : WHITE_PAINT;
  const floor: Floor =
    kind === "bedroom" && rng.chance(0.35)
      ? { kind: "carpet", color: rng.pick(["#CFC6B8", "#B9B4AC", "#D8CFC2"]) }
      : { kind: "wood", color: rng.pick(WOOD_FLOORS) };
  drawRoomShell(svg, rng, room, {
    wall,
    ceiling: CEILING_WHITE,
    floor,
    baseboard: trim,
    crown: rng.chance(0.6),
    lightFrom: windowSide < 0 ? "left" : "right",
  });

  const upholstery = contrasting(rng, UPHOLSTERY, wall, 0.2);
  const accent = rng.pick(ART_COLORS);
  const wood = rng.pick(["#8A6342", "#A97C50", "#5E4432", "#C49A6C"]);
  const frame = rng.pick(["#2E2A26", "#C9A57A", "#F4F2EC", BRASS]);
  const rugColor = rng.pick(["#D9CFC0", "#B8B2A6", "#C9B8A0", "#9AA5A8", "#E4DDD0"]);
  const rugBorder = darken(rugColor, 0.18);
  const curtains = rng.chance(0.4) ? rng.pick(["#F1ECE2", "#D9CFC0", "#C8CFC9"]) : undefined;
  const fromWindow = (share: number) => (windowSide < 0 ? L + wallW * share : R - wallW * share);
  const awayFromWindow = (share: number) => (windowSide < 0 ? R - wallW * share : L + wallW * share);
  const swatchWall = has(input.hint, "swatch", "sample");

  const backWindow = (
    cx: number,
    widthFt: number,
    topFt: number,
    bottomFt: number,
    muntins: "cross" | "grid",
  ) => {
    const y1 = B - topFt * ft;
    const y2 = B - bottomFt * ft;
    const w = widthFt * ft;
    svg.add(windowUnit(svg, rng, cx - w / 2, y1, w, y2 - y1, time, view, { trim, muntins, curtains }));
    svg.add(lightSpill(svg, room, cx - w / 2, cx + w / 2, windowSide * -ft * 2));
  };
  /** Art above furniture, or paint swatches when the caption is about choosing colours. */
  const wallDecor = (cx: number, cyFt: number, widthFt: number, heightFt: number) => {
    if (swatchWall) {
      const samples = [input.color, ...PAINT_PALETTE.filter((p) => p.hex !== input.color).map((p) => p.hex)];
      svg.add(onWall(room, cx, B - cyFt * ft, swatches([samples[0]!, rng.pick(samples), rng.pick(samples)])));
      return;
    }
    if (rng.chance(0.3) && widthFt > 2.6) {
      const w = (widthFt / 2 - 0.2) * ft;
      svg.add(framedArt(rng, cx - w / 2 - ft * 0.2, B - cyFt * ft, w, heightFt * ft, frame));
      svg.add(framedArt(rng, cx + w / 2 + ft * 0.2, B - cyFt * ft, w, heightFt * ft, frame));
    } else {
      svg.add(framedArt(rng, cx, B - cyFt * ft, widthFt * ft, heightFt * ft, frame));
    }
  };

  if (kind === "living") {
    const sofaX = awayFromWindow(rng.range(0.34, 0.4));
    svg.add(rug(room, sofaX - 5 * ft, sofaX + 5 * ft, 1.14, 1.95, rugColor, rugBorder));
    backWindow(fromWindow(0.17), 3.3, 7.2, 2.6, "cross");
    wallDecor(sofaX, 5.6, 3.4, 2.3);
    svg.add(onFloor(room, windowSide < 0 ? R - 1.1 * ft : L + 1.1 * ft, 1.05, plant(rng, 150, "#E9E4DA")));
    svg.add(onFloor(room, sofaX - windowSide * 4.7 * ft, 1.06, floorLamp("#F3EBDD", time !== "midday")));
    svg.add(onFloor(room, sofaX, 1.1, sofa(upholstery, accent)));
    svg.add(onFloor(room, sofaX, 1.55, coffeeTable(wood)));
  } else if (kind === "bedroom") {
    const bedX = L + wallW * rng.range(0.47, 0.53);
    const side: Side = windowSide < 0 ? "left" : "right";
    svg.add(sideWindow(svg, rng, room, side, 1.3, 1.95, B - 7 * ft, B - 2.8 * ft, time, trim, 2, view));
    svg.add(rug(room, bedX - 4.6 * ft, bedX + 4.6 * ft, 1.2, 1.7, rugColor, rugBorder));
    wallDecor(bedX, 7, 3, 1.5);
    const duvet = rng.pick(["#FBFAF7", "#EFEBE3", "#E3E6E8"]);
    const head = contrasting(rng, UPHOLSTERY, wall, 0.15);
    for (const s of [-1, 1]) {
      svg.add(
        onFloor(
          room,
          bedX + s * 5.1 * ft,
          1.03,
          nightstand(wood) + place(0, -130, 1, tableLamp("#F3EBDD", "#D9CBB5")),
        ),
      );
    }
    svg.add(onFloor(room, bedX, 1.05, bed(head, duvet, accent)));
  } else if (kind === "dining") {
    const boardX = awayFromWindow(rng.range(0.3, 0.36));
    const tableX = L + wallW * rng.range(0.45, 0.55);
    backWindow(fromWindow(0.19), 3.4, 7.2, 2.4, "cross");
    wallDecor(boardX, 5.3, 3.2, 2.2);
    svg.add(onFloor(room, boardX, 1.02, sideboard(wood)));
    svg.add(rug(room, tableX - 5.5 * ft, tableX + 5.5 * ft, 1.2, 1.8, rugColor, rugBorder));
    svg.add(
      onFloor(room, tableX, 1.4, diningSet(wood, contrasting(rng, [...UPHOLSTERY, "#2E2A26"], wall, 0.2))),
    );
    svg.add(pendant(room, tableX, 1.4, 5.6, rng.pick(["#2E2A26", BRASS, "#F4F2EC"])));
  } else if (kind === "office") {
    const deskX = awayFromWindow(rng.range(0.36, 0.4));
    backWindow(fromWindow(0.18), 3, 7, 3, "cross");
    svg.add(onWall(room, deskX, B - 5.6 * ft, wallShelves(rng, wood)));
    svg.add(onFloor(room, deskX, 1.04, desk(wood, rng.pick(["#5B7F95", "#7D9A7A", "#D9A05B"]))));
    svg.add(
      onFloor(
        room,
        deskX + rng.sign() * rng.range(1.6, 2) * ft,
        1.3,
        officeChair(rng.pick(["#2E2E30", "#5F6F5E", "#3F4A5A"])),
      ),
    );
    svg.add(
      onFloor(room, fromWindow(0.02) + (windowSide < 0 ? 1 : -1) * ft, 1.08, plant(rng, 170, "#C9B8A0")),
    );
  } else if (kind === "entry") {
    const benchX = awayFromWindow(rng.range(0.34, 0.4));
    const doorSide: Side = windowSide < 0 ? "left" : "right";
    svg.add(sideDoor(room, doorSide, 1.35, 1.85, trim, rng.pick([WHITE_PAINT, ...DOOR_COLORS])));
    svg.add(rug(room, (L + R) / 2 - 1.8 * ft, (L + R) / 2 + 1.8 * ft, 1.05, 3, rugColor, rugBorder));
    wallDecor(fromWindow(0.24), 5, 2.6, 3.2);
    svg.add(onWall(room, benchX, B - 5.6 * ft, coatHooks(rng, wood)));
    svg.add(onFloor(room, benchX, 1.03, bench(wood, upholstery)));
    svg.add(onFloor(room, fromWindow(0.24), 1.05, plant(rng, 130, "#D9CBB5")));
  } else if (kind === "nook") {
    const chairX = awayFromWindow(rng.range(0.4, 0.46));
    backWindow(fromWindow(0.18), 3.2, 7.2, 2.6, "cross");
    wallDecor(chairX, 5.4, 2.4, 3);
    svg.add(rug(room, chairX - 3.5 * ft, chairX + 3.5 * ft, 1.15, 1.8, rugColor, rugBorder));
    svg.add(onFloor(room, chairX - windowSide * 3.4 * ft, 1.07, floorLamp("#F3EBDD", true)));
    svg.add(onFloor(room, chairX + windowSide * 2.9 * ft, 1.12, sideTable(wood)));
    svg.add(onFloor(room, chairX, 1.14, armchair(upholstery, accent)));
    svg.add(onFloor(room, awayFromWindow(0.05) + windowSide * 0.5 * ft, 1.06, plant(rng, 160, "#E9E4DA")));
  } else {
    // Sunroom: a run of tall windows.
    for (const share of [0.2, 0.5, 0.8]) backWindow(L + wallW * share, wallW / ft / 4.8, 7.6, 1.6, "grid");
    const chairX = L + wallW * rng.pick([0.36, 0.64]);
    svg.add(rug(room, chairX - 3.5 * ft, chairX + 3.5 * ft, 1.25, 1.9, rugColor, rugBorder));
    svg.add(onFloor(room, L + 1.2 * ft, 1.1, plant(rng, 190, "#C9B8A0")));
    svg.add(onFloor(room, R - 1.2 * ft, 1.1, plant(rng, 150, "#E9E4DA")));
    svg.add(onFloor(room, chairX + (chairX < (L + R) / 2 ? -3 : 3) * ft, 1.28, floorLamp("#F3EBDD", false)));
    svg.add(onFloor(room, chairX, 1.32, armchair(upholstery, accent)));
    svg.add(
      onFloor(room, (L + R) / 2 + (chairX < (L + R) / 2 ? 2.5 : -2.5) * ft, 1.6, plant(rng, 120, "#D9CBB5")),
    );
  }

  // Work in progress, when the caption mentions it; kept above the bottom edge.
  const nearest = Math.min(1.75, (H - 30 - room.vy) / (B - room.vy));
  const nearSide = windowSide < 0 ? L + wallW * 0.16 : R - wallW * 0.16;
  if (has(input.hint, "ladder")) svg.add(onFloor(room, nearSide, 1.22, stepLadder("#C9CDD1")));
  if (has(input.hint, "roller", "tray", "drop cloth")) {
    const x = windowSide < 0 ? R - wallW * 0.24 : L + wallW * 0.24;
    svg.add(onFloor(room, x, nearest - 0.08, dropCloth(420)));
    if (has(input.hint, "roller", "tray")) svg.add(onFloor(room, x, nearest, rollerTray(input.color)));
  }
  drawTint(svg, time);
}
