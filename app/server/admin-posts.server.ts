import { type Cookie, createCookie, data, redirect } from "react-router";
import type { z } from "zod";
import type { ContentFormResult, Flash, PassOnLink } from "~/lib/admin-form";
import { formToObject } from "~/lib/form-object";
import type { FieldIssue } from "~/lib/schemas/fields";
import { CONTENT_FORM_BYTES, FormBodyError, readFormBody } from "./form-body.server";
import { getAuthSecret, getConfig } from "./runtime.server";

/**
 * What every admin form shares on the server: reading a post with the
 * admin forms' size cap, checking it with its schema, turning a refused
 * change into a message beside the form (with what was typed), and the
 * one-time message carried over the redirect after a change. Who may post
 * is settled before any of this, by the admin routes' middleware.
 */

let cookie: Cookie | undefined;

/**
 * A one-time message carried across a redirect (e.g. "Login successful"),
 * signed with the site's secret: a message nobody at the site wrote is
 * never shown in the admin. Path "/" because the page's data requests go to
 * /admin.data, outside a "/admin" cookie path.
 */
function flashCookie(): Cookie {
  cookie ??= createCookie("admin_flash", {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    maxAge: 60,
    secure: getConfig().siteUrl.startsWith("https://"),
    secrets: [getAuthSecret()],
  });
  return cookie;
}

function linkOf(value: unknown): PassOnLink | undefined {
  const link = value as Partial<PassOnLink> | undefined;
  if (!link || typeof link.url !== "string" || !/^https?:\/\//.test(link.url)) return undefined;
  if (typeof link.to !== "string" || typeof link.page !== "string") return undefined;
  const sms = typeof link.sms === "string" && link.sms.startsWith("sms:") ? link.sms : undefined;
  return { url: link.url, to: link.to, page: link.page, ...(sms ? { sms } : {}) };
}

export async function readFlash(request: Request): Promise<Flash | undefined> {
  const value = await flashCookie().parse(request.headers.get("Cookie"));
  if (value && typeof value.message === "string" && (value.kind === "success" || value.kind === "error")) {
    const link = linkOf(value.link);
    return { message: value.message, kind: value.kind, ...(link ? { link } : {}) };
  }
  return undefined;
}

export async function clearFlashHeader(): Promise<string> {
  return flashCookie().serialize("", { maxAge: 0 });
}

/** A 303 to the dashboard (or another admin address) carrying a message and any auth cookies. */
export async function redirectWithFlash(to: string, flash: Flash, authHeaders?: Headers) {
  const headers = new Headers();
  for (const cookie of authHeaders?.getSetCookie() ?? []) headers.append("Set-Cookie", cookie);
  headers.append("Set-Cookie", await flashCookie().serialize(flash));
  return redirect(to, { status: 303, headers });
}

/**
 * After a change: back to a page of the admin with a message (post/redirect/get, with or without
 * JavaScript), and the link the owner is to pass on himself when no e-mail carried it.
 */
export function savedRedirect(
  to: string,
  message: string,
  kind: Flash["kind"] = "success",
  link?: Omit<PassOnLink, "page">,
) {
  const page = new URL(to, "http://admin.invalid").pathname;
  return redirectWithFlash(to, { message, kind, ...(link ? { link: { ...link, page } } : {}) });
}

export function refused(status: number, message: string, extra: Partial<ContentFormResult> = {}) {
  return data<ContentFormResult>({ ok: false, message, issues: [], ...extra }, { status });
}

export type AdminPost = { form: FormData; intent: string } | { answer: ReturnType<typeof refused> };

/** An admin form's post read with the admin forms' size cap, and its `intent`; or the answer refusing it. */
export async function readAdminForm(request: Request): Promise<AdminPost> {
  let form: FormData;
  try {
    form = await readFormBody(request, CONTENT_FORM_BYTES);
  } catch (error) {
    if (error instanceof FormBodyError) {
      return { answer: refused(error.status, "This change could not be read. Please try again.") };
    }
    throw error;
  }
  return { form, intent: String(form.get("intent") ?? "") };
}

function issuesOf(error: z.ZodError): FieldIssue[] {
  return error.issues.map((issue) => ({ field: issue.path.join("."), message: issue.message }));
}

/** The answer to a form a schema refused: each problem beside its field, and what was typed, to show again. */
export function fieldsRefused(error: z.ZodError, values: Record<string, unknown>) {
  const issues = issuesOf(error);
  return refused(
    400,
    issues.length === 1 ? "Check the field marked below." : `Check the ${issues.length} fields marked below.`,
    { issues, values },
  );
}

/** The form's fields checked by a schema: the values, or the answer listing each problem beside its field. */
export function checkForm<S extends z.ZodType>(schema: S, form: FormData) {
  const values = formToObject(form, ["intent", "revision"]);
  const parsed = schema.safeParse(values);
  if (parsed.success) return { values: parsed.data as z.output<S>, raw: values } as const;
  return { answer: fieldsRefused(parsed.error, values) } as const;
}

/** Whether an id from the address can be a record's (anything else is a record that does not exist). */
export function isUuid(id: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);
}

/** A record's revision as the form was opened with, or 0 (which never matches) when missing. */
export function revisionOf(form: FormData): number {
  const value = Number(form.get("revision"));
  return Number.isSafeInteger(value) && value > 0 ? value : 0;
}
