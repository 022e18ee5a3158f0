import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { getServiceAreasIndex } from "~/features/pages/server/service-area-pages.server";
import {
  type Box,
  boxesOverlap,
  estimateTextWidth,
  flanksLabel,
  type LabelPoint,
  labelCandidates,
  placeLabels,
} from "~/features/pages/service-map";
import {
  distanceMiles,
  frameAround,
  frameAroundOrigin,
  MILES_PER_DEGREE,
  projectMiles,
  toMapUnits,
} from "~/lib/geography";
import { seedContent, seedProfile } from "../../../tests/support/seed-content";

const profile = seedProfile();
const { business } = profile;

const office = business.geo;
/** Every city page a fresh install has. */
const content = await seedContent();
const cityPages = [...content.cities.all];
const minneapolis = { lat: 44.98, lng: -93.2638 };
const stPaul = { lat: 44.9444, lng: -93.0933 };

describe("projectMiles (equirectangular, cos(lat) corrected, around the office)", () => {
  it("puts the origin at 0,0", () => {
    expect(projectMiles(office, office)).toEqual({ x: 0, y: 0 });
  });

  it("measures north-south in miles along a meridian, north being up (negative y)", () => {
    const p = projectMiles({ lat: office.lat + 1, lng: office.lng }, office);
    expect(p.x).toBeCloseTo(0, 10);
    expect(p.y).toBeCloseTo(-MILES_PER_DEGREE, 6);
    expect(MILES_PER_DEGREE).toBeCloseTo(69.09, 1);
  });

  it("shrinks a degree of longitude by cos(latitude): about 48.8 miles at 45°N", () => {
    const p = projectMiles({ lat: office.lat, lng: office.lng + 1 }, office);
    expect(p.y).toBeCloseTo(0, 10);
    expect(p.x).toBeCloseTo(MILES_PER_DEGREE * Math.cos((office.lat * Math.PI) / 180), 6);
    expect(p.x).toBeGreaterThan(48.5);
    expect(p.x).toBeLessThan(49.1);
  });

  it("keeps the cities where they are relative to each other", () => {
    const mpls = projectMiles(minneapolis, office);
    const stp = projectMiles(stPaul, office);
    const forestLake = projectMiles({ lat: 45.2789, lng: -92.9852 }, office);
    expect(mpls.x).toBeLessThan(stp.x); // Minneapolis is west of St. Paul
    expect(mpls.y).toBeLessThan(stp.y); // and a little north of it
    expect(forestLake.y).toBeLessThan(0); // Forest Lake is north of the office
  });

  it("agrees with great-circle distance to within 1% for every city page", () => {
    for (const city of cityPages) {
      const p = projectMiles(city, office);
      const projected = Math.hypot(p.x, p.y);
      const actual = distanceMiles(office, city);
      expect(Math.abs(projected - actual) / actual, city.name).toBeLessThan(0.01);
    }
  });

  it("agrees with great-circle distance to within 1% anywhere inside the 60-mile radius", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 2 * Math.PI, noNaN: true }),
        fc.double({ min: 1, max: business.serviceRadiusMiles, noNaN: true }),
        (bearing, miles) => {
          const point = {
            lat: office.lat - (Math.sin(bearing) * miles) / MILES_PER_DEGREE,
            lng:
              office.lng +
              (Math.cos(bearing) * miles) / (MILES_PER_DEGREE * Math.cos((office.lat * Math.PI) / 180)),
          };
          const p = projectMiles(point, office);
          const actual = distanceMiles(office, point);
          return Math.abs(Math.hypot(p.x, p.y) - actual) / actual < 0.01;
        },
      ),
    );
  });
});

