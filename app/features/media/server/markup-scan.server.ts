/** The search for web page code hidden in a picture's bytes (outside its compressed pixels, for the short markers). */

/** The picture formats an upload may be in. */
export type UploadFormat = "jpeg" | "png" | "webp" | "avif" | "heic";

// Markup that makes a file dangerous if a browser ever reads it as a web page.
// The long ones are looked for everywhere; the short ones would turn up by
// chance in compressed pixel data ("<svg" in about one 12 MP photo in a
// hundred), so they are looked for everywhere except there.
const LONG_MARKERS = ["<script", "<iframe", "javascript:"];
const SHORT_MARKERS = ["<html", "<svg", "<body"];

type Range = [start: number, end: number];

/** Byte ranges holding compressed pixels: JPEG scans, PNG IDAT, WebP bitstreams, AVIF mdat. */
function pixelData(bytes: Buffer, format: UploadFormat): Range[] {
  const ranges: Range[] = [];
  const length = bytes.length;
  if (format === "jpeg") {
    let i = 2;
    while (i + 4 <= length && bytes[i] === 0xff) {
      const marker = bytes[i + 1]!;
      if (marker === 0xff) i++;
      else if (marker === 0xd9) break;
      else if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) i += 2;
      else {
        const end = i + 2 + bytes.readUInt16BE(i + 2);
        i = end;
        if (marker !== 0xda) continue;
        // A scan runs to the next marker that is neither a stuffed 0xFF00 nor a restart.
        for (let j = end; ; ) {
          j = bytes.indexOf(0xff, j);
          if (j === -1 || j + 1 >= length) return [...ranges, [end, length]];
          const next = bytes[j + 1]!;
          if (next === 0xff) j++;
          else if (next === 0x00 || (next >= 0xd0 && next <= 0xd7)) j += 2;
          else {
            ranges.push([end, j]);
            i = j;
            break;
          }
        }
      }
    }
  } else if (format === "png") {
    for (let i = 8; i + 12 <= length; ) {
      const size = bytes.readUInt32BE(i);
      const type = bytes.toString("latin1", i + 4, i + 8);
      if (type === "IDAT" || type === "fdAT") ranges.push([i + 8, Math.min(i + 8 + size, length)]);
      if (type === "IEND") break;
      i += 12 + size;
    }
  } else if (format === "webp") {
    const end = Math.min(8 + bytes.readUInt32LE(4), length);
    for (let i = 12; i + 8 <= end; ) {
      const type = bytes.toString("latin1", i, i + 4);
      const size = bytes.readUInt32LE(i + 4);
      if (["VP8 ", "VP8L", "ALPH", "ANMF"].includes(type)) ranges.push([i + 8, Math.min(i + 8 + size, end)]);
      i += 8 + size + (size % 2);
    }
  } else {
    for (let i = 0; i + 8 <= length; ) {
      let size = bytes.readUInt32BE(i);
      let header = 8;
      if (size === 1 && i + 16 <= length) {
        size = Number(bytes.readBigUInt64BE(i + 8));
        header = 16;
      } else if (size === 0) size = length - i;
      if (size < header) break;
      if (bytes.toString("latin1", i + 4, i + 8) === "mdat")
        ranges.push([i + header, Math.min(i + size, length)]);
      i += size;
    }
  }
  return ranges;
}

function contains(bytes: Buffer, markers: readonly string[]): boolean {
  for (const marker of markers) {
    const first = marker.charCodeAt(0);
    // Markers are lower case; "<" has no upper case.
    for (const start of first === 0x3c ? [first] : [first, first - 0x20]) {
      for (
        let i = bytes.indexOf(start);
        i !== -1 && i + marker.length <= bytes.length;
        i = bytes.indexOf(start, i + 1)
      ) {
        let k = 1;
        while (k < marker.length && lowerCase(bytes[i + k]!) === marker.charCodeAt(k)) k++;
        if (k === marker.length) return true;
      }
    }
  }
  return false;
}

const lowerCase = (byte: number) => (byte >= 0x41 && byte <= 0x5a ? byte | 0x20 : byte);

export function hasMarkup(bytes: Buffer, format: UploadFormat): boolean {
  if (contains(bytes, LONG_MARKERS)) return true;
  let from = 0;
  for (const [start, end] of [...pixelData(bytes, format), [bytes.length, bytes.length] as Range]) {
    if (start > from && contains(bytes.subarray(from, start), SHORT_MARKERS)) return true;
    from = Math.max(from, end);
  }
  return false;
}
