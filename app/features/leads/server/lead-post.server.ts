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
