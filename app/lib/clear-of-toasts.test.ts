import { describe, expect, it } from "vitest";
import { hiddenFromView, overlaps } from "./clear-of-toasts";

const box = (top: number, left: number, height: number, width: number) => ({
  top,
  left,
  bottom: top + height,
  right: left + width,
});

describe("a field clear of the toasts", () => {
  const toast = box(760, 16, 54, 358);

  it("overlaps only when the boxes share an area", () => {
    expect(overlaps(box(740, 40, 44, 300), toast)).toBe(true);
    expect(overlaps(box(400, 40, 44, 300), toast)).toBe(false);
    // Touching edges is not covering.
    expect(overlaps(box(716, 40, 44, 300), toast)).toBe(false);
    // Side by side on a wide screen: the toasts on the right, the field on the left.
    expect(overlaps(box(740, 57, 44, 320), box(714, 892, 54, 356))).toBe(false);
  });

  it("is hidden from view under a toast, or off the screen", () => {
    expect(hiddenFromView(box(740, 40, 44, 300), [toast], 844)).toBe(true);
    expect(hiddenFromView(box(900, 40, 44, 300), [], 844)).toBe(true);
    expect(hiddenFromView(box(-20, 40, 44, 300), [], 844)).toBe(true);
    expect(hiddenFromView(box(400, 40, 44, 300), [toast], 844)).toBe(false);
  });
});
