import { data, redirect } from "react-router";
import { siteFacts } from "~/features/content/index.server";
import { type ContactInput, contactFieldNames, parseContactForm } from "~/features/leads/schemas/contact";
import { CONTACT_PHOTO_LIMITS } from "~/features/leads/schemas/contact-services";
import {
  type NominationInput,
  nominationFieldNames,
  parseNominationForm,
} from "~/features/leads/schemas/nomination";
import { getOutbox, getPushAlerts } from "~/features/leads/server/leads-runtime.server";
import {
  getUploadTempDir,
  type LeadPhotoFiles,
  type ReceivedUpload,
  receiveUpload,
} from "~/features/media/index.server";
import {
  type FormResult,
  formMessages,
  HONEYPOT_FIELD,
  SCRIPT_FIELD,
  SUBMISSION_KEY_FIELD,
  thanksPages,
  type VisitOffer,
} from "~/lib/form-result";
import type { FieldIssue } from "~/lib/schemas/fields";
import type { Db } from "~/server/db/client.server";
import type { RefusedPhoto } from "~/server/db/schema.server";
import { FormBodyError, MAX_FORM_BYTES, readFormBody } from "~/server/form-body.server";
import type { RateLimitResult } from "~/server/rate-limit.server";
import { getDb } from "~/server/runtime.server";
import { preparePhotos } from "./lead-photos.server";
import { chargeForm, chargePhotos, takeUploadPlace } from "./lead-post.server";
import { type LeadSource, leadSourceFrom } from "./lead-source.server";
import { type ContactExtras, insertContactSubmission, insertNomination, type LeadKind } from "./leads.server";
import { checkOurArea } from "./service-area-check.server";

/**
 * The public forms' action: count the post against the client's budgets (a
 * post over one is answered 429 unread), read it (size-capped), validate it
 * with the same schema as the browser, drop
 * honeypot hits, store the lead and only then answer success. The owner's
 * e-mail is queued after the commit and never holds up the answer.
 */

/** What is stored with a lead besides its fields. */
interface StoredWith {
  source: LeadSource;
  photos: readonly LeadPhotoFiles[];
  refusedPhotos: readonly RefusedPhoto[];
  /** The page's key for this filled form (see SUBMISSION_KEY_FIELD), when it sent one. */
  submissionKey?: string;
}

interface LeadFormSpec<T> {
  kind: LeadKind;
  /** The page the form is on. */
  formPage: string;
  /** Where a browser's own post lands after success (see documentPostContext). */
  thanksPage: string;
  fieldNames: readonly string[];
  parse(form: FormData): { ok: true; data: T } | { ok: false; issues: FieldIssue[] };
  insert(db: Db, input: T, stored: StoredWith): Promise<string>;
  /** Photos the form may carry (a multipart post): the field, how many and how large. */
  photos?: { field: string; count: number; bytes: number };
  success: string;
  failure: string;
}

const contactForm: LeadFormSpec<ContactInput> = {
  kind: "contact",
  formPage: "/contact",
  thanksPage: thanksPages.contact,
  fieldNames: contactFieldNames,
  parse: parseContactForm,
  insert: async (db, input, { source, photos, refusedPhotos, submissionKey }) => {
    const extras: ContactExtras = { photos, refusedPhotos, submissionKey };
    if (input.location) {
      extras.place = await checkOurArea(input.location);
    }
    return insertContactSubmission(db, input, source, extras);
  },
  photos: { field: "photos", ...CONTACT_PHOTO_LIMITS },
  success: formMessages.contactSuccess,
  failure: formMessages.contactFailure,
};

const nominationForm: LeadFormSpec<NominationInput> = {
  kind: "nomination",
  formPage: "/nominate",
  thanksPage: thanksPages.nomination,
  fieldNames: nominationFieldNames,
  parse: parseNominationForm,
  insert: (db, input, { source, submissionKey }) => insertNomination(db, input, source, submissionKey),
  success: formMessages.nominationSuccess,
  failure: formMessages.nominationFailure,
};

/** Echoed values are what the visitor typed, bounded (the body cap bounds them already). */
function typedValues(form: FormData, names: readonly string[]): Record<string, string> {
  const values: Record<string, string> = {};
  for (const name of names) {
    const value = form.get(name);
    if (typeof value === "string") values[name] = value.slice(0, 5000);
  }
  return values;
}

export function rateLimitMessage(minutes: number, phone: string): string {
  return `Too many submissions from your connection. Please wait ${minutes} ${
    minutes === 1 ? "minute" : "minutes"
  } or call us at ${phone}.`;
}