describe("distanceMiles", () => {
  it("is zero for the same point and symmetric", () => {
    expect(distanceMiles(office, office)).toBe(0);
    expect(distanceMiles(minneapolis, stPaul)).toBeCloseTo(distanceMiles(stPaul, minneapolis), 10);
  });

  it("gives the real distance between the downtowns (about 9 miles)", () => {
    const d = distanceMiles(minneapolis, stPaul);
    expect(d).toBeGreaterThan(8);
    expect(d).toBeLessThan(10);
  });

  it("puts every city page inside the service radius", () => {
    for (const city of cityPages) {
      expect(distanceMiles(office, city), city.name).toBeLessThan(business.serviceRadiusMiles);
    }
  });
});

describe("map frames", () => {
  it("frameAround holds every point with the margin to spare", () => {
    const frame = frameAround(cityPages, office, 720, 6);
    expect(frame.width).toBe(720);
    const margin = 6 * frame.scale;
    for (const city of cityPages) {
      const { x, y } = toMapUnits(city, frame);
      expect(x).toBeGreaterThanOrEqual(margin - 1e-9);
      expect(x).toBeLessThanOrEqual(frame.width - margin + 1e-9);
      expect(y).toBeGreaterThanOrEqual(margin - 1e-9);
      expect(y).toBeLessThanOrEqual(frame.height - margin + 1);
    }
  });

  it("frameAroundOrigin centres the office and fits the radius", () => {
    const frame = frameAroundOrigin(office, 320, 66);
    expect(toMapUnits(office, frame)).toEqual({ x: 160, y: 160 });
    expect(60 * frame.scale).toBeLessThan(160);
  });
});

describe("placeLabels", () => {
  const bounds: Box = { x: 0, y: 0, width: 400, height: 400 };
  const options = { fontSize: 14, dotRadius: 6, bounds };

  it("puts a lone label to the right of its dot", () => {
    const [placement] = placeLabels([{ x: 100, y: 100, text: "Shoreview" }], options);
    expect(placement?.side).toBe("right");
    expect(placement?.textAnchor).toBe("start");
    expect(placement?.box.x).toBeGreaterThan(106);
  });

  it("moves a label to the left when the right would leave the map", () => {
    const [placement] = placeLabels([{ x: 390, y: 100, text: "Stillwater" }], options);
    expect(placement?.side).toBe("left");
    expect(placement?.textAnchor).toBe("end");
  });

  it("gives the first, more important point its place and moves the second", () => {
    const points = [
      { x: 100, y: 100, text: "Minneapolis" },
      { x: 104, y: 118, text: "Roseville" },
    ];
    const [first, second] = placeLabels(points, options);
    expect(first?.side).toBe("right");
    expect(second).not.toBeNull();
    expect(boxesOverlap(first!.box, second!.box)).toBe(false);
  });

  it("leaves a point unlabelled when every side is taken", () => {
    const points = [
      { x: 100, y: 100, text: "Vadnais Heights" },
      { x: 100, y: 100, text: "Vadnais Heights" },
    ];
    const [, second] = placeLabels(points, { ...options, bounds: { x: 0, y: 80, width: 400, height: 40 } });
    expect(second).toBeNull();
  });

  it("does not put a label where it would read as a neighbouring dot's", () => {
    // "Alpha" to the right of its dot would end right beside Beta's dot.
    const points = [
      { x: 100, y: 100, text: "Alpha" },
      { x: 160, y: 100, text: "Beta" },
    ];
    expect(flanksLabel(points[1]!, labelCandidates(points[0]!, options)[0]!.box, options)).toBe(true);
    const [alpha] = placeLabels(points, options);
    expect(alpha?.side).toBe("left");
  });

  it("keeps labels off obstacles", () => {
    const obstacle: Box = { x: 105, y: 85, width: 200, height: 30 };
    const [placement] = placeLabels([{ x: 100, y: 100, text: "Shoreview" }], {
      ...options,
      obstacles: [obstacle],
    });
    expect(placement).not.toBeNull();
    expect(boxesOverlap(placement!.box, obstacle)).toBe(false);
  });

  it("never overlaps labels, dots or the edge, for any set of points", () => {
    const point = fc.record({
      x: fc.integer({ min: 0, max: 400 }),
      y: fc.integer({ min: 0, max: 400 }),
      text: fc.string({ minLength: 1, maxLength: 16 }),
    });
    fc.assert(
      fc.property(fc.array(point, { maxLength: 30 }), (points: LabelPoint[]) => {
        const placed = placeLabels(points, options);
        const boxes = placed.flatMap((p) => (p ? [p.box] : []));
        for (let i = 0; i < boxes.length; i++) {
          const box = boxes[i]!;
          if (box.x < 0 || box.y < 0 || box.x + box.width > 400 || box.y + box.height > 400) return false;
          for (let j = i + 1; j < boxes.length; j++) if (boxesOverlap(box, boxes[j]!)) return false;
        }
        return placed.every((p, i) =>
          points.every(
            (other, j) =>
              !p ||
              i === j ||
              !boxesOverlap(p.box, { x: other.x - 6, y: other.y - 6, width: 12, height: 12 }),
          ),
        );
      }),
    );
  });
});

