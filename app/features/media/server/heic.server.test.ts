import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { heicFrom } from "../../../../tests/support/heic";
import { inspectUpload, UploadRefused } from "./inspect.server";
import { processLeadPhoto } from "./process.server";

const folder = mkdtempSync(path.join(tmpdir(), "heic-test-"));

async function phoneJpeg(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: "#a05a2c" } })
    .jpeg()
    .withExif({
      IFD0: { Make: "Apple", Model: "iPhone 15" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "45/1 4/1 0/1",
        GPSLongitudeRef: "W",
        GPSLongitude: "93/1 8/1 0/1",
      },
    })
    .toBuffer();
}

describe("an iPhone's HEIC photo", () => {
  it("is read like any photo: the right size, re-encoded with no location or camera details", async () => {
    const heic = heicFrom(await phoneJpeg(640, 480));
    // The file an iPhone sends: HEVC in HEIF.
    expect(heic.toString("latin1", 4, 12)).toBe("ftypheic");
    const file = path.join(folder, "IMG_0001.HEIC");
    writeFileSync(file, heic);
    const info = await inspectUpload(file);
    expect({ width: info.width, height: info.height }).toEqual({ width: 640, height: 480 });
    const photo = await processLeadPhoto(file);
    expect({ width: photo.width, height: photo.height }).toEqual({ width: 640, height: 480 });
    for (const bytes of [photo.view, photo.thumb, readFileSync(file)]) {
      const meta = await sharp(bytes).metadata();
      expect(meta.exif).toBeUndefined();
    }
    expect(photo.view.includes(Buffer.from("iPhone"))).toBe(false);
  });

  it("a damaged one is refused with a message saying what to do", async () => {
    const heic = heicFrom(await phoneJpeg(320, 240));
    const file = path.join(folder, "IMG_0002.HEIC");
    // Cut off halfway, as an interrupted upload would leave it.
    writeFileSync(file, heic.subarray(0, Math.floor(heic.length / 2)));
    const error = await inspectUpload(file).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UploadRefused);
    expect((error as Error).message).toMatch(/iPhone photo \(HEIC\) could not be read|damaged/);
  });
});
