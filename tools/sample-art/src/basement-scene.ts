import {
  defineShared,
  floorLamp,
  framedArt,
  plant,
  rug,
  sofa,
  wallShelves,
  windowUnit,
} from "./furniture.ts";
import { pickTime } from "./outdoors.ts";
import { ART_COLORS, BRASS, CEILING_WHITE, UPHOLSTERY, WHITE_PAINT } from "./palette.ts";
import type { Random } from "./random.ts";
import { drawRoomShell, onFloor, onWall, Room } from "./room.ts";
import { type SceneInput, variant } from "./scene-input.ts";
import { pendant } from "./side-wall.ts";
import { contrasting, darken, ellipse, floorShadow, lighten, line, polygon, rect, type Svg } from "./svg.ts";

// ---------------------------------------------------------------------------
// Scene: basement (low ceiling, egress window, carpet)
// ---------------------------------------------------------------------------

/** A sofa seen from behind (people watching a TV on the far wall). */
function sofaBack(color: string, width: number): string {
  let out = floorShadow(width / 2 + 10, 0.18);
  out += rect(-width / 2, -160, width, 160, darken(color, 0.06), { rx: 26 });
  out += rect(-width / 2 + 20, -170, width - 40, 40, lighten(color, 0.06), { rx: 18 });
  out += line(0, -166, 0, -20, darken(color, 0.18), 2, { opacity: 0.5 });
  return out;
}

/** The chaise end of a sectional, nearer the viewer than the sofa. */
function chaise(color: string): string {
  let out = floorShadow(110, 0.15);
  out += rect(-100, -112, 200, 36, lighten(color, 0.1), { rx: 12 });
  out += rect(-104, -84, 208, 66, darken(color, 0.04), { rx: 10 });
  out += rect(-96, -18, 10, 18, "#3B2F27") + rect(86, -18, 10, 18, "#3B2F27");
  return out;
}

function barStool(seat: string): string {
  let out = floorShadow(34, 0.14);
  out += line(-22, 0, -12, -150, "#2E2A26", 5) + line(22, 0, 12, -150, "#2E2A26", 5);
  out += rect(-20, -60, 40, 4, "#2E2A26");
  out += ellipse(0, -156, 34, 10, seat);
  return out;
}

