import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import manifest from "~/seed/image-manifest.json";
import type { ImageManifest } from "./image-variants";
import { anySamplePicture, isDrawingSource, isSamplePicture } from "./sample-pictures";

const drawing = { key: "gallery/interior-painting-1", sample: true };
const photo = { key: "gallery/interior-painting-2" };
const upload = { key: "media/0b6f3c7e-4a1d-4c55-9a3e-1f2d3c4b5a69" };

describe("isSamplePicture", () => {
  it("is true for a picture the build made from a drawing", () => {
    expect(isSamplePicture(drawing)).toBe(true);
  });

  it("is false for a photo saved in the seed's folder, and for an upload", () => {
    expect(isSamplePicture(photo)).toBe(false);
    expect(isSamplePicture({ ...photo, sample: false })).toBe(false);
    expect(isSamplePicture(upload)).toBe(false);
    // An upload is never a sample, whatever a record says.
    expect(isSamplePicture({ ...upload, sample: true })).toBe(false);
  });

  it("finds a sample among a pair's pictures", () => {
    expect(anySamplePicture([upload, drawing])).toBe(true);
    expect(anySamplePicture([upload, null])).toBe(false);
    expect(anySamplePicture([])).toBe(false);
  });
});

describe("isDrawingSource", () => {
  it("tells a drawing's file from a photo's", () => {
    expect(isDrawingSource("app/seed/images/gallery/garage-1.svg")).toBe(true);
    expect(isDrawingSource("app/seed/images/gallery/garage-1.SVG")).toBe(true);
    expect(isDrawingSource("app/seed/images/gallery/garage-1.jpg")).toBe(false);
    expect(isDrawingSource("app/seed/images/gallery/garage-1.webp")).toBe(false);
  });
});

describe("the committed image manifest", () => {
  it("marks the pictures made from a drawing, and only those", () => {
    const root = path.resolve(import.meta.dirname, "../seed/images");
    const entries = manifest as ImageManifest;
    for (const [key, entry] of Object.entries(entries)) {
      const [group = "", name = ""] = key.split("/");
      const files = readdirSync(path.join(root, group)).filter(
        (f) => f.slice(0, f.lastIndexOf(".")) === name,
      );
      // A photo of the same name wins over the drawing (scripts/build-images.ts).
      const drawnOnly = files.length > 0 && files.every(isDrawingSource);
      expect(entry.sample === true, key).toBe(drawnOnly);
    }
  });
});
