import { type FocusEvent, type FormEvent, useEffect, useRef, useState } from "react";
import { useActionData, useNavigation } from "react-router";
import { prepareToasts, withToast } from "~/components/ui/toast";
import { focusClearOfToasts, keepClearOfToasts } from "~/lib/clear-of-toasts";
import type { FormResult } from "~/lib/form-result";
import type { FieldIssue } from "~/lib/schemas/fields";
import { useHydrated } from "~/lib/use-hydrated";

type Validate = (form: FormData) => { ok: true } | { ok: false; issues: FieldIssue[] };

/**
 * Behaviour shared by the public forms. With JavaScript: the form's schema
 * checks it before it is sent, each failure is its own error toast (in field
 * order), the button is busy while the post is under way, and the answer is a
 * toast; success clears the form, failure keeps what was typed. Without
 * JavaScript the browser posts the form: a refused post comes back with the
 * answer written inline (`inlineResult`) and the typed values (`defaults`); a
 * stored one is redirected to the form's thank-you page by the server.
 *
 * The schema and the toasts are not in the page's first JavaScript: they load
 * once the page is idle after its scripts start (the visitor is reading the
 * form), or when the visitor first focuses or touches it (`prepare`), so the
 * first Send answers at once. A submit that comes before they have arrived
 * waits for them, then submits again.
 */
export function useLeadForm(loadValidate: () => Promise<Validate>) {
  const actionData = useActionData() as FormResult | undefined;
  const navigation = useNavigation();
  const hydrated = useHydrated();
  // The answer that came with the document (a post made without JavaScript).
  const documentResult = useRef(actionData);
  const fromDocument = actionData !== undefined && actionData === documentResult.current;
  const [clientIssues, setClientIssues] = useState<FieldIssue[] | null>(null);
  // Bumped after a success: the form remounts with its defaults.
  const [formKey, setFormKey] = useState(0);
  // The success message (and any photo left out), shown beside the form until the visitor starts another.
  const [sent, setSent] = useState<Extract<FormResult, { ok: true }> | null>(null);
  const validateRef = useRef<Validate | null>(null);
  const loading = useRef<Promise<void> | null>(null);

  const prepare = () => {
    prepareToasts().catch(() => undefined);
    loading.current ??= loadValidate().then(
      (validate) => {
        validateRef.current = validate;
      },
      () => {
        // The schema could not load (offline): the server checks the post anyway.
        validateRef.current = () => ({ ok: true });
      },
    );
    return loading.current;
  };

  // Loaded while the visitor reads, so the first Send needs no download (Safari has no idle callback).
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the form first shows.
  useEffect(() => {
    if (typeof window.requestIdleCallback !== "function") {
      const timer = window.setTimeout(prepare, 1000);
      return () => window.clearTimeout(timer);
    }
    const idle = window.requestIdleCallback(() => prepare(), { timeout: 3000 });
    return () => window.cancelIdleCallback(idle);
  }, []);

  useEffect(() => {
    if (!actionData || actionData === documentResult.current) return;
    if (actionData.ok) {
      withToast((toast) => toast.success(actionData.message));
      setClientIssues(null);
      setFormKey((key) => key + 1);
      setSent(actionData);
      return;
    }
    withToast((toast) => {
      for (const issue of actionData.issues) toast.error(issue.message, { id: issue.field });
      if (actionData.message) toast.error(actionData.message);
    });
    setClientIssues(actionData.issues);
  }, [actionData]);

  const issues = clientIssues ?? (fromDocument && actionData && !actionData.ok ? actionData.issues : []);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    const validate = validateRef.current;
    if (!validate) {
      // Not loaded yet: hold the submit until it is, then make it again.
      event.preventDefault();
      const submitter = (event.nativeEvent as SubmitEvent).submitter;
      prepare().then(() => form.requestSubmit(submitter));
      return;
    }
    const result = validate(new FormData(form));
    // Earlier error toasts go: they are answered or replaced below.
    const earlier = issues;
    withToast((toast) => {
      for (const issue of earlier) toast.dismiss(issue.field);
    });
    if (result.ok) {
      setClientIssues([]);
      return;
    }
    event.preventDefault();
    setClientIssues(result.issues);
    withToast((toast) => {
      for (const issue of result.issues) toast.error(issue.message, { id: issue.field });
    });
    const first = form.elements.namedItem(result.issues[0]?.field ?? "");
    if (first instanceof HTMLElement) focusClearOfToasts(first);
  };

  /** A field the visitor moves to is never left under a toast. */
  const onFocus = (event: FocusEvent<HTMLFormElement>) => {
    prepare();
    if (event.target.matches("input, textarea, select")) keepClearOfToasts(event.target);
  };

  const errorFor = (field: string) => issues.find((issue) => issue.field === field)?.message;
  const defaults = fromDocument && actionData && !actionData.ok && formKey === 0 ? actionData.values : {};

  return {
    formKey,
    onSubmit,
    onFocus,
    /** For the form's onPointerDown (and onFocus): starts loading the schema and the toasts. */
    prepare,
    busy: navigation.state !== "idle" && navigation.formData !== undefined,
    /** The last success's answer, until the visitor starts another (then null). */
    sent,
    /** For the form's onInput: typing again starts a new message. */
    startAgain: () => setSent(null),
    // Once the page is interactive the schema checks the form (with toasts);
    // before that, the browser's own required/type checks do.
    noValidate: hydrated,
    inlineResult: fromDocument && clientIssues === null ? actionData : undefined,
    errorFor,
    defaults,
  };
}
