import { clientBudgetKey, FORM_WINDOW_SECONDS, type RateLimitResult } from "~/server/rate-limit.server";
import { getConfig, getRateLimits } from "~/server/runtime.server";

/**
 * What a public form's post costs its sender, charged before the post is
 * read: every post, valid or not, counts against the client's form budget,
 * and a post with photos counts its size (as its sender declared it, which
 * the server enforces while reading) against the photo budget, so a stream
 * of large refused posts is stopped as cheaply as a stream of valid ones.
 * One client sends at most two posts with photos at a time.
 */

/** The megabytes of photos one client may send in a form window, whatever the number of posts. */
export const PHOTO_MEGABYTES_PER_WINDOW = 300;
/** Posts with photos one client may have arriving at once (on this server). */
export const MAX_UPLOADS_IN_FLIGHT = 2;

/**
 * A hit on a budget. When the counters cannot be reached (Redis down) the
 * lead is still taken: losing a real customer costs more than letting a few
 * extra posts through while the store is away.
 */
async function charge(key: string, max: number, amount = 1): Promise<RateLimitResult | undefined> {
  try {
    return await getRateLimits().hit(key, max, FORM_WINDOW_SECONDS, amount);
  } catch (error) {
    console.error("[forms] rate-limit counters unreachable; taking the post without counting it:", error);
    return undefined;
  }
}

export function chargeForm(clientAddress: string) {
  return charge(`form:${clientBudgetKey(clientAddress)}`, getConfig().rateLimitMaxForms);
}

/** Charges a post's declared size (megabytes, rounded up) as photo bytes. */
export function chargePhotos(clientAddress: string, bytes: number) {
  return charge(
    `form-bytes:${clientBudgetKey(clientAddress)}`,
    PHOTO_MEGABYTES_PER_WINDOW,
    Math.max(1, Math.ceil(bytes / (1024 * 1024))),
  );
}

/**
 * The most pixels a visitor's photo may have (the owner's uploads take
 * MAX_PIXELS, 60 MP). Phones save 12 MP by default, 24 MP on some; their
 * full-sensor modes are 48 MP (iPhone 8064 x 6048) and 50 MP (Samsung and
 * Pixel 8160 x 6120 = 49.9 MP). The 108 and 200 MP modes of a few phones make
 * files over a photo's 15 MB anyway. So 50 MP takes any phone photo a visitor
 * could send and nothing larger.
 */
export const VISITOR_MAX_PIXELS = 50_000_000;
/**
 * Megapixels of visitor photos one client may have decoded in a form window:
 * one post of eight 50 MP photos, or many of phone-sized ones; not a stream
 * of posts full of the largest pictures, each costing seconds of decoding.
 */
export const PHOTO_MEGAPIXELS_PER_WINDOW = 400;

/** Charges a photo's pixels (megapixels, rounded up) to the client's decode budget, before it is decoded. */
export function chargeDecode(clientAddress: string, pixels: number) {
  return charge(
    `photo-pixels:${clientBudgetKey(clientAddress)}`,
    PHOTO_MEGAPIXELS_PER_WINDOW,
    Math.max(1, Math.ceil(pixels / 1_000_000)),
  );
}

const inFlight = new Map<string, number>();

/**
 * Takes one of the client's upload places; undefined when both are taken.
 * The returned function gives it back (once the post is done, whatever happened).
 */
export function takeUploadPlace(clientAddress: string): (() => void) | undefined {
  const key = clientBudgetKey(clientAddress);
  const taken = inFlight.get(key) ?? 0;
  if (taken >= MAX_UPLOADS_IN_FLIGHT) return undefined;
  inFlight.set(key, taken + 1);
  let given = false;
  return () => {
    if (given) return;
    given = true;
    const left = (inFlight.get(key) ?? 1) - 1;
    if (left <= 0) inFlight.delete(key);
    else inFlight.set(key, left);
  };
}
