import { defineShared, mudPan, paintCan, rollerTray, stepLadder, tapingKnife } from "./furniture.ts";
import { paintBucket } from "./house.ts";
import { WHITE_PAINT } from "./palette.ts";
import type { Random } from "./random.ts";
import { has, type SceneInput, variant } from "./scene-input.ts";
import {
  circle,
  darken,
  ellipse,
  floorShadow,
  fmt,
  lighten,
  pathEl,
  type Point,
  place,
  polygon,
  rect,
  type Svg,
} from "./svg.ts";

// ---------------------------------------------------------------------------
// Scene: drywall (hanging boards on studs, taped seams, patches)
// ---------------------------------------------------------------------------

export function drywallScene(svg: Svg, rng: Random, input: SceneInput): void {
  defineShared(svg);
  const { width: W, height: H } = svg;
  const kind = variant(
    input,
    [
      ["install", ["stud", "installation", "install", "hung", "hanging", "new"]],
      ["patch", ["patch", "repair", "hole", "crack"]],
      ["taping", ["taped", "taping", "seam", "mudded", "finish"]],
    ] as const,
    "taping",
  );
  const floorY = H * 0.8;
  const ft = floorY / 8;
  const toFeet = ft / 55; // furniture and tools are drawn at 55 units per foot
  const stud = ft * (16 / 12);
  const studOffset = rng.range(0, stud);
  const board = "#E6E4DE";
  const mud = "#F3F2EE";

  if (kind === "install") {
    const insulation = rng.pick(["#E9A7A0", "#E8CF8A", "#C8A36E"]);
    svg.add(rect(0, 0, W, floorY, insulation));
    svg.add(
      rect(
        0,
        0,
        W,
        floorY,
        svg.pattern(
          90,
          40,
          pathEl("M0 20Q22 8 45 20T90 20", "none", {
            stroke: "#000",
            "stroke-opacity": 0.08,
            "stroke-width": 3,
          }),
        ),
      ),
    );
    for (let x = studOffset; x < W + stud; x += stud) {
      svg.add(rect(x - 10, 0, 20, floorY, "#D8B27E"), rect(x + 5, 0, 5, floorY, "#000", { opacity: 0.1 }));
    }
    svg.add(
      rect(0, 0, W, 18, "#CFA873"),
      rect(0, 18, W, 16, "#D8B27E"),
      rect(0, 34, W, 3, "#000", { opacity: 0.12 }),
    );
    svg.add(rect(0, floorY - 18, W, 18, "#CFA873"));
    // Boards already hung from the left, screwed into every stud.
    const sheet = ft * 4;
    const start = -rng.range(0.2, 0.6) * sheet;
    const hung = rng.int(2, 3);
    const end = start + hung * sheet;
    svg.add(rect(end, 0, 16, floorY, "#000", { opacity: 0.12 }));
    for (let i = 0; i < hung; i++) {
      const x = start + i * sheet;
      svg.add(rect(x, 0, sheet, floorY, board));
      svg.add(
        rect(
          x,
          0,
          14,
          floorY,
          svg.linear(
            [
              [0, "#D4D1CA"],
              [1, board],
            ],
            0,
            0,
            1,
            0,
          ),
        ),
      );
      svg.add(
        rect(
          x + sheet - 14,
          0,
          14,
          floorY,
          svg.linear(
            [
              [0, board],
              [1, "#D4D1CA"],
            ],
            0,
            0,
            1,
            0,
          ),
        ),
      );
      svg.add(rect(x, 0, 1.5, floorY, "#B9B6AF"));
    }
    const screws = svg.pattern(
      stud,
      ft,
      circle(0, ft / 2, 3.2, "#8F9297") + circle(-0.8, ft / 2 - 0.8, 1.2, "#D9DCDF"),
      `translate(${fmt(studOffset)} 0)`,
    );
    svg.add(rect(Math.max(0, start) + 6, 10, end - Math.max(0, start) - 12, floorY - 20, screws));
    svg.add(
      rect(
        0,
        0,
        end,
        floorY,
        svg.linear(
          [
            [0, "#fff", 0.12],
            [1, "#fff", 0],
          ],
          0,
          0,
          1,
          0,
        ),
      ),
    );
    // A sheet waiting its turn, leaning on the studs.
    const leanX = end + rng.range(1.2, 2.2) * ft;
    if (leanX + sheet * 0.9 < W + 40) {
      const w = sheet * 0.8;
      const lean = ft * 0.5;
      const topY = ft * 0.9;
      svg.add(
        polygon(
          [
            [leanX + 16, floorY],
            [leanX + w + 16, floorY],
            [leanX + w + lean + 10, topY + 10],
            [leanX + lean + 10, topY + 10],
          ],
          "#000",
          { opacity: 0.16 },
        ),
      );
      svg.add(
        polygon(
          [
            [leanX, floorY],
            [leanX + w, floorY],
            [leanX + w + lean, topY],
            [leanX + lean, topY],
          ],
          "#E2E0DA",
        ),
      );
      svg.add(
        polygon(
          [
            [leanX + w, floorY],
            [leanX + w + 10, floorY],
            [leanX + w + lean + 10, topY],
            [leanX + w + lean, topY],
          ],
          "#BDB9B1",
        ),
      );
    }
    svg.add(
      rect(
        0,
        floorY,
        W,
        H - floorY,
        svg.linear([
          [0, "#A9A59D"],
          [1, "#C4C0B8"],
        ]),
      ),
    );
    svg.add(place(Math.max(140, end - ft * 1.6), floorY + ft * 0.5, toFeet, stepLadder("#C9CDD1")));
    svg.add(place(Math.min(W - 120, end + ft * 0.9), floorY + ft * 0.9, toFeet, paintCan(input.color)));
  } else if (kind === "taping") {
    svg.add(rect(0, 0, W, floorY, board));
    const seamY = floorY - ft * 4;
    const sheetLong = ft * 12;
    const offset = rng.range(0, sheetLong);
    const feather = (x: number, y: number, w: number, h: number, vertical: boolean) =>
      rect(
        x,
        y,
        w,
        h,
        svg.linear(
          [
            [0, mud, 0],
            [0.3, mud, 0.75],
            [0.5, mud, 0.95],
            [0.7, mud, 0.75],
            [1, mud, 0],
          ],
          0,
          0,
          vertical ? 1 : 0,
          vertical ? 0 : 1,
        ),
      );
    svg.add(feather(0, seamY - 36, W, 72, false), rect(0, seamY - 5, W, 10, "#F7F6F2", { opacity: 0.7 }));
    for (let x = offset % sheetLong; x < W; x += sheetLong) {
      svg.add(feather(x - 40, 0, 80, seamY, true), rect(x - 5, 0, 10, seamY, "#F7F6F2", { opacity: 0.7 }));
      const x2 = x + sheetLong / 2;
      svg.add(
        feather(x2 - 40, seamY, 80, floorY - seamY, true),
        rect(x2 - 5, seamY, 10, floorY - seamY, "#F7F6F2", { opacity: 0.7 }),
      );
    }
    const spots = svg.pattern(
      stud,
      ft,
      ellipse(0, ft / 2, 9, 7, mud, { opacity: 0.9 }),
      `translate(${fmt(studOffset)} 0)`,
    );
    svg.add(rect(0, 0, W, floorY, spots));
    // The rolled section with its wavy wet edge.
    const edge = W * rng.range(0.5, 0.66);
    let d = `M${fmt(W)} 0H${fmt(edge)}`;
    for (let y = 0; y < floorY; y += 40)
      d += `Q${fmt(edge - rng.range(10, 26))} ${fmt(y + 20)} ${fmt(edge + rng.range(-8, 8))} ${fmt(Math.min(floorY, y + 40))}`;
    d += `V${fmt(floorY)}H${fmt(W)}Z`;
    svg.add(pathEl(d, input.color));
    svg.add(
      pathEl(
        d,
        svg.pattern(
          46,
          46,
          ellipse(12, 14, 9, 4, "#fff", { opacity: 0.06 }) +
            ellipse(32, 34, 10, 4, "#000", { opacity: 0.04 }),
        ),
      ),
    );
    svg.add(
      rect(
        0,
        0,
        W,
        floorY,
        svg.linear(
          [
            [0, "#fff", 0.14],
            [0.6, "#fff", 0],
            [1, "#000", 0.06],
          ],
          0,
          0,
          1,
          0,
        ),
      ),
    );
    svg.add(
      rect(
        0,
        floorY,
        W,
        H - floorY,
        svg.linear([
          [0, "#D9CFBC"],
          [1, "#E8DFCD"],
        ]),
      ),
    );
    for (let i = 0; i < 4; i++) {
      const x = rng.range(0, W);
      svg.add(
        pathEl(
          `M${fmt(x)} ${fmt(floorY + 10)}q40 ${fmt(rng.range(20, 60))} ${fmt(rng.range(60, 140))} ${fmt(rng.range(60, 120))}`,
          "none",
          { stroke: "#C9BDA6", "stroke-width": 3 },
        ),
      );
    }
    const ladderX = rng.range(0.18, 0.34) * W;
    svg.add(place(ladderX, floorY + ft * 0.55, toFeet, stepLadder(rng.pick(["#C9CDD1", "#E8B83A"]))));
    svg.add(place(ladderX + ft * 2.6, floorY + ft * 1.2, toFeet, mudPan()));
    svg.add(
      place(
        ladderX + ft * 4.2,
        floorY + ft * 1.25,
        toFeet,
        `<g transform="rotate(-70)">${tapingKnife(64)}</g>`,
      ),
    );
    svg.add(place(edge + ft * 2.5, floorY + ft * 1.1, toFeet, rollerTray(input.color)));
  } else {
    repairScene(svg, rng, input, floorY, ft);
  }
}

