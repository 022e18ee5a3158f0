/**
 * Reads a multipart post that carries photos without holding them in memory:
 * each file is streamed to its own temporary file, cut off at the upload cap
 * (the file is then marked too large and its bytes dropped), and the text
 * fields are kept as a FormData. Fields a form checks first are checked
 * before any file is written (`checkFields`). The caller removes the temporary files with
 * `discard()` once it has processed them, whatever happened.
 */
import { randomUUID } from "node:crypto";
import { once } from "node:events";
import { createWriteStream } from "node:fs";
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import busboy from "busboy";
import { FormBodyError } from "~/server/form-body.server";
import { MAX_UPLOAD_BYTES } from "./inspect.server";

export interface ReceivedFile {
  field: string;
  /** The name the browser gave it (shown back to the owner, never used as a path). */
  name: string;
  /** The temporary file holding its bytes (empty when it was too large). */
  path: string;
  size: number;
  tooLarge: boolean;
}

export interface ReceivedUpload {
  form: FormData;
  files: ReceivedFile[];
  /**
   * The text fields were refused when the first file arrived (`checkFields`):
   * no file was written, the caller answers with the fields' problems.
   */
  fieldsRefused: boolean;
  /** Files that came after refused fields: read and dropped, never written (the visitor must choose them again). */
  droppedFiles: number;
  /** More files came than allowed: those past the limit were dropped (the caller says so). */
  tooManyFiles: boolean;
  /** Bytes of the files received. */
  bytes: number;
  discard(): Promise<void>;
}

export interface UploadLimits {
  /** Most files in one post; more are refused whole. */
  maxFiles: number;
  maxFileBytes?: number;
  /** The text fields together (a post's body is the largest). */
  maxFieldBytes?: number;
  /** Where the temporary files go (the server clears it when it starts); the system's by default. */
  tempRoot?: string;
  /**
   * Called with the text fields when the first file arrives (a form sends its
   * fields first, in page order): false refuses them, and then no file is
   * written at all; the rest of the post is read and dropped.
   */
  checkFields?: (form: FormData) => boolean;
}

/**
 * Writes the body into the parser, waiting when it is full. The body is
 * read to its end even after a parser error (the size guard bounds it) and
 * never cancelled: cancelling would reset the connection before the answer
 * reaches the client.
 */
async function feed(body: ReadableStream<Uint8Array>, parser: busboy.Busboy): Promise<void> {
  const reader = body.getReader();
  const done = new Promise<void>((resolve, reject) => {
    parser.once("close", resolve);
    parser.once("error", reject);
  });
  // A failure is reported by `done`; this keeps it from also being unhandled here.
  done.catch(() => {});
  try {
    for (;;) {
      const chunk = await reader.read();
      if (chunk.done) {
        if (!parser.errored) parser.end();
        break;
      }
      // After a parser error the rest is read and dropped, so the connection
      // is left clean for the client's next request.
      if (parser.errored) continue;
      // Waits for room; an error ends the wait too (and is reported by `done` below).
      if (!parser.write(chunk.value)) await Promise.race([once(parser, "drain"), done]).catch(() => {});
    }
  } finally {
    reader.releaseLock();
  }
  await done;
}

/** Reads a body to its end and drops it (the size guard has bounded it). */
async function drain(body: ReadableStream<Uint8Array>): Promise<void> {
  const reader = body.getReader();
  try {
    while (!(await reader.read()).done) {
      // dropped
    }
  } catch {
    // The client went away: nothing left to read.
  } finally {
    reader.releaseLock();
  }
}

/** Streams a multipart post's files to temporary files and reads its fields. */
export async function receiveUpload(request: Request, limits: UploadLimits): Promise<ReceivedUpload> {
  const type = request.headers.get("content-type") ?? "";
  if (!type.toLowerCase().startsWith("multipart/form-data")) {
    throw new FormBodyError(415, "unsupported content type");
  }
  if (!request.body) throw new FormBodyError(400, "empty body");
  const maxFileBytes = limits.maxFileBytes ?? MAX_UPLOAD_BYTES;
  const maxFieldBytes = limits.maxFieldBytes ?? 1024 * 1024;
  const root = limits.tempRoot ?? tmpdir();
  await mkdir(root, { recursive: true });
  const folder = await mkdtemp(path.join(root, "upload-"));
  const discard = () => rm(folder, { recursive: true, force: true });
  const form = new FormData();
  const files: ReceivedFile[] = [];
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": type },
      limits: { files: limits.maxFiles, fileSize: maxFileBytes, fieldSize: maxFieldBytes, parts: 200 },
      defParamCharset: "utf8",
    });
  } catch {
    // No boundary: nothing can be parsed. The body is still read to its end,
    // so the connection stays usable for the client's next request.
    await drain(request.body);
    await discard();
    throw new FormBodyError(400, "malformed multipart body");
  }

  let fieldBytes = 0;
  let refusal: FormBodyError | undefined;
  let fieldsChecked = false;
  let fieldsRefused = false;
  let droppedFiles = 0;
  const writes: Promise<void>[] = [];
  parser.on("field", (name, value, info) => {
    fieldBytes += value.length;
    if (info.valueTruncated || fieldBytes > maxFieldBytes) refusal ??= new FormBodyError(413, "too large");
    else form.append(name, value);
  });
  parser.on("file", (field, stream, info) => {
    if (!fieldsChecked) {
      fieldsChecked = true;
      fieldsRefused = limits.checkFields ? !limits.checkFields(form) : false;
    }
    // An empty file input still sends a part with no name: nothing was chosen.
    // After refused fields, nothing of any file is kept.
    if (!info.filename || fieldsRefused) {
      if (info.filename) droppedFiles++;
      stream.resume();
      return;
    }
    const file: ReceivedFile = {
      field,
      name: info.filename.slice(0, 200),
      path: path.join(folder, randomUUID()),
      size: 0,
      tooLarge: false,
    };
    files.push(file);
    stream.on("data", (chunk: Buffer) => {
      file.size += chunk.length;
    });
    stream.on("limit", () => {
      file.tooLarge = true;
    });
    writes.push(
      pipeline(stream, createWriteStream(file.path)).then(async () => {
        if (file.tooLarge) await rm(file.path, { force: true });
      }),
    );
  });
  let tooManyFiles = false;
  parser.on("filesLimit", () => {
    tooManyFiles = true;
  });
  parser.on("partsLimit", () => {
    refusal ??= new FormBodyError(413, "too many parts");
  });

  try {
    await feed(request.body, parser);
    await Promise.all(writes);
  } catch {
    await Promise.allSettled(writes);
    await discard();
    throw new FormBodyError(400, "malformed multipart body");
  }
  if (refusal) {
    await discard();
    throw refusal;
  }
  const bytes = files.reduce((sum, file) => sum + file.size, 0);
  return { form, files, fieldsRefused, droppedFiles, tooManyFiles, bytes, discard };
}
