import { type RefObject, useEffect } from "react";

/** How long a draft is kept in the browser when it is never sent. */
const DRAFT_DAYS = 7;

interface Draft {
  savedAt: number;
  values: Record<string, string>;
}

/** The fields a visitor types: text, e-mail, phone, choices. Never files, hidden or honeypot fields. */
function typedFields(form: HTMLFormElement) {
  return [...form.elements].filter(
    (element): element is HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement =>
      (element instanceof HTMLTextAreaElement ||
        element instanceof HTMLSelectElement ||
        (element instanceof HTMLInputElement && ["text", "email", "tel", ""].includes(element.type))) &&
      Boolean(element.name) &&
      element.tabIndex !== -1 &&
      !element.closest("[aria-hidden='true']"),
  );
}

/** What a field held when the page came (its default, not what was typed since). */
function initialValue(field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement): string {
  if (!(field instanceof HTMLSelectElement)) return field.defaultValue;
  return ([...field.options].find((option) => option.defaultSelected) ?? field.options[0])?.value ?? "";
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

/**
 * What a visitor types into a public form is kept in this browser until it is
 * sent, so a reload, a closed tab or a crashed phone browser does not lose it:
 * the fields come back as they were (photos cannot be kept: the browser must
 * be asked for them again). Nothing typed before the page's script arrived is
 * overwritten. `generation` changes after a send: the draft is then dropped.
 */
export function useDraft(formRef: RefObject<HTMLFormElement | null>, name: string, generation: number) {
  const key = `draft:${name}`;

  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    // A new form after a send: nothing of the last message is kept.
    if (generation > 0) localStorage.removeItem(key);
    const draft = generation > 0 ? undefined : read(key);
    if (draft) {
      const fields = typedFields(form);
      const untouched = fields.every((field) => field.value === initialValue(field));
      if (untouched) {
        for (const field of fields) {
          const value = draft.values[field.name];
          if (value !== undefined) field.value = value;
        }
      }
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    const save = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        const values = Object.fromEntries(typedFields(form).map((field) => [field.name, field.value]));
        const empty = Object.values(values).every((value) => value.trim() === "");
        try {
          if (empty) localStorage.removeItem(key);
          else localStorage.setItem(key, JSON.stringify({ savedAt: Date.now(), values } satisfies Draft));
        } catch {
          // Storage full or refused (private browsing): the form works as before.
        }
      }, 300);
    };
    form.addEventListener("input", save);
    form.addEventListener("change", save);
    return () => {
      clearTimeout(timer);
      form.removeEventListener("input", save);
      form.removeEventListener("change", save);
    };
  }, [formRef, key, generation]);
}
