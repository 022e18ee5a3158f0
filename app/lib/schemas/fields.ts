import { z } from "zod/mini";

/**
 * Building blocks of the form schemas (zod/mini: these schemas ship to the
 * browser, where every kilobyte counts). Values are cleaned before they are
 * checked: control characters removed (PostgreSQL cannot store NUL), single
 * lines kept on one line, and both ends trimmed.
 */

// biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
const controlChars = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;
const lineBreaks = /[\t\r\n\u2028\u2029]+/g;

export function cleanSingleLine(value: string): string {
  return value.replace(lineBreaks, " ").replace(controlChars, "").trim();
}

export function cleanMultiLine(value: string): string {
  return value.replace(/\r\n?/g, "\n").replace(controlChars, "").trim();
}

interface TextRules {
  max: number;
  /** Message when the value is empty after trimming; absent for optional fields. */
  required?: string;
  tooLong: string;
  multiline?: boolean;
}

/** A text field: cleaned, then required (unless optional) and at most `max` characters. */
export function text({ max, required, tooLong, multiline = false }: TextRules) {
  const clean = multiline ? cleanMultiLine : cleanSingleLine;
  const checks = [
    z.overwrite<string>(clean),
    ...(required ? [z.minLength(1, required)] : []),
    z.maxLength(max, tooLong),
  ];
  // A field missing from the post counts as empty, so it gets the field's own message.
  return z.prefault(z.string().check(...checks), "");
}

/** An e-mail address: cleaned, valid, at most `max` characters. */
export function email({ max, invalid, tooLong }: { max: number; invalid: string; tooLong: string }) {
  return z.pipe(
    z.prefault(z.string().check(z.overwrite(cleanSingleLine)), ""),
    z.email({ error: invalid }).check(z.maxLength(max, tooLong)),
  );
}

export interface FieldIssue {
  /** Name of the form field. */
  field: string;
  message: string;
}

/** Validation failures in the order of the schema's fields (the form's order). */
export function fieldIssues(error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] }) {
  const issues: FieldIssue[] = error.issues.map((issue) => ({
    field: String(issue.path[0] ?? ""),
    message: issue.message,
  }));
  return issues;
}

/**
 * The raw values of the named fields, as strings (files and missing fields
 * become undefined), so a schema sees exactly what the visitor typed.
 */
export function formFields<K extends string>(
  formData: FormData,
  names: readonly K[],
): Record<K, string | undefined> {
  const out = {} as Record<K, string | undefined>;
  for (const name of names) {
    const value = formData.get(name);
    out[name] = typeof value === "string" ? value : undefined;
  }
  return out;
}
