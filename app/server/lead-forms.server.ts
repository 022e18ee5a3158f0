import { data, redirect } from "react-router";
import { type FormResult, formMessages, HONEYPOT_FIELD, SCRIPT_FIELD, thanksPages } from "~/lib/form-result";
import { type ContactInput, contactFieldNames, parseContactForm } from "~/lib/schemas/contact";
import { CONTACT_PHOTO_LIMITS } from "~/lib/schemas/contact-services";
import type { FieldIssue } from "~/lib/schemas/fields";
import { type NominationInput, nominationFieldNames, parseNominationForm } from "~/lib/schemas/nomination";
import type { Db } from "./db/client.server";
import { FormBodyError, MAX_FORM_BYTES, readFormBody } from "./form-body.server";
import { type LeadSource, leadSourceFrom } from "./lead-source.server";
import { type ContactExtras, insertContactSubmission, insertNomination, type LeadKind } from "./leads.server";
import {
  inspectUpload,
  type LeadPhotoFiles,
  tooLargeMessage as photoTooLargeMessage,
  processLeadPhoto,
  UploadRefused,
} from "./media/process.server";
import { type ReceivedUpload, receiveUpload } from "./media/upload.server";
import { FORM_WINDOW_SECONDS, type RateLimitResult } from "./rate-limit.server";
import {
  getConfig,
  getDb,
  getOutbox,
  getPushAlerts,
  getRateLimits,
  getUploadTempDir,
  siteFacts,
} from "./runtime.server";
import { checkPlace } from "./service-area-check.server";

/**
 * The public forms' action: read the post (size-capped), validate it with the
 * same schema as the browser, count it against the client's budget, drop
 * honeypot hits, store the lead and only then answer success. The owner's
 * e-mail is queued after the commit and never holds up the answer.
 */

