/**
 * The label placer of the service-area maps: keeps city names from
 * overlapping each other, the dots and the edges. Pure functions, so they are
 * tested on their own and run on the server (the pages receive finished
 * coordinates). The projection is in geography.ts.
 */

/** A rectangle in map units: x, y of the top-left corner. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export function boxesOverlap(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

function boxInside(inner: Box, outer: Box): boolean {
  return (
    inner.x >= outer.x &&
    inner.y >= outer.y &&
    inner.x + inner.width <= outer.x + outer.width &&
    inner.y + inner.height <= outer.y + outer.height
  );
}

/** Width of a label in map units: an average glyph of the site's sans-serif is about 0.58em. */
export function estimateTextWidth(text: string, fontSize: number): number {
  return text.length * fontSize * 0.58;
}

export type LabelSide =
  | "right"
  | "left"
  | "above"
  | "below"
  | "below-right"
  | "above-right"
  | "below-left"
  | "above-left";

export interface LabelPlacement {
  side: LabelSide;
  /** Anchor point of the <text> element (its baseline). */
  x: number;
  y: number;
  textAnchor: "start" | "middle" | "end";
  /** The space the label takes, for tests and debugging. */
  box: Box;
}

export interface LabelPoint {
  x: number;
  y: number;
  text: string;
}

export interface LabelOptions {
  fontSize: number;
  /** Radius of the dots, which labels must not cover. */
  dotRadius: number;
  /** Space between a dot and its label. */
  gap?: number;
  /** Labels must lie inside this box (normally the map). */
  bounds: Box;
  /** Other things labels must not cover (the office marker, for example). */
  obstacles?: Box[];
}

/**
 * Whether a label in `box` would seem to belong to the dot at `point`: the
 * dot sits just before or after the text, at its height, where a label to
 * the side of it would start.
 */
export function flanksLabel(point: { x: number; y: number }, box: Box, options: LabelOptions): boolean {
  const r = options.dotRadius;
  const reach = 3 * r + (options.gap ?? r * 0.6);
  const right = box.x + box.width;
  const atTextHeight = point.y >= box.y - r && point.y <= box.y + box.height + r;
  return (
    atTextHeight &&
    ((point.x >= box.x - reach && point.x <= box.x) || (point.x >= right && point.x <= right + reach))
  );
}

const boxCentre = (box: Box) => ({ x: box.x + box.width / 2, y: box.y + box.height / 2 });

/** The places a label may go around its dot, in order of preference. */
export function labelCandidates(point: LabelPoint, options: LabelOptions): LabelPlacement[] {
  const { fontSize, dotRadius } = options;
  const gap = options.gap ?? dotRadius * 0.6;
  const width = estimateTextWidth(point.text, fontSize);
  const height = fontSize * 1.2;
  // The baseline sits a little below the middle of the label's box.
  const baseline = (top: number) => top + fontSize * 0.95;
  const beside = point.y - height / 2;
  const above = point.y - dotRadius - gap - height;
  const below = point.y + dotRadius + gap;
  return [
    {
      side: "right",
      textAnchor: "start",
      x: point.x + dotRadius + gap,
      y: baseline(beside),
      box: { x: point.x + dotRadius + gap, y: beside, width, height },
    },
    {
      side: "left",
      textAnchor: "end",
      x: point.x - dotRadius - gap,
      y: baseline(beside),
      box: { x: point.x - dotRadius - gap - width, y: beside, width, height },
    },
    {
      side: "above",
      textAnchor: "middle",
      x: point.x,
      y: baseline(above),
      box: { x: point.x - width / 2, y: above, width, height },
    },
    {
      side: "below",
      textAnchor: "middle",
      x: point.x,
      y: baseline(below),
      box: { x: point.x - width / 2, y: below, width, height },
    },
    // Last resorts: under or over the dot, running off to one side.
    {
      side: "below-right",
      textAnchor: "start",
      x: point.x,
      y: baseline(below),
      box: { x: point.x, y: below, width, height },
    },
    {
      side: "above-right",
      textAnchor: "start",
      x: point.x,
      y: baseline(above),
      box: { x: point.x, y: above, width, height },
    },
    {
      side: "below-left",
      textAnchor: "end",
      x: point.x,
      y: baseline(below),
      box: { x: point.x - width, y: below, width, height },
    },
    {
      side: "above-left",
      textAnchor: "end",
      x: point.x,
      y: baseline(above),
      box: { x: point.x - width, y: above, width, height },
    },
  ];
}

/**
 * Places labels in the order given (most important first): right of the dot,
 * else left, above, below or diagonally, wherever the label touches no other label, no
 * dot and no obstacle and stays on the map. A point with no free side gets
 * `null` and is shown without a label (its name still appears on hover and
 * focus, and in its accessible name).
 */
export function placeLabels(points: LabelPoint[], options: LabelOptions): (LabelPlacement | null)[] {
  const { dotRadius, bounds } = options;
  const dots: Box[] = points.map((p) => ({
    x: p.x - dotRadius,
    y: p.y - dotRadius,
    width: dotRadius * 2,
    height: dotRadius * 2,
  }));
  const taken: Box[] = [...(options.obstacles ?? [])];
  return points.map((point, index) => {
    const free = labelCandidates(point, options).find((c) => {
      if (!boxInside(c.box, bounds)) return false;
      if (taken.some((t) => boxesOverlap(c.box, t))) return false;
      if (dots.some((d, i) => i !== index && boxesOverlap(c.box, d))) return false;
      // A label must read as its own dot's: no other dot flanks it, and one
      // set over or under its dot has that dot nearest to its middle.
      const centre = boxCentre(c.box);
      const own = Math.hypot(point.x - centre.x, point.y - centre.y);
      const sideways = c.side === "right" || c.side === "left";
      return points.every(
        (other, i) =>
          i === index ||
          (!flanksLabel(other, c.box, options) &&
            (sideways || Math.hypot(other.x - centre.x, other.y - centre.y) > own)),
      );
    });
    if (!free) return null;
    taken.push(free.box);
    return free;
  });
}

/** Where a label that could not be placed appears on hover or focus: the first side that fits on the map. */
export function fallbackPlacement(point: LabelPoint, options: LabelOptions): LabelPlacement {
  const candidates = labelCandidates(point, options);
  return candidates.find((c) => boxInside(c.box, options.bounds)) ?? candidates[0]!;
}
