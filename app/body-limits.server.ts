import { CONTACT_PHOTO_LIMITS } from "~/features/leads/schemas/contact-services";
import { CONTENT_FORM_BYTES, MAX_FORM_BYTES, UPLOAD_FORM_BYTES } from "~/server/form-body.server";

/**
 * The largest body a post to an address may send, checked by the web server
 * before the body is read (http/form-guard.ts) and again while reading. It
 * knows the addresses of the forms that take photos.
 */

/** The contact form with its photos (8 of 15 MB at most, streamed to disk; the fields stay under MAX_FORM_BYTES). */
export const CONTACT_UPLOAD_BYTES = CONTACT_PHOTO_LIMITS.count * CONTACT_PHOTO_LIMITS.bytes + 1024 * 1024;

export function maxBodyBytes(pathname: string, contentType = ""): number {
  // Only a multipart post carries files; any other is a plain form, capped as one.
  if (contentType.toLowerCase().startsWith("multipart/form-data")) {
    if (/^\/contact(\.data|\/send)?$/.test(pathname)) return CONTACT_UPLOAD_BYTES;
    // The gallery's pages and a post's editor (its picture) take photos.
    if (/^\/admin\/content\/(gallery|blog\/)/.test(pathname)) return UPLOAD_FORM_BYTES;
  }
  return pathname.startsWith("/admin/content") ? CONTENT_FORM_BYTES : MAX_FORM_BYTES;
}