function tooLargeMessage(phone: string): string {
  return `This submission is too large to send. Please shorten it, or call us at ${phone}.`;
}

/** The business's phone number, for the messages that offer a call instead. */
async function phone(): Promise<string> {
  return (await siteFacts()).business.phone.display;
}
export const MALFORMED_MESSAGE = "This submission could not be read. Please fill in the form and try again.";

/**
 * Whether the page's script sent the form: it adds a field once it runs
 * (LeadForm). A post without it came from the browser itself (no JavaScript,
 * or before the script arrived) and must get a page back, not data.
 */
export function sentByScript(form: FormData): boolean {
  return form.get(SCRIPT_FIELD) === "1";
}

/** How an answer is sent: React Router data for the page (with or without JavaScript), or JSON for an upload script. */
type Answer = "page" | "json";

function reply(answer: Answer, result: FormResult, init?: ResponseInit) {
  return answer === "json" ? Response.json(result, init) : data<FormResult>(result, init);
}

/** What the budgets said before the post was read: a post any of them refuses is never read. */
interface Charges {
  form?: RateLimitResult;
  photos?: RateLimitResult;
  /** The client has two posts with photos arriving already. */
  busy: boolean;
}

/**
 * Reads the post: a plain form (size-capped), or a multipart one with photos
 * streamed to disk. The text fields come first and are checked when the first
 * photo arrives: refused fields write no file.
 */
async function readLeadPost<T>(request: Request, spec: LeadFormSpec<T>) {
  const type = (request.headers.get("content-type") ?? "").toLowerCase();
  const photos = spec.photos;
  if (photos && type.startsWith("multipart/form-data")) {
    const upload = await receiveUpload(request, {
      maxFiles: photos.count,
      maxFileBytes: photos.bytes,
      maxFieldBytes: MAX_FORM_BYTES,
      tempRoot: getUploadTempDir(),
      checkFields: (form) => spec.parse(form).ok,
    });
    return { form: upload.form, upload };
  }
  return { form: await readFormBody(request), upload: undefined };
}

/** The 429 for a post a budget refuses (its message and Retry-After), or undefined when it may be read. */
async function budgetRefusal(charges: Charges) {
  const limit = [charges.form, charges.photos].find((result) => result?.allowed === false);
  if (limit) {
    return {
      message: rateLimitMessage(limit.retryAfterMinutes, await phone()),
      init: { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } },
    };
  }
  if (charges.busy) {
    return {
      message:
        "Your photos are still being sent from another page. Please wait for them to finish, then send this again.",
      init: { status: 429, headers: { "Retry-After": "30" } },
    };
  }
  return undefined;
}

/** The page's key for this filled form, when it sent a well-formed one. */
function submissionKeyOf(form: FormData): string | undefined {
  const value = form.get(SUBMISSION_KEY_FIELD);
  return typeof value === "string" && /^[0-9a-f-]{36}$/i.test(value) ? value.toLowerCase() : undefined;
}

/** Times to offer the visitor once their request is stored (the lead's id given). */
export type OfferVisit = (leadId: string) => Promise<VisitOffer | undefined>;

async function handleLeadPost<T>(
  spec: LeadFormSpec<T>,
  request: Request,
  clientAddress: string,
  answer: Answer = "page",
  offerVisit?: OfferVisit,
) {
  if (request.method !== "POST") {
    return reply(
      answer,
      { ok: false, message: MALFORMED_MESSAGE, issues: [], values: {} },
      { status: 405, headers: { Allow: "GET, POST" } },
    );
  }
  // Charged before anything is read: a refused post costs its sender as much as a taken one.
  const multipart = (request.headers.get("content-type") ?? "").toLowerCase().startsWith("multipart/");
  const release = multipart ? takeUploadPlace(clientAddress) : undefined;
  const charges: Charges = { form: await chargeForm(clientAddress), busy: multipart && !release };
  if (multipart && release) {
    const declared = Number(request.headers.get("content-length"));
    charges.photos = await chargePhotos(
      clientAddress,
      Number.isFinite(declared) && declared > 0 ? declared : 0,
    );
  }
  // Over a budget: refused before a byte of the body is read (a refused post must cost us nothing).
  const refusal = await budgetRefusal(charges);
  if (refusal) {
    release?.();
    return reply(answer, { ok: false, message: refusal.message, issues: [], values: {} }, refusal.init);
  }
  let form: FormData;
  let upload: ReceivedUpload | undefined;
  try {
    ({ form, upload } = await readLeadPost(request, spec));
  } catch (error) {
    release?.();
    if (error instanceof FormBodyError) {
      const message = error.status === 413 ? tooLargeMessage(await phone()) : MALFORMED_MESSAGE;
      return reply(answer, { ok: false, message, issues: [], values: {} }, { status: error.status });
    }
    throw error;
  }
  try {
    return await handleLeadForm(spec, request, clientAddress, answer, form, upload, offerVisit);
  } finally {
    release?.();
    await upload?.discard();
  }
}

