import { type FormEvent, useEffect, useRef, useState } from "react";
import { useActionData, useNavigation } from "react-router";
import type { z } from "zod";
import type { ContentFormResult } from "~/lib/admin-form";
import { formToObject } from "~/lib/form-object";
import type { FieldIssue } from "~/lib/schemas/fields";
import { useHydrated } from "~/lib/use-hydrated";

/**
 * A Content form's behaviour. With JavaScript the schema checks the form
 * before it is sent: each problem is written beside its field and the first
 * one takes the focus, and nothing is sent. The server checks it again with
 * the same schema; its answer (a problem, a conflict with another save)
 * comes back with what was typed, which the form shows again. A button with
 * `formNoValidate` (delete, unpublish, preview) skips the check.
 */
export function useContentForm(schema: z.ZodType) {
  const actionData = useActionData() as ContentFormResult | undefined;
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const [clientIssues, setClientIssues] = useState<FieldIssue[] | null>(null);
  const lastAnswer = useRef(actionData);

  useEffect(() => {
    // A new answer from the server replaces what the browser found.
    if (actionData !== lastAnswer.current) {
      lastAnswer.current = actionData;
      setClientIssues(null);
    }
  }, [actionData]);

  const refusal = actionData && !actionData.ok ? actionData : undefined;
  const serverIssues = refusal?.issues ?? [];
  const issues = clientIssues ?? serverIssues;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    if (submitter instanceof HTMLButtonElement && submitter.formNoValidate) return;
    const parsed = schema.safeParse(formToObject(new FormData(form), ["intent", "revision"]));
    if (parsed.success) {
      setClientIssues([]);
      return;
    }
    event.preventDefault();
    const found = parsed.error.issues.map((issue) => ({
      field: issue.path.join("."),
      message: issue.message,
    }));
    setClientIssues(found);
    const first = found[0]?.field ?? "";
    const field = form.querySelector<HTMLElement>(
      `[id="field-${first}"], [name="${first}"], [name="${first}[]"]`,
    );
    field?.focus();
  };

  return {
    onSubmit,
    // Once the page is interactive the schema checks the form; before that, the browser's own checks do.
    noValidate: hydrated,
    errorFor: (field: string) => issues.find((issue) => issue.field === field)?.message,
    issues,
    /** What the server sent back to show again (a refused save), if any. */
    values: refusal?.values,
    /** Why the server refused the last post (its message), if it did. */
    refusal: refusal?.message,
    answer: actionData,
    busy: navigation.state === "submitting" ? String(navigation.formData?.get("intent") ?? "") : "",
  };
}

/** What a Content form's fields, summary and buttons read (useContentForm's result). */
export type ContentForm = ReturnType<typeof useContentForm>;
