import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { deflateSync } from "node:zlib";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { inspectUpload, MAX_UPLOAD_BYTES, UploadRefused } from "~/features/media/server/inspect.server";
import { processImage } from "~/features/media/server/process.server";
import { receiveUpload } from "~/features/media/server/upload.server";
import { FormBodyError } from "~/server/form-body.server";

const folder = mkdtempSync(path.join(tmpdir(), "media-test-"));
let counter = 0;
function write(bytes: Uint8Array | string, name = `file-${counter++}`): string {
  const file = path.join(folder, name);
  writeFileSync(file, bytes);
  return file;
}

/** A phone's photo: taken sideways (EXIF orientation 6), with a GPS position and the camera's name. */
async function sidewaysPhoneJpeg(): Promise<Buffer> {
  return sharp({ create: { width: 600, height: 400, channels: 3, background: "#446688" } })
    .jpeg()
    .withMetadata({ orientation: 6 })
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
}

async function refusal(file: string): Promise<string> {
  try {
    await inspectUpload(file);
  } catch (error) {
    if (error instanceof UploadRefused) return error.message;
    throw error;
  }
  throw new Error("the file was accepted");
}

/** A PNG header claiming a huge picture, with a scrap of pixel data. */
function hugePngHeader(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    out.write(type, 4, "latin1");
    data.copy(out, 8);
    return out; // CRC left as zeros: the header is read before any check of it.
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", deflateSync(Buffer.alloc(1024))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

describe("the photo pipeline", () => {
  it("turns the photo upright, strips every piece of metadata (GPS included) and makes each size", async () => {
    const file = write(await sidewaysPhoneJpeg());
    expect((await sharp(file).metadata()).exif).toBeDefined();
    const info = await inspectUpload(file);
    expect(info).toEqual({ format: "jpeg", width: 400, height: 600 });

    const image = await processImage(file, ["thumb", "large"]);
    expect(image.width).toBe(400);
    expect(image.height).toBe(600);
    expect(image.hash).toMatch(/^[0-9a-f]{10}$/);
    expect(image.color).toMatch(/^#[0-9a-f]{6}$/);
    expect(image.placeholder).toMatch(/^data:image\/webp;base64,/);
    const names = image.files.map((f) => `${f.variant}-${f.width}x${f.height}.${f.format}`).sort();
    expect(names).toEqual(
      [
        "large-1200x800.avif",
        "large-1200x800.jpg",
        "large-1200x800.webp",
        "large-800x533.avif",
        "large-800x533.webp",
        "original-400x600.jpg",
        "thumb-400x400.avif",
        "thumb-400x400.jpg",
        "thumb-400x400.webp",
        "thumb-800x800.avif",
        "thumb-800x800.webp",
      ].sort(),
    );
    for (const output of image.files) {
      const meta = await sharp(output.data).metadata();
      expect(meta.exif, `${output.variant} ${output.format}`).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.iptc).toBeUndefined();
      expect(meta.orientation ?? 1).toBe(1);
      // The large view shows the photo whole: this upright 400 x 600 fits its box by its height.
      const expected =
        output.variant === "large"
          ? [Math.round((output.height * 400) / 600), output.height]
          : [output.width, output.height];
      expect([meta.width, meta.height], `${output.variant} ${output.width}`).toEqual(expected);
      expect(Buffer.from(output.data).includes("PhoneMaker")).toBe(false);
    }
  });

  it("accepts PNG, WebP and AVIF as well", async () => {
    const base = sharp({ create: { width: 64, height: 48, channels: 3, background: "#aa3311" } });
    for (const [format, bytes] of [
      ["png", await base.clone().png().toBuffer()],
      ["webp", await base.clone().webp().toBuffer()],
      ["avif", await base.clone().avif().toBuffer()],
    ] as const) {
      expect((await inspectUpload(write(bytes))).format).toBe(format);
    }
  });

  describe("refuses the hostile set with a clear message", () => {
    it("an SVG carrying a script, whatever its name", async () => {
      const file = write(
        '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>',
        "holiday.jpg",
      );
      expect(await refusal(file)).toMatch(/SVG drawings can't be uploaded/);
    });

    it("a JPEG that is also a web page", async () => {
      const jpeg = await sharp({ create: { width: 32, height: 32, channels: 3, background: "#000" } })
        .jpeg()
        .toBuffer();
      // HTML in a comment segment right after the start marker: a valid JPEG and a page.
      const html = Buffer.from("<html><body><script>alert(1)</script></body></html>", "latin1");
      const comment = Buffer.alloc(4);
      comment.writeUInt16BE(0xfffe, 0);
      comment.writeUInt16BE(html.length + 2, 2);
      const polyglot = Buffer.concat([jpeg.subarray(0, 2), comment, html, jpeg.subarray(2)]);
      expect((await sharp(polyglot).metadata()).format).toBe("jpeg");
      expect(await refusal(write(polyglot))).toMatch(/web page code hidden inside/);
    });

    it("a small PNG that claims 20,000 x 20,000 pixels (a decompression bomb)", async () => {
      expect(await refusal(write(hugePngHeader(20_000, 20_000)))).toMatch(
        /20,000 × 20,000 pixels, more than the 60 megapixels/,
      );
    });

    it("a truncated JPEG and a truncated PNG", async () => {
      const jpeg = await sharp({ create: { width: 400, height: 300, channels: 3, background: "#456" } })
        .jpeg()
        .toBuffer();
      const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: "#456" } })
        .png()
        .toBuffer();
      expect(await refusal(write(jpeg.subarray(0, Math.floor(jpeg.length / 2))))).toMatch(
        /damaged or incomplete/,
      );
      expect(await refusal(write(png.subarray(0, Math.floor(png.length / 2))))).toMatch(
        /damaged or incomplete/,
      );
    });

    it("a text file named .jpg, a GIF, an empty file and one over the size cap", async () => {
      expect(await refusal(write("just some notes, not a photo", "notes.jpg"))).toMatch(/isn't a photo/);
      const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#fff" } })
        .gif()
        .toBuffer();
      expect(await refusal(write(gif))).toMatch(/This file is a GIF/);
      expect(await refusal(write(""))).toMatch(/empty/);
      expect(await refusal(write(Buffer.alloc(MAX_UPLOAD_BYTES + 1)))).toMatch(/larger than 25 MB/);
    });

    it("an iPhone HEIC photo the installed sharp cannot read, saying what to do", async () => {
      // The start of a HEIC file: an ftyp box with the heic brand.
      const ftyp = Buffer.alloc(24);
      ftyp.writeUInt32BE(24, 0);
      ftyp.write("ftypheic", 4, "latin1");
      ftyp.write("mif1heic", 16, "latin1");
      const message = await refusal(write(Buffer.concat([ftyp, Buffer.alloc(64)])));
      expect(message).toMatch(/HEIC|damaged/);
    });
  });
});

