import { mkdtempSync, writeFileSync } from "node:fs";
import { readFile as readFileAsync } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
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