interface LeadFormSpec<T> {
  kind: LeadKind;
  /** The page the form is on. */
  formPage: string;
  /** Where a browser's own post lands after success (see documentPostContext). */
  thanksPage: string;
  fieldNames: readonly string[];
  parse(form: FormData): { ok: true; data: T } | { ok: false; issues: FieldIssue[] };
  insert(db: Db, input: T, source: LeadSource, photos: readonly LeadPhotoFiles[]): Promise<string>;
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
  insert: async (db, input, source, photos) => {
    const extras: ContactExtras = { photos };
    if (input.location) {
      const { business } = await siteFacts();
      extras.place = await checkPlace(input.location, business.geo, business.serviceRadiusMiles);
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
  insert: (db, input, source) => insertNomination(db, input, source),
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
 * Counts the post against the client's budget. When the counters cannot be
 * reached (Redis down) the lead is still taken: losing a real customer costs
 * more than letting a few extra posts through while the store is away.
 */
async function formBudget(clientAddress: string): Promise<RateLimitResult | undefined> {
  try {
    return await getRateLimits().hit(
      `form:${clientAddress}`,
      getConfig().rateLimitMaxForms,
      FORM_WINDOW_SECONDS,
    );
  } catch (error) {
    console.error("[forms] rate-limit counters unreachable; taking the post without counting it:", error);
    return undefined;
  }
}

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

/** The megabytes of photos one client may send in a form window, whatever the number of posts. */
const PHOTO_MEGABYTES_PER_WINDOW = 300;

/** Reads the post: a plain form (size-capped), or a multipart one with photos streamed to disk. */
async function readLeadPost(request: Request, photos: LeadFormSpec<unknown>["photos"]) {
  const type = (request.headers.get("content-type") ?? "").toLowerCase();
  if (photos && type.startsWith("multipart/form-data")) {
    const upload = await receiveUpload(request, {
      maxFiles: photos.count,
      maxFileBytes: photos.bytes,
      maxFieldBytes: MAX_FORM_BYTES,
      tempRoot: getUploadTempDir(),
    });
    return { form: upload.form, upload };
  }
  return { form: await readFormBody(request), upload: undefined };
}

/**
 * Checks each photo and makes the files the owner sees; the problems, one per
 * photo, in the form's words.
 */
async function preparePhotos(
  upload: ReceivedUpload,
  spec: NonNullable<LeadFormSpec<unknown>["photos"]>,
): Promise<{ photos: LeadPhotoFiles[]; issues: FieldIssue[] }> {
  const issues: FieldIssue[] = [];
  if (upload.tooManyFiles) {
    issues.push({
      field: spec.field,
      message: `You can send up to ${spec.count} photos with a request. Please remove some and send it again.`,
    });
  }
  const files = upload.files.filter((file) => file.field === spec.field);
  const checked = await Promise.all(
    files.map(async (file) => {
      try {
        if (file.tooLarge) throw new UploadRefused(photoTooLargeMessage(spec.bytes));
        await inspectUpload(file.path);
        return await processLeadPhoto(file.path);
      } catch (error) {
        if (!(error instanceof UploadRefused)) throw error;
        issues.push({ field: spec.field, message: `${file.name}: ${error.message}` });
        return undefined;
      }
    }),
  );
  return { photos: checked.filter((photo) => photo !== undefined), issues };
}

async function handleLeadPost<T>(
  spec: LeadFormSpec<T>,
  request: Request,
  clientAddress: string,
  answer: Answer = "page",
) {
  if (request.method !== "POST") {
    return reply(
      answer,
      { ok: false, message: MALFORMED_MESSAGE, issues: [], values: {} },
      { status: 405, headers: { Allow: "GET, POST" } },
    );
  }
  let form: FormData;
  let upload: ReceivedUpload | undefined;
  try {
    ({ form, upload } = await readLeadPost(request, spec.photos as LeadFormSpec<unknown>["photos"]));
  } catch (error) {
    if (error instanceof FormBodyError) {
      const message = error.status === 413 ? tooLargeMessage(await phone()) : MALFORMED_MESSAGE;
      return reply(answer, { ok: false, message, issues: [], values: {} }, { status: error.status });
    }
    throw error;
  }
  try {
    return await handleLeadForm(spec, request, clientAddress, answer, form, upload);
  } finally {
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
) {
  // Success: with JavaScript, data for the form's toast; without it, a
  // redirect to the thank-you page (post/redirect/get: reloading that page
  // cannot send the form twice).
  const succeeded = () =>
    answer === "json" || sentByScript(form)
      ? reply(answer, { ok: true, message: spec.success })
      : // "#top" (the top of the page, per HTML) replaces the form's own fragment, which the browser would keep.
        redirect(`${spec.thanksPage}#top`, 303);
  const values = typedValues(form, spec.fieldNames);
  const sentPhotos = upload?.files.filter((file) => file.field === spec.photos?.field).length ?? 0;
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
    const db = getDb();
    const limit = await formBudget(clientAddress);
    if (limit && !limit.allowed) {
      return fail(429, rateLimitMessage(limit.retryAfterMinutes, await phone()), [], {
        "Retry-After": String(limit.retryAfterSeconds),
      });
    }
    if (upload && upload.bytes > 0) {
      const bytes = await photoBudget(clientAddress, upload.bytes);
      if (bytes && !bytes.allowed) {
        return fail(429, rateLimitMessage(bytes.retryAfterMinutes, await phone()), [], {
          "Retry-After": String(bytes.retryAfterSeconds),
        });
      }
    }
    const honeypot = form.get(HONEYPOT_FIELD);
    if (typeof honeypot === "string" && honeypot.trim() !== "") {
      console.log(`[forms] ${spec.kind}: honeypot filled by ${clientAddress}; not stored`);
      return succeeded();
    }
    let photos: LeadPhotoFiles[] = [];
    if (upload && spec.photos) {
      const prepared = await preparePhotos(upload, spec.photos);
      if (prepared.issues.length > 0) return fail(400, undefined, prepared.issues);
      photos = prepared.photos;
    }
    const id = await spec.insert(db, parsed.data, leadSourceFrom(form, request, spec.formPage), photos);
    console.log(`[forms] stored ${spec.kind} ${id}${photos.length ? ` with ${photos.length} photo(s)` : ""}`);
    getOutbox()?.kick();
    getPushAlerts()?.kick();
    return succeeded();
  } catch (error) {
    console.error(`[forms] ${spec.kind} could not be stored:`, error);
    return fail(503, spec.failure);
  }
}

/** Counts a post's photo bytes against the client's budget (taken without counting when the counters are away). */
async function photoBudget(clientAddress: string, bytes: number): Promise<RateLimitResult | undefined> {
  try {
    return await getRateLimits().hit(
      `form-bytes:${clientAddress}`,
      PHOTO_MEGABYTES_PER_WINDOW,
      FORM_WINDOW_SECONDS,
      Math.ceil(bytes / (1024 * 1024)),
    );
  } catch (error) {
    console.error("[forms] rate-limit counters unreachable; taking the photos without counting them:", error);
    return undefined;
  }
}

export function submitContactForm(request: Request, clientAddress: string, answer: Answer = "page") {
  return handleLeadPost(contactForm, request, clientAddress, answer);
}

export function submitNominationForm(request: Request, clientAddress: string) {
  return handleLeadPost(nominationForm, request, clientAddress);
}
