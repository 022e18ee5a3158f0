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
    // Patch and repaint on a finished wall.
    svg.add(rect(0, 0, W, floorY, input.color));
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
    if (rng.chance(0.6)) {
      const cx = rng.pick([0.12, 0.88]) * W;
      svg.add(
        rect(cx - 22, floorY - ft * 1.6, 44, 70, trim, {
          rx: 4,
          stroke: darken(trim, 0.1),
          "stroke-width": 1.5,
        }),
      );
      svg.add(
        rect(cx - 5, floorY - ft * 1.6 + 16, 10, 14, darken(trim, 0.25), { rx: 3 }),
        rect(cx - 5, floorY - ft * 1.6 + 40, 10, 14, darken(trim, 0.25), { rx: 3 }),
      );
    }
    const crack = has(input.subject, "crack");
    const count = rng.int(2, 3);
    const spots: Array<[number, number, number]> = [];
    for (let i = 0; i < count; i++) {
      const x = W * (0.18 + (0.64 * (i + 0.5)) / count) + rng.range(-40, 40);
      const y = floorY * rng.range(0.25, 0.6);
      spots.push([x, y, rng.range(70, 130)]);
    }
    const fresh = rng.int(0, count - 1);
    spots.forEach(([x, y, s], i) => {
      const f = s * 0.45;
      const color = i === fresh ? mud : lighten(input.color, 0.04);
      if (crack && i === fresh) {
        svg.add(
          pathEl(`M${fmt(x - s * 0.2)} ${fmt(y - s * 1.4)}l8 30l-10 26l14 34l-6 40l10 38`, "none", {
            stroke: darken(input.color, 0.45),
            "stroke-width": 2.5,
          }),
        );
      }
      svg.add(
        rect(x - s / 2 - f, y - s / 2 - f, s + f * 2, s + f * 2, color, {
          rx: f,
          opacity: i === fresh ? 0.4 : 0.5,
        }),
      );
      svg.add(rect(x - s / 2, y - s / 2, s, s, color, { rx: s * 0.2, opacity: i === fresh ? 0.95 : 0.6 }));
      if (i === fresh) {
        svg.add(
          pathEl(
            `M${fmt(x - s * 0.3)} ${fmt(y)}a${fmt(s * 0.3)} ${fmt(s * 0.18)} 0 1 1 ${fmt(s * 0.6)} 0`,
            "none",
            { stroke: "#D9D7D0", "stroke-width": 2 },
          ),
        );
        svg.add(
          place(
            x + s * 0.15,
            y + s * 0.2,
            toFeet,
            `<g transform="rotate(-30)">${tapingKnife(rng.pick([40, 60]))}</g>`,
          ),
        );
      }
    });
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
    const toolX = rng.range(0.3, 0.7) * W;
    svg.add(
      place(
        toolX,
        floorY + ft * 1.3,
        toFeet,
        has(input.hint, "tub", "bucket") ? paintBucket("#DDE4EA") : mudPan(),
      ),
    );
    svg.add(
      place(
        toolX + ft * 2.2,
        floorY + ft * 1.2,
        toFeet,
        floorShadow(40) +
          rect(-34, -26, 68, 26, "#F2C94C", { rx: 6 }) +
          rect(-34, -8, 68, 8, "#D4A72C", { rx: 3 }),
      ),
    );
  }
}
