import { CircleCheck } from "lucide-react";
import { type ReactNode, useEffect, useMemo, useRef } from "react";
import { Form } from "react-router";
import { FormAlert } from "~/components/forms/form-alert";
import { ServerMarkup } from "~/components/layout/server-markup";
import { useFormDraft } from "~/lib/form-draft";
import { type FormResult, SCRIPT_FIELD, SUBMISSION_KEY_FIELD } from "~/lib/form-result";
import { useHydrated } from "~/lib/use-hydrated";
import { HoneypotField } from "./honeypot-field";
import type { useLeadForm } from "./use-lead-form";
import { VisitFields } from "./visit-fields";

/**
 * What the two public forms share around their fields: the post to their
 * page's action (with or without JavaScript), the answer to a post made
 * without JavaScript written above the fields, the honeypot, and where the
 * visit came from.
 */
export function LeadForm({
  name,
  form,
  action,
  encType,
  className,
  children,
  submit,
  confirmation,
}: {
  /** The form's name, for the draft kept in the browser until it is sent. */
  name: string;
  form: ReturnType<typeof useLeadForm>;
  /** The page's address and the form's anchor, e.g. "/contact#contact-form". */
  action: string;
  /** "multipart/form-data" for a form that can carry files. */
  encType?: "multipart/form-data";
  className?: string;
  children: ReactNode;
  submit: ReactNode;
  /** Shown with the success message after a post the page's script sent: what happens next. */
  confirmation: ReactNode;
}) {
  const hydrated = useHydrated();
  const element = useRef<HTMLFormElement>(null);
  useFormDraft(element, `draft:${name}`, { generation: form.formKey });
  // One key per filled form, sent with every try of it: a post that got through
  // before its answer was lost is not stored twice when the visitor tries again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new key for each new form (formKey)
  const submissionKey = useMemo(() => (hydrated ? crypto.randomUUID() : ""), [hydrated, form.formKey]);
  return (
    <>
      {form.sent ? (
        <SentConfirmation message={form.sent.message} refusedPhotos={form.sent.refusedPhotos}>
          {confirmation}
        </SentConfirmation>
      ) : null}
      <Form
        ref={element}
        key={form.formKey}
        method="post"
        action={action}
        encType={encType}
        noValidate={form.noValidate}
        onSubmit={form.onSubmit}
        onFocus={form.onFocus}
        onPointerDown={form.prepare}
        onInput={form.sent ? form.startAgain : undefined}
        className={className}
      >
        {form.inlineResult ? (
          // Only a post made without JavaScript comes back with an answer to write
          // here: the browser keeps the server's markup, the alert's code stays there.
          <ServerMarkup>{import.meta.env.SSR ? <FormAlert result={form.inlineResult} /> : null}</ServerMarkup>
        ) : null}
        {children}
        {hydrated ? <input type="hidden" name={SCRIPT_FIELD} value="1" /> : null}
        {submissionKey ? <input type="hidden" name={SUBMISSION_KEY_FIELD} value={submissionKey} /> : null}
        <HoneypotField />
        <VisitFields />
        {submit}
      </Form>
    </>
  );
}

/**
 * The answer to a sent form, beside it: it stays (a toast does not) until the
 * visitor starts another message, so nobody wonders whether it went or sends
 * it twice. It takes the focus, so it is read out and scrolled into view.
 */
function SentConfirmation({
  message,
  refusedPhotos = [],
  children,
}: {
  message: string;
  refusedPhotos?: Extract<FormResult, { ok: true }>["refusedPhotos"];
  children: ReactNode;
}) {
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    panel.current?.focus();
  }, []);
  return (
    <div
      ref={panel}
      tabIndex={-1}
      role="status"
      className="mb-6 scroll-mt-28 rounded-lg border border-green-700/40 bg-green-50 p-5 text-green-950 outline-none focus-visible:outline-2 focus-visible:outline-ring dark:bg-green-950 dark:text-green-50"
    >
      <p className="flex items-start gap-2 font-semibold">
        <CircleCheck className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        {message}
      </p>
      {refusedPhotos.length > 0 ? (
        <div className="mt-2 pl-7 text-sm">
          <p className="font-semibold">
            {refusedPhotos.length === 1 ? "One photo could not be used" : "Some photos could not be used"}, so
            your request was sent without {refusedPhotos.length === 1 ? "it" : "them"}:
          </p>
          <ul className="mt-1 list-disc space-y-1 pl-5">
            {refusedPhotos.map((photo) => (
              <li key={`${photo.name}:${photo.reason}`}>
                <span className="font-medium break-all">{photo.name}</span>: {photo.reason}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="mt-2 pl-7 text-sm">{children}</div>
    </div>
  );
}
