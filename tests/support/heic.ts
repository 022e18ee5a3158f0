import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * A real iPhone-style HEIC photo (HEVC in HEIF) made from a JPEG or PNG by
 * libheif's own encoder (Debian's libheif-examples, which scripts/test-all.sh
 * installs like Chromium). The JPEG's EXIF (a GPS position, say) goes into it.
 */
export function heicFrom(picture: Buffer, extension: "jpg" | "png" = "jpg"): Buffer {
  const folder = mkdtempSync(path.join(tmpdir(), "heic-"));
  try {
    const input = path.join(folder, `in.${extension}`);
    const output = path.join(folder, "out.heic");
    writeFileSync(input, picture);
    execFileSync("heif-enc", ["--quality", "60", "--output", output, input], { stdio: "pipe" });
    return readFileSync(output);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