describe("the metro map on /service-areas", () => {
  const { metroMap, radiusMap } = getServiceAreasIndex(content);

  it("has one dot per city page, each linking to its own slug, in the order of the list", () => {
    expect(metroMap.cities.map((c) => c.slug)).toEqual(cityPages.map((c) => c.slug));
  });

  it("places every dot inside the map", () => {
    for (const city of metroMap.cities) {
      expect(city.x).toBeGreaterThan(0);
      expect(city.x).toBeLessThan(metroMap.width);
      expect(city.y).toBeGreaterThan(0);
      expect(city.y).toBeLessThan(metroMap.height);
    }
  });

  it("draws the office where business.geo projects", () => {
    const frame = frameAround(cityPages, office, metroMap.width, 6);
    const expected = toMapUnits(office, frame);
    expect(metroMap.office.x).toBeCloseTo(expected.x, 0);
    expect(metroMap.office.y).toBeCloseTo(expected.y, 0);
  });

  it("labels Minneapolis and St. Paul on every screen size, and no two shown labels overlap", () => {
    for (const variant of ["compact", "wide"] as const) {
      const font = metroMap.sizes[variant].font;
      const shown = metroMap.cities.filter((c) => c.labels[variant].shown);
      expect(shown.map((c) => c.name)).toEqual(expect.arrayContaining(["Minneapolis", "St. Paul"]));
      // Most cities keep a visible name even on a phone.
      expect(shown.length).toBeGreaterThan(metroMap.cities.length * 0.75);
      const boxes = shown.map((c) => {
        const label = c.labels[variant];
        const width = estimateTextWidth(c.name, font);
        const x =
          label.anchor === "start" ? label.x : label.anchor === "end" ? label.x - width : label.x - width / 2;
        // Stored coordinates are rounded to 0.1: shrink a hair so touching boxes do not count.
        return { x: x + 0.2, y: label.y - font * 0.95 + 0.2, width: width - 0.4, height: font * 1.2 - 0.4 };
      });
      for (let i = 0; i < boxes.length; i++)
        for (let j = i + 1; j < boxes.length; j++)
          expect(boxesOverlap(boxes[i]!, boxes[j]!), `${shown[i]!.name} / ${shown[j]!.name}`).toBe(false);
    }
  });

  it("draws the service radius to scale on the overview", () => {
    expect(radiusMap.radiusMiles).toBe(business.serviceRadiusMiles);
    const frame = frameAroundOrigin(office, radiusMap.size, 66);
    expect(radiusMap.radius).toBeCloseTo(business.serviceRadiusMiles * frame.scale, 0);
    expect(radiusMap.center).toEqual({ x: radiusMap.size / 2, y: radiusMap.size / 2 });
    // The metro frame sits inside the circle.
    const { metroFrame: f, center, radius } = radiusMap;
    for (const [x, y] of [
      [f.x, f.y],
      [f.x + f.width, f.y],
      [f.x, f.y + f.height],
      [f.x + f.width, f.y + f.height],
    ] as const) {
      expect(Math.hypot(x - center.x, y - center.y)).toBeLessThan(radius);
    }
  });
});
