import type { FieldIssue } from "./schemas/fields";
import { whenUnsent } from "./unsent-post";

/** What a form's action answers; the page shows it as toasts (with JavaScript) or inline. */
export type FormResult =
  | {
      ok: true;
      message: string;
      /** Photos sent with it that could not be used (the request was kept without them): name and why. */
      refusedPhotos?: { name: string; reason: string }[];
      /** The next free visit times, booked in one tap (when the owner books visits on the site). */
      visitOffer?: VisitOffer;
    }
  | {
      ok: false;
      /** A failure that is not about one field (rate limit, storage); absent for validation. */
      message?: string;
      issues: FieldIssue[];
      /** What the visitor typed, to put back into the form. */
      values: Record<string, string>;
      /** Photos that came with a post made without JavaScript: the page cannot keep them, the visitor must choose them again. */
      photosToChooseAgain?: number;
    };

/**
 * Times offered right after an estimate request: the lead's signed token, a
 * key for the booking post (a second tap books nothing more) and the times.
 */
export interface VisitOffer {
  token: string;
  key: string;
  times: { at: string; label: string }[];
  /** The town or ZIP code the lead gave, when the visit's street address must still be asked. */
  askStreetIn?: string;
}

/** Toasts of spec 001 §8. */
export const formMessages = {
  contactSuccess: "Message sent successfully! We'll be in touch soon.",
  contactFailure: "There was a problem sending your message. Please try again.",
  nominationSuccess: "Nomination submitted successfully! Thank you for spreading kindness.",
  nominationFailure: "There was an error submitting your nomination. Please try again.",
} as const;

/** Where a form posted without JavaScript lands after success. */
export const thanksPages = {
  contact: "/contact/thank-you",
  nomination: "/nominate/thank-you",
} as const;

/**
 * The honeypot: a field people never see or fill, which form-filling robots
 * do. A post with it filled gets the normal success answer and is not stored.
 */
export const HONEYPOT_FIELD = "company_website";

/**
 * A hidden field the page's script adds to the public forms once it runs
 * (value "1"): the action answers such a post with data for the toasts, and
 * any other post (the browser's own) with a page.
 */
export const SCRIPT_FIELD = "sent_by_script";

/**
 * A key the page's script makes once per filled form and sends with every
 * try of it: a post that reached the server before its answer was lost is
 * not stored a second time when the visitor tries again.
 */
export const SUBMISSION_KEY_FIELD = "submission_key";

/**
 * The forms' client action: the post goes to the server action as usual; if
 * it never gets an answer (a dropped connection on a weak signal), the
 * visitor sees the form's failure toast and keeps what they typed, instead
 * of an error page.
 */
export function postOrFail(serverAction: () => Promise<FormResult>, failure: string): Promise<FormResult> {
  return whenUnsent(serverAction, () => ({ ok: false, message: failure, issues: [], values: {} }));
}