function multipart(parts: { name: string; filename?: string; body: Uint8Array | string }[]) {
  const boundary = "----test-boundary-7d2";
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${part.filename === undefined ? "" : `; filename="${part.filename}"`}\r\n${part.filename === undefined ? "" : "Content-Type: application/octet-stream\r\n"}\r\n`,
      ),
      Buffer.from(part.body),
      Buffer.from("\r\n"),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return new Request("http://localhost/upload", {
    method: "POST",
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
    body: Buffer.concat(chunks),
  });
}

describe("receiving an upload", () => {
  it("streams each file to its own temporary file and keeps the fields", async () => {
    const upload = await receiveUpload(
      multipart([
        { name: "title", body: "Kitchen" },
        { name: "photo", filename: "a.jpg", body: "AAAA" },
        { name: "photo", filename: "", body: "" },
      ]),
      { maxFiles: 3 },
    );
    try {
      expect(upload.form.get("title")).toBe("Kitchen");
      expect(upload.files).toHaveLength(1);
      expect(upload.files[0]).toMatchObject({ field: "photo", name: "a.jpg", size: 4, tooLarge: false });
    } finally {
      await upload.discard();
    }
  });

  it("marks a file over the cap as too large and keeps none of it", async () => {
    const upload = await receiveUpload(
      multipart([{ name: "photo", filename: "big.jpg", body: Buffer.alloc(2048) }]),
      {
        maxFiles: 1,
        maxFileBytes: 1024,
      },
    );
    try {
      expect(upload.files[0]?.tooLarge).toBe(true);
    } finally {
      await upload.discard();
    }
  });

  it("keeps no more files than allowed (and says so), refuses a body that is not multipart, and a broken one", async () => {
    const three = multipart([
      { name: "photo", filename: "1.jpg", body: "1" },
      { name: "photo", filename: "2.jpg", body: "2" },
    ]);
    const kept = await receiveUpload(three, { maxFiles: 1 });
    expect(kept.tooManyFiles).toBe(true);
    expect(kept.files).toHaveLength(1);
    await kept.discard();
    await expect(
      receiveUpload(new Request("http://localhost/", { method: "POST", body: "a=1" }), { maxFiles: 1 }),
    ).rejects.toBeInstanceOf(FormBodyError);
    const broken = new Request("http://localhost/", {
      method: "POST",
      headers: { "content-type": "multipart/form-data; boundary=x" },
      body: '--x\r\nContent-Disposition: form-data; name="photo"; filename="a.jpg"\r\n\r\nabc',
    });
    await expect(receiveUpload(broken, { maxFiles: 1 })).rejects.toBeInstanceOf(FormBodyError);
  });
});
