import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { submitContactForm } from "~/features/leads/server/lead-forms.server";
import { PHOTO_MEGAPIXELS_PER_WINDOW, VISITOR_MAX_PIXELS } from "~/features/leads/server/lead-post.server";
import { startRuntime, stopRuntime } from "~/runtime.server";
import { contactSubmissions } from "~/server/db/schema.server";
import { FORM_WINDOW_SECONDS } from "~/server/rate-limit.server";
import { getDb, getRateLimits } from "~/server/runtime.server";

/** Visitors' photos through the contact form: a lower pixel limit, and a decode budget per client. */

/** A solid colour PNG: a few hundred KB however many pixels it claims. */
const solidPng = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 180, b: 150 } } })
    .png({ compressionLevel: 9 })
    .toBuffer();

function photoPost(name: string, photos: { name: string; bytes: Buffer }[]) {
  const form = new FormData();
  const fields = {
    name,
    email: "jane@example.com",
    phone: "651-555-0100",
    service: "Cabinet Refinishing",
    message: "Kitchen cabinets, oak, about 30 doors.",
  };
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const photo of photos)
    form.append("photos", new Blob([new Uint8Array(photo.bytes)], { type: "image/png" }), photo.name);
  return new Request("http://localhost:3000/contact/send", { method: "POST", body: form });
}

async function storedLead(name: string) {
  const [row] = await getDb().select().from(contactSubmissions).where(eq(contactSubmissions.name, name));
  return row;
}

describe("a visitor's photos", () => {
  beforeAll(async () => {
    await startRuntime({ DATA_DIR: mkdtempSync(path.join(tmpdir(), "lead-photos-")) });
  });
  afterAll(async () => {
    await stopRuntime();
  });

  it("are refused above 50 megapixels from the header, before decoding; the lead arrives without them", async () => {
    // 59 megapixels, a few hundred KB: the picture that was once taken in 3 s.
    const huge = await solidPng(8900, 6650);
    expect(huge.length).toBeLessThan(1024 * 1024);
    const started = Date.now();
    const answer = await submitContactForm(
      photoPost("Hugh Pixels", [{ name: "huge.png", bytes: huge }]),
      "192.0.2.40",
      "json",
    );
    expect(Date.now() - started).toBeLessThan(2000);
    const body = await (answer as Response).json();
    expect(body).toMatchObject({ ok: true, refusedPhotos: [{ name: "huge.png" }] });
    expect(body.refusedPhotos[0].reason).toContain(`${VISITOR_MAX_PIXELS / 1_000_000} megapixels`);
    const lead = await storedLead("Hugh Pixels");
    expect(lead?.photoCount).toBe(0);
    expect(lead?.refusedPhotos).toEqual([{ name: "huge.png", reason: body.refusedPhotos[0].reason }]);
  });

  it("are left out once the client's decode budget is spent, with a clear message; others still decode", async () => {
    const small = await solidPng(1200, 900);
    // This client has had its window's megapixels decoded already.
    await getRateLimits().hit(
      "photo-pixels:192.0.2.41",
      PHOTO_MEGAPIXELS_PER_WINDOW,
      FORM_WINDOW_SECONDS,
      PHOTO_MEGAPIXELS_PER_WINDOW,
    );
    const spent = await submitContactForm(
      photoPost("Spent Budget", [{ name: "wall.png", bytes: small }]),
      "192.0.2.41",
      "json",
    );
    const body = await (spent as Response).json();
    expect(body).toMatchObject({ ok: true, refusedPhotos: [{ name: "wall.png" }] });
    expect(body.refusedPhotos[0].reason).toMatch(/more large photos have come from your connection/);
    expect((await storedLead("Spent Budget"))?.refusedPhotos).toHaveLength(1);

    // Another client's photo is taken.
    const other = await submitContactForm(
      photoPost("Fresh Budget", [{ name: "wall.png", bytes: small }]),
      "192.0.2.42",
      "json",
    );
    expect(await (other as Response).json()).toEqual(
      expect.not.objectContaining({ refusedPhotos: expect.anything() }),
    );
    expect((await storedLead("Fresh Budget"))?.photoCount).toBe(1);
  });
});
