import { data, redirect } from "react-router";
import { type FormResult, formMessages, HONEYPOT_FIELD, SCRIPT_FIELD, thanksPages } from "~/lib/form-result";
import { type ContactInput, contactFieldNames, parseContactForm } from "~/lib/schemas/contact";
import type { FieldIssue } from "~/lib/schemas/fields";
import { type NominationInput, nominationFieldNames, parseNominationForm } from "~/lib/schemas/nomination";
import type { Db } from "./db/client.server";
import { FormBodyError, readFormBody } from "./form-body.server";
import { type LeadSource, leadSourceFrom } from "./lead-source.server";
import { insertContactSubmission, insertNomination } from "./leads.server";
import type { LeadKind } from "./notifications.server";
import { FORM_WINDOW_SECONDS, type RateLimitResult } from "./rate-limit.server";
import { getConfig, getDb, getOutbox, getRateLimits, siteFacts } from "./runtime.server";

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
  insert(db: Db, input: T, source: LeadSource): Promise<string>;
  success: string;
  failure: string;
}

const contactForm: LeadFormSpec<ContactInput> = {
  kind: "contact",
  formPage: "/contact",
  thanksPage: thanksPages.contact,
  fieldNames: contactFieldNames,
  parse: parseContactForm,
  insert: insertContactSubmission,
  success: formMessages.contactSuccess,
  failure: formMessages.contactFailure,
};

const nominationForm: LeadFormSpec<NominationInput> = {
  kind: "nomination",
  formPage: "/nominate",
  thanksPage: thanksPages.nomination,
  fieldNames: nominationFieldNames,
  parse: parseNominationForm,
  insert: insertNomination,
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

function failure(
  status: number,
  message: string | undefined,
  values: Record<string, string>,
  issues: FieldIssue[] = [],
) {
  return data<FormResult>({ ok: false, message, issues, values }, { status });
}

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

async function handleLeadPost<T>(spec: LeadFormSpec<T>, request: Request, clientAddress: string) {
  if (request.method !== "POST") {
    return data<FormResult>(
      { ok: false, message: MALFORMED_MESSAGE, issues: [], values: {} },
      { status: 405, headers: { Allow: "GET, POST" } },
    );
  }
  let form: FormData;
  try {
    form = await readFormBody(request);
  } catch (error) {
    if (error instanceof FormBodyError) {
      return failure(
        error.status,
        error.status === 413 ? tooLargeMessage(await phone()) : MALFORMED_MESSAGE,
        {},
      );
    }
    throw error;
  }
  // Success: with JavaScript, data for the form's toast; without it, a
  // redirect to the thank-you page (post/redirect/get: reloading that page
  // cannot send the form twice).
  const succeeded = () =>
    sentByScript(form)
      ? data<FormResult>({ ok: true, message: spec.success })
      : // "#top" (the top of the page, per HTML) replaces the form's own fragment, which the browser would keep.
        redirect(`${spec.thanksPage}#top`, 303);
  const values = typedValues(form, spec.fieldNames);
  const parsed = spec.parse(form);
  if (!parsed.ok) return failure(400, undefined, values, parsed.issues);

  try {
    const db = getDb();
    const limit = await formBudget(clientAddress);
    if (limit && !limit.allowed) {
      return data<FormResult>(
        { ok: false, message: rateLimitMessage(limit.retryAfterMinutes, await phone()), issues: [], values },
        { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } },
      );
    }
    const honeypot = form.get(HONEYPOT_FIELD);
    if (typeof honeypot === "string" && honeypot.trim() !== "") {
      console.log(`[forms] ${spec.kind}: honeypot filled by ${clientAddress}; not stored`);
      return succeeded();
    }
    const id = await spec.insert(db, parsed.data, leadSourceFrom(form, request, spec.formPage));
    console.log(`[forms] stored ${spec.kind} ${id}`);
    getOutbox()?.kick();
    return succeeded();
  } catch (error) {
    console.error(`[forms] ${spec.kind} could not be stored:`, error);
    return failure(503, spec.failure, values);
  }
}

export function submitContactForm(request: Request, clientAddress: string) {
  return handleLeadPost(contactForm, request, clientAddress);
}

export function submitNominationForm(request: Request, clientAddress: string) {
  return handleLeadPost(nominationForm, request, clientAddress);
}