async function handleLeadForm<T>(
  spec: LeadFormSpec<T>,
  request: Request,
  clientAddress: string,
  answer: Answer,
  form: FormData,
  upload: ReceivedUpload | undefined,
  offerVisit?: OfferVisit,
) {
  // Success: with JavaScript, data for the form's toast; without it, a
  // redirect to the thank-you page (post/redirect/get: reloading that page
  // cannot send the form twice), naming any photo that could not be used.
  const succeeded = (refusedPhotos: readonly RefusedPhoto[] = [], visitOffer?: VisitOffer) => {
    if (answer === "json" || sentByScript(form)) {
      return reply(answer, {
        ok: true,
        message: spec.success,
        ...(refusedPhotos.length > 0 ? { refusedPhotos: [...refusedPhotos] } : {}),
        ...(visitOffer ? { visitOffer } : {}),
      });
    }
    const params = new URLSearchParams();
    if (refusedPhotos.length)
      params.set("refused", refusedPhotos.map((photo) => photo.name.slice(0, 80)).join("\n"));
    if (visitOffer) params.set("visit", visitOffer.token);
    const query = params.size ? `?${params}` : "";
    // "#top" (the top of the page, per HTML) replaces the form's own fragment, which the browser would keep.
    return redirect(`${spec.thanksPage}${query}#top`, 303);
  };
  const values = typedValues(form, spec.fieldNames);
  const sentPhotos =
    (upload?.files.filter((file) => file.field === spec.photos?.field).length ?? 0) +
    (upload?.droppedFiles ?? 0);
  // A browser cannot put chosen files back into a page it is sent: say so when they were dropped.
  const fail = (
    status: number,
    message: string | undefined,
    issues: FieldIssue[] = [],
    headers?: HeadersInit,
  ) =>
    reply(
      answer,
      { ok: false, message, issues, values, ...(sentPhotos > 0 ? { photosToChooseAgain: sentPhotos } : {}) },
      { status, headers },
    );
  const parsed = spec.parse(form);
  if (!parsed.ok) return fail(400, undefined, parsed.issues);

  try {
    const honeypot = form.get(HONEYPOT_FIELD);
    if (typeof honeypot === "string" && honeypot.trim() !== "") {
      console.log(`[forms] ${spec.kind}: honeypot filled by ${clientAddress}; not stored`);
      return succeeded();
    }
    let photos: LeadPhotoFiles[] = [];
    let refusedPhotos: RefusedPhoto[] = [];
    if (upload && spec.photos)
      ({ photos, refused: refusedPhotos } = await preparePhotos(upload, spec.photos, clientAddress));
    const source = leadSourceFrom(form, request, spec.formPage);
    const stored = { source, photos, refusedPhotos, submissionKey: submissionKeyOf(form) };
    const id = await spec.insert(getDb(), parsed.data, stored);
    console.log(
      `[forms] stored ${spec.kind} ${id}${photos.length ? ` with ${photos.length} photo(s)` : ""}${
        refusedPhotos.length ? `, ${refusedPhotos.length} refused` : ""
      }`,
    );
    getOutbox()?.kick();
    getPushAlerts()?.kick();
    // The request is stored whatever happens here: a failure only leaves the times out.
    const visitOffer = await offerVisit?.(id).catch((error: unknown) => {
      console.error("[forms] visit times could not be offered:", error);
      return undefined;
    });
    return succeeded(refusedPhotos, visitOffer);
  } catch (error) {
    console.error(`[forms] ${spec.kind} could not be stored:`, error);
    return fail(503, spec.failure);
  }
}

export function submitContactForm(
  request: Request,
  clientAddress: string,
  answer: Answer = "page",
  offerVisit?: OfferVisit,
) {
  return handleLeadPost(contactForm, request, clientAddress, answer, offerVisit);
}

export function submitNominationForm(request: Request, clientAddress: string) {
  return handleLeadPost(nominationForm, request, clientAddress);
}
