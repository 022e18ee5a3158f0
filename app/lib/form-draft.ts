import { type RefObject, useCallback, useEffect, useRef } from "react";

/** How long a draft is kept in the browser when it is never sent. */
const DRAFT_DAYS = 7;

interface Draft {
  savedAt: number;
  /** The record's revision the form was opened with (0 for a form of no record). */
  version?: number;
  values: Record<string, string>;
}

type TypedField = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const typedInputs = new Set([
  "text",
  "email",
  "tel",
  "url",
  "number",
  "date",
  "datetime-local",
  "time",
  "checkbox",
  "",
]);

/** The fields a person types or ticks: text, e-mail, phone, dates, choices. Never files, hidden or honeypot fields. */
function typedFields(form: HTMLFormElement) {
  return [...form.elements].filter(
    (element): element is TypedField =>
      (element instanceof HTMLTextAreaElement ||
        element instanceof HTMLSelectElement ||
        (element instanceof HTMLInputElement && typedInputs.has(element.type))) &&
      Boolean(element.name) &&
      element.tabIndex !== -1 &&
      !element.closest("[aria-hidden='true']"),
  );
}

const isBox = (field: TypedField): field is HTMLInputElement =>
  field instanceof HTMLInputElement && field.type === "checkbox";

/** A field's name in the draft: a box of a group (several boxes share a name) by its value too. */
function keyOf(field: TypedField): string {
  return isBox(field) && field.value !== "on" ? `${field.name}=${field.value}` : field.name;
}

/** A field's value as kept: a ticked box is "on", an unticked one "". */
function keptValue(field: TypedField): string {
  return isBox(field) ? (field.checked ? "on" : "") : field.value;
}

/** What a field held when the page came (its default, not what was typed since). */
function initialValue(field: TypedField): string {
  if (isBox(field)) return field.defaultChecked ? "on" : "";
  if (!(field instanceof HTMLSelectElement)) return field.defaultValue;
  return ([...field.options].find((option) => option.defaultSelected) ?? field.options[0])?.value ?? "";
}

function setValue(field: TypedField, value: string) {
  if (isBox(field)) field.checked = value === "on";
  else field.value = value;
}

function read(key: string): Draft | undefined {
  try {
    const draft = JSON.parse(localStorage.getItem(key) ?? "null") as Draft | null;
    if (!draft || Date.now() - draft.savedAt > DRAFT_DAYS * 86_400_000) return undefined;
    return draft;
  } catch {
    return undefined;
  }
}

function forget(key: string) {
  try {
    localStorage.removeItem(key);
  } catch {
    // Storage refused (private browsing): there is nothing kept to forget.
  }
}

/**
 * What someone types into a form is kept in this browser until it is sent,
 * so a reload, a closed tab, a lost connection or a crashed phone browser does
 * not lose it: the fields come back as they were (photos cannot be kept: the
 * browser must be asked for them again). Nothing typed before the page's
 * script arrived is overwritten.
 *
 * - `generation` changes after a send: the draft is then dropped.
 * - `version` is the revision of the record the form edits: a draft made on
 *   another revision (the record was saved since) is dropped, not brought back.
 * - `onRestore` is told when a draft was brought back (to say so).
 *
 * An empty `key`: nothing is kept. Returns `discard`, which puts the fields
 * back as the page gave them and forgets the draft, and `changed`, for the
 * form's own onInput: React's events reach it from the first render, before
 * any effect has run.
 */
export function useFormDraft(
  formRef: RefObject<HTMLFormElement | null>,
  key: string,
  {
    generation = 0,
    version = 0,
    onRestore,
  }: { generation?: number; version?: number; onRestore?: (savedAt: number) => void } = {},
) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  /** Writes what the form holds now (or forgets the draft when it holds what the page gave). */
  const write = useCallback(() => {
    timer.current = undefined;
    const form = formRef.current;
    if (!form || !key) return;
    const fields = typedFields(form);
    const unchanged = fields.every((field) => keptValue(field) === initialValue(field));
    const values = Object.fromEntries(fields.map((field) => [keyOf(field), keptValue(field)]));
    try {
      if (unchanged) localStorage.removeItem(key);
      else
        localStorage.setItem(key, JSON.stringify({ savedAt: Date.now(), version, values } satisfies Draft));
    } catch {
      // Storage full or refused (private browsing): the form works as before.
    }
  }, [formRef, key, version]);
  /** Keeps what the form holds now, a moment after the last change (also called by the form's own onInput). */
  const changed = useCallback(() => {
    if (!key) return;
    clearTimeout(timer.current);
    timer.current = setTimeout(write, 300);
  }, [key, write]);
  // A reload or a closed tab within that moment: the last keystrokes are written at once.
  useEffect(() => {
    const flush = () => {
      if (timer.current === undefined) return;
      clearTimeout(timer.current);
      write();
    };
    window.addEventListener("pagehide", flush);
    return () => window.removeEventListener("pagehide", flush);
  }, [write]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: onRestore is a message to the page, not a reason to read the draft again
  useEffect(() => {
    const form = formRef.current;
    if (!form || !key) return;
    // A new form after a send: nothing of the last one is kept.
    if (generation > 0) forget(key);
    const draft = generation > 0 ? undefined : read(key);
    if (draft && (draft.version ?? 0) !== version) forget(key);
    else if (draft) {
      const fields = typedFields(form);
      const untouched = fields.every((field) => keptValue(field) === initialValue(field));
      if (untouched) {
        let changed = false;
        for (const field of fields) {
          const value = draft.values[keyOf(field)];
          if (value === undefined || value === keptValue(field)) continue;
          setValue(field, value);
          changed = true;
        }
        if (changed) {
          onRestore?.(draft.savedAt);
          // What follows the typing (a preview) follows the words brought back too.
          fields[0]?.dispatchEvent(new Event("input", { bubbles: true }));
        }
      }
    }
    form.addEventListener("input", changed);
    form.addEventListener("change", changed);
    // What was typed before these listeners were there (before the scripts ran, or in the
    // moment after a move to this page, before its effects ran) is kept too.
    changed();
    return () => {
      form.removeEventListener("input", changed);
      form.removeEventListener("change", changed);
    };
  }, [formRef, key, generation, version, changed]);

  const discard = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    forget(key);
    const form = formRef.current;
    if (form) for (const field of typedFields(form)) setValue(field, initialValue(field));
  }, [formRef, key]);
  return { discard, changed };
}