/** A ragged outline around (x, y): radius r, each point pushed in or out a little. */
function raggedOutline(rng: Random, x: number, y: number, r: number, points: number, jitter: number): Point[] {
  return Array.from({ length: points }, (_, i) => {
    const angle = (i / points) * Math.PI * 2 + rng.range(-0.12, 0.12);
    const radius = r * rng.range(1 - jitter, 1 + jitter);
    return [x + Math.cos(angle) * radius, y + Math.sin(angle) * radius * 0.9] as const;
  });
}

const scaled = (pts: readonly Point[], x: number, y: number, k: number): Point[] =>
  pts.map(([px, py]) => [x + (px - x) * k, y + (py - y) * k] as const);

/**
 * A painted wall being repaired: a hole knocked through it (torn paper, the
 * white gypsum core, dark inside) or a crack, and beside it a patch just
 * covered with joint compound, knife marks in it and the knife still on it;
 * the mud pan, a tub of compound and a sanding sponge on the floor.
 */
function repairScene(svg: Svg, rng: Random, input: SceneInput, floorY: number, ft: number): void {
  const { width: W, height: H } = svg;
  const toFeet = ft / 55;
  const wall = input.color;
  const mud = "#F4F3EF";
  svg.add(rect(0, 0, W, floorY, wall));
  svg.add(
    rect(
      0,
      0,
      W,
      floorY,
      svg.linear(
        [
          [0, "#fff", 0.1],
          [1, "#000", 0.05],
        ],
        0,
        0,
        1,
        0,
      ),
    ),
  );
  const trim = WHITE_PAINT;
  svg.add(
    rect(0, floorY - ft * 0.5, W, ft * 0.5, trim),
    rect(0, floorY - ft * 0.5, W, 3, "#000", { opacity: 0.08 }),
  );
  const holeLeft = rng.chance(0.5);
  // Both near the middle, so a narrow crop of the picture (a phone's service card) keeps them.
  const damageX = W * (holeLeft ? rng.range(0.34, 0.38) : rng.range(0.62, 0.66));
  const patchX = W * (holeLeft ? rng.range(0.63, 0.66) : rng.range(0.34, 0.37));
  const y = floorY * rng.range(0.4, 0.5);
  const crackLine = darken(wall, 0.45);

  if (has(input.subject, "crack")) {
    // A crack running up from the door-height corner, wider in the middle.
    let d = `M${fmt(damageX - ft * 0.6)} ${fmt(y + ft * 1.8)}`;
    let cx = damageX - ft * 0.6;
    for (let cy = y + ft * 1.8; cy > y - ft * 2; cy -= rng.range(18, 34)) {
      cx += rng.range(-10, 16);
      d += `L${fmt(cx)} ${fmt(cy)}`;
    }
    svg.add(pathEl(d, "none", { stroke: "#fff", "stroke-width": 8, opacity: 0.35 }));
    svg.add(pathEl(d, "none", { stroke: crackLine, "stroke-width": 5, "stroke-linejoin": "round" }));
  } else {
    // A hole knocked through: torn face paper, the white core, the dark cavity.
    const r = ft * rng.range(0.85, 1);
    const hole = raggedOutline(rng, damageX, y, r, 13, 0.22);
    svg.add(polygon(scaled(hole, damageX, y, 1.3), darken(wall, 0.12), { opacity: 0.5 }));
    svg.add(polygon(scaled(hole, damageX, y, 1.16), "#EDE6D6"));
    svg.add(polygon(scaled(hole, damageX, y, 1.06), "#FAF8F2"));
    svg.add(
      polygon(
        hole,
        svg.linear(
          [
            [0, "#1F1B18"],
            [1, "#4A4138"],
          ],
          0,
          0,
          0.4,
          1,
        ),
      ),
    );
    // The edge of a stud inside, and the shadow the wall's edge casts.
    svg.add(
      polygon(scaled(hole, damageX, y, 0.92), "none", { stroke: "#000", "stroke-width": 6, opacity: 0.35 }),
      rect(damageX + r * 0.35, y - r * 0.55, r * 0.28, r * 1.1, "#7A5A3A", { opacity: 0.55 }),
    );
    for (let i = 0; i < 3; i++) {
      const angle = rng.range(0, Math.PI * 2);
      const from: Point = [damageX + Math.cos(angle) * r * 1.15, y + Math.sin(angle) * r * 1.05];
      const len = rng.range(0.4, 0.8) * r;
      svg.add(
        pathEl(
          `M${fmt(from[0])} ${fmt(from[1])}l${fmt(Math.cos(angle) * len * 0.5 + rng.range(-6, 6))} ${fmt(Math.sin(angle) * len * 0.5)}l${fmt(Math.cos(angle) * len * 0.5)} ${fmt(Math.sin(angle) * len * 0.5 + rng.range(-6, 6))}`,
          "none",
          { stroke: crackLine, "stroke-width": 2.2 },
        ),
      );
    }
  }

  // The patch beside it: mesh over a hole, mudded and feathered out, knife marks still in it.
  const size = ft * rng.range(1.3, 1.6);
  const blob = raggedOutline(rng, patchX, y, size, 16, 0.1);
  svg.add(polygon(scaled(blob, patchX, y, 1.25), mud, { opacity: 0.35 }));
  svg.add(polygon(scaled(blob, patchX, y, 1.1), mud, { opacity: 0.6 }));
  svg.add(polygon(blob, mud, { opacity: 0.95 }));
  const mesh = size * 0.9;
  svg.add(
    rect(
      patchX - mesh / 2,
      y - mesh / 2,
      mesh,
      mesh,
      svg.pattern(
        12,
        12,
        rect(0, 0, 12, 1.5, "#C9C2A8") + rect(0, 0, 1.5, 12, "#C9C2A8"),
      ),
      { opacity: 0.3 },
    ),
  );
  for (let i = 0; i < 4; i++) {
    const sy = y - size * 0.6 + (i * size * 1.2) / 3 + rng.range(-8, 8);
    const half = size * rng.range(0.65, 0.9);
    svg.add(
      pathEl(
        `M${fmt(patchX - half)} ${fmt(sy)}Q${fmt(patchX)} ${fmt(sy - rng.range(10, 22))} ${fmt(patchX + half)} ${fmt(sy + rng.range(-6, 6))}`,
        "none",
        { stroke: "#DAD7CE", "stroke-width": 3, "stroke-linecap": "round" },
      ),
    );
  }
  // The knife, held flat against the wet compound.
  svg.add(
    place(
      patchX + size * 0.35,
      y + size * 0.25,
      toFeet * 1.25,
      `<g transform="rotate(-35)">${tapingKnife(rng.pick([70, 90]))}</g>`,
    ),
  );

  svg.add(
    rect(
      0,
      floorY,
      W,
      H - floorY,
      svg.linear([
        [0, "#8F6A48"],
        [1, "#B98A58"],
      ]),
    ),
  );
  svg.add(rect(0, floorY, W, 6, "#000", { opacity: 0.15 }));
  // Dust and chips of the broken wall under the damage.
  for (let i = 0; i < 7; i++)
    svg.add(
      ellipse(damageX + rng.range(-ft, ft), floorY + rng.range(8, 24), rng.range(3, 8), rng.range(2, 4), "#EDE6D6"),
    );
  const toolX = (damageX + patchX) / 2 + rng.range(-0.5, 0.5) * ft;
  svg.add(place(toolX - ft * 1.2, floorY + ft * 1.3, toFeet, paintBucket("#DDE4EA")));
  svg.add(place(toolX + ft * 0.9, floorY + ft * 1.25, toFeet, mudPan()));
  svg.add(
    place(
      toolX + ft * 3,
      floorY + ft * 1.2,
      toFeet,
      floorShadow(40) +
        rect(-34, -26, 68, 26, "#F2C94C", { rx: 6 }) +
        rect(-34, -8, 68, 8, "#D4A72C", { rx: 3 }),
    ),
  );
}
