/**
 * Reads a form post with a size cap, so a visitor (or a script) cannot make
 * the server buffer megabytes. The body is read once, as bytes, and parsed as
 * the browser's two form encodings; anything else is refused.
 */

/** Posts larger than this are refused; the longest visitor's form is a few kilobytes. */
export const MAX_FORM_BYTES = 64 * 1024;
/** The admin's content forms: a long article, URL-encoded, fits with room to spare. */
export const CONTENT_FORM_BYTES = 1024 * 1024;
/**
 * Posts that carry photos (streamed to disk, each file capped on its own):
 * ten phone photos sent together without JavaScript, with room to spare.
 */
export const UPLOAD_FORM_BYTES = 300 * 1024 * 1024;

export class FormBodyError extends Error {
  readonly status: 400 | 413 | 415;

  constructor(status: 400 | 413 | 415, message: string) {
    super(message);
    this.name = "FormBodyError";
    this.status = status;
  }
}

/** The body's bytes (of a request, or a response the server fetched), refused (413) past `maxBytes`, declared or sent. */
export async function readCapped(
  request: Pick<Request, "headers" | "body">,
  maxBytes: number,
): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > maxBytes) throw new FormBodyError(413, "too large");
  if (!request.body) return new Uint8Array(new ArrayBuffer(0));
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      // Stop reading; the rest is discarded by the HTTP server (cancelling
      // would reset the connection before the 413 reaches the client).
      reader.releaseLock();
      throw new FormBodyError(413, "too large");
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(new ArrayBuffer(total));
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

export async function readFormBody(request: Request, maxBytes = MAX_FORM_BYTES): Promise<FormData> {
  const type = (request.headers.get("content-type") ?? "").toLowerCase();
  const isUrlEncoded = type.startsWith("application/x-www-form-urlencoded");
  const isMultipart = type.startsWith("multipart/form-data");
  if (!isUrlEncoded && !isMultipart) throw new FormBodyError(415, "unsupported content type");
  let bytes: Uint8Array<ArrayBuffer>;
  try {
    bytes = await readCapped(request, maxBytes);
  } catch (error) {
    if (error instanceof FormBodyError) throw error;
    throw new FormBodyError(400, "unreadable body");
  }
  if (isUrlEncoded) {
    const form = new FormData();
    // Invalid UTF-8 becomes U+FFFD rather than an error, as browsers do.
    const text = new TextDecoder("utf-8").decode(bytes);
    for (const [key, value] of new URLSearchParams(text)) form.append(key, value);
    return form;
  }
  try {
    return await new Response(bytes, { headers: { "content-type": type } }).formData();
  } catch {
    throw new FormBodyError(400, "malformed multipart body");
  }
}
