import { mkdtempSync, writeFileSync } from "node:fs";
import { readFile as readFileAsync } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, type Locator } from "@playwright/test";
import sharp from "sharp";
import { heicFrom } from "../../support/heic";

const folder = mkdtempSync(path.join(tmpdir(), "e2e-photos-"));

/**
 * A photo as a phone saves one (a JPEG carrying the house's GPS position and
 * the camera's details), written to a file for setInputFiles.
 */
export async function phonePhoto(name: string, color: string, width = 1600, height = 1200): Promise<string> {
  const file = path.join(folder, name);
  const bytes = await sharp({ create: { width, height, channels: 3, background: color } })
    .jpeg()
    .withExif({
      IFD0: { Make: "PhoneMaker", Model: "Phone 15" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "45/1 4/1 0/1",
        GPSLongitudeRef: "W",
        GPSLongitude: "93/1 8/1 0/1",
      },
    })
    .toBuffer();
  writeFileSync(file, bytes);
  return file;
}

/** An iPhone's photo: the phone photo above saved as a real HEIC (HEVC in HEIF) by libheif's encoder. */
export async function iphonePhoto(name: string, color: string): Promise<string> {
  const jpeg = await readFileAsync(await phonePhoto(`${name}.jpg`, color, 1200, 900));
  const file = path.join(folder, name);
  writeFileSync(file, heicFrom(jpeg));
  return file;
}

/** An SVG drawing carrying a script, saved under a photo's name. */
export function scriptInDisguise(name: string): string {
  const file = path.join(folder, name);
  writeFileSync(
    file,
    '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
  );
  return file;
}

/**
 * Taps a point picker's photo at fractions of its width and height, as the owner does once the
 * photo shows: until it has loaded, a portrait holds its variant's landscape box and is shorter.
 */
export async function tapPhoto(picker: Locator, across: number, down: number) {
  const photo = picker.locator("img");
  await expect
    .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  const box = await photo.boundingBox();
  if (!box) throw new Error("the photo has no box");
  await photo.click({ position: { x: box.width * across, y: box.height * down } });
}