export function basementScene(svg: Svg, rng: Random, input: SceneInput): void {
  defineShared(svg);
  const { width: W, height: H } = svg;
  const kind = variant(
    input,
    [
      ["media", ["media", "theater", "tv"]],
      ["bar", ["bar"]],
      ["family", ["family room", "rec room", "sectional"]],
    ] as const,
    "family",
  );
  const L = W * 0.09 + rng.range(-40, 40);
  const R = W * 0.91 + rng.range(-40, 40);
  // Eye level close to the low ceiling, so the ceiling (and its soffit) shows.
  const T = H * 0.24;
  const B = H * 0.74;
  const ft = (B - T) / 7.6;
  const room = new Room(L + (R - L) * rng.range(0.38, 0.62), B - 4.8 * ft, L, R, T, B, 7.6);
  const wall = input.color;
  const carpet = rng.pick(["#B9B2A6", "#A9A49B", "#C9BFAF", "#9A968F"]);
  const windowSide = rng.sign();
  drawRoomShell(svg, rng, room, {
    wall,
    ceiling: CEILING_WHITE,
    floor: { kind: "carpet", color: carpet },
    baseboard: WHITE_PAINT,
    crown: false,
    lightFrom: windowSide < 0 ? "left" : "right",
  });
  // A soffit boxing in ductwork, and recessed cans.
  const k1 = rng.range(1.5, 1.8);
  const k2 = k1 + 0.25;
  const drop = 0.9 * ft;
  svg.add(
    polygon(
      [
        room.at(L, T + drop, k1),
        room.at(R, T + drop, k1),
        room.at(R, T + drop, k2),
        room.at(L, T + drop, k2),
      ],
      darken(CEILING_WHITE, 0.06),
    ),
  );
  svg.add(
    polygon(
      [room.at(L, T, k2), room.at(R, T, k2), room.at(R, T + drop, k2), room.at(L, T + drop, k2)],
      "#FBFAF7",
    ),
  );
  for (const k of [1.25, k2 + 0.5]) {
    for (const share of [0.25, 0.5, 0.75]) {
      const [x, y] = room.at(L + (R - L) * share, T, k);
      svg.add(
        ellipse(x, y, 0.38 * ft * k, 0.1 * ft * k, "#E3E1DB"),
        ellipse(x, y, 0.28 * ft * k, 0.07 * ft * k, "#FFF8E4"),
      );
    }
  }
  // Egress window high on the wall.
  const winX = windowSide < 0 ? L + (R - L) * 0.2 : R - (R - L) * 0.2;
  svg.add(
    windowUnit(svg, rng, winX - 2 * ft, T + 0.6 * ft, 4 * ft, 2.8 * ft, pickTime(rng), "well", {
      trim: WHITE_PAINT,
      muntins: "none",
    }),
  );
  const upholstery = contrasting(rng, UPHOLSTERY, wall, 0.2);
  const accent = rng.pick(ART_COLORS);
  const centerX = windowSide < 0 ? L + (R - L) * 0.6 : L + (R - L) * 0.4;
  if (kind === "media") {
    svg.add(rect(centerX - 2.4 * ft, B - 6.1 * ft, 4.8 * ft, 2.7 * ft, "#1E1F22", { rx: 4 }));
    svg.add(
      rect(
        centerX - 2.3 * ft,
        B - 6.0 * ft,
        4.6 * ft,
        2.5 * ft,
        svg.linear(
          [
            [0, "#2B3440"],
            [1, "#1E1F22"],
          ],
          0,
          0,
          1,
          1,
        ),
      ),
    );
    svg.add(
      onFloor(
        room,
        centerX,
        1.03,
        floorShadow(190, 0.14) +
          rect(-180, -80, 360, 70, rng.pick(["#5E4432", "#2E2A26", "#C49A6C"]), { rx: 4 }) +
          rect(-170, -10, 10, 10, "#2E2A26") +
          rect(160, -10, 10, 10, "#2E2A26"),
      ),
    );
    svg.add(onFloor(room, centerX - 3.8 * ft, 1.06, plant(rng, 150, "#E9E4DA")));
    svg.add(onFloor(room, centerX + rng.range(-1, 1) * ft, 1.45, sofaBack(upholstery, 440)));
  } else if (kind === "bar") {
    svg.add(onWall(room, centerX, B - 4.6 * ft, wallShelves(rng, "#5E4432")));
    for (const dx of [-2.5, 0, 2.5])
      svg.add(pendant(room, centerX + dx * ft, 1.35, 5.6, rng.pick([BRASS, "#2E2A26"])));
    const front = contrasting(rng, ["#5E4432", "#2E2A26", "#C49A6C", "#F3F1EA"], wall, 0.15);
    svg.add(
      onFloor(
        room,
        centerX,
        1.35,
        floorShadow(260, 0.16) +
          rect(-250, -200, 500, 196, front, { rx: 4 }) +
          rect(-265, -216, 530, 18, "#F1F0EC", { rx: 3 }) +
          rect(-250, -20, 500, 16, darken(front, 0.3)),
      ),
    );
    for (const dx of [-3, 0, 3])
      svg.add(onFloor(room, centerX + dx * ft, 1.6, barStool(rng.pick(["#2E2A26", "#8A6342", upholstery]))));
  } else {
    const s = windowSide < 0 ? 1 : -1;
    svg.add(
      rug(
        room,
        centerX - 5 * ft,
        centerX + 5 * ft,
        1.12,
        2.2,
        rng.pick(["#D9CFC0", "#9AA5A8", "#E4DDD0"]),
        rng.pick(["#8C8F94", "#B08A63"]),
      ),
    );
    svg.add(framedArt(rng, centerX, B - 4.9 * ft, 3.6 * ft, 1.6 * ft, rng.pick(["#2E2A26", "#C9A57A"])));
    svg.add(onFloor(room, centerX + s * 5.6 * ft, 1.05, floorLamp("#F3EBDD", true)));
    svg.add(onFloor(room, centerX, 1.08, sofa(upholstery, accent, 480, 3)));
    svg.add(onFloor(room, centerX - s * 3.1 * ft, 1.42, chaise(upholstery)));
    svg.add(
      onFloor(
        room,
        centerX - s * 1.2 * ft,
        1.7,
        floorShadow(90, 0.12) +
          rect(-80, -60, 160, 56, rng.pick(["#8A6342", "#B08A63", "#E6DFD3"]), { rx: 14 }),
      ),
    );
  }
}
