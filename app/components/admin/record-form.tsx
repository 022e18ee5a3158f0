import { Save, Undo2 } from "lucide-react";
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from "react";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { useFormDraft } from "~/lib/form-draft";
import { IssueSummary } from "./admin-page";
import { ConfirmDelete } from "./confirm-delete";
import type { ContentForm } from "./use-content-form";

/** The button row: one Save button with its words, or buttons of the record's own. */
type Submit = { saveLabel: string; actions?: never } | { actions: ReactNode; saveLabel?: never };

/**
 * The frame of a record's edit page (an opening, a testimonial, a project, a
 * post): the form, sent over the revision it was opened with, the summary of
 * what stopped a save, the fields, Save, then (for a record that exists)
 * deleting it in two steps. The form is drawn anew after each save.
 */
export function RecordForm({
  form,
  revision,
  isNew,
  multipart = false,
  onInput,
  draft,
  deletion,
  after,
  children,
  ...submit
}: {
  form: ContentForm;
  revision: number;
  /** Not saved yet: nothing to delete. */
  isNew: boolean;
  /** Photos go with the form (so it works without JavaScript too). */
  multipart?: boolean;
  /** Called as the fields change (the post editor's preview follows the typing). */
  onInput?: (event: FormEvent<HTMLFormElement>) => void;
  /**
   * The record's name for keeping unsaved changes in this browser ("faq:<id>",
   * "faq:new-contact"): a reload or a lost connection keeps what was typed
   * until it is saved. Without it nothing is kept.
   */
  draft?: string;
  /** What deleting says: what the first step is called, and what is lost (none: it cannot be deleted). */
  deletion?: { label: string; warning: ReactNode };
  /** Shown between the form and the delete step (the post's preview). */
  after?: ReactNode;
  children: ReactNode;
} & Submit) {
  const element = useRef<HTMLFormElement>(null);
  const [restoredAt, setRestoredAt] = useState<number | null>(null);
  const { discard, changed } = useFormDraft(element, draft ? `admin-draft:${draft}` : "", {
    version: revision,
    onRestore: setRestoredAt,
  });
  // A save sent and not answered here (the page moved on to the list): the kept copy is no longer needed.
  const sent = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each answer from the server (it stayed on this page) clears the flag
  useEffect(() => {
    sent.current = false;
  }, [form.answer]);
  useEffect(() => () => (sent.current ? discard() : undefined), [discard]);
  return (
    <>
      {restoredAt !== null ? (
        <div
          role="status"
          className="mb-6 flex flex-wrap items-center justify-between gap-3 rounded-md border border-amber-600/50 bg-amber-50 p-4 text-amber-950 dark:border-amber-400/40 dark:bg-amber-950/40 dark:text-amber-50"
        >
          <p className="font-medium">
            Your unsaved changes from{" "}
            {new Date(restoredAt).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" })} are
            back in the form. Save to keep them.
          </p>
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => {
              discard();
              setRestoredAt(null);
            }}
          >
            <Undo2 aria-hidden="true" /> Discard them
          </Button>
        </div>
      ) : null}
      <Form
        ref={element}
        key={revision}
        method="post"
        encType={multipart ? "multipart/form-data" : undefined}
        noValidate={form.noValidate}
        onSubmit={(event) => {
          form.onSubmit(event);
          const intent = ((event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null)?.value;
          sent.current = !event.defaultPrevented && intent !== "preview";
        }}
        onInput={(event) => {
          onInput?.(event);
          changed();
        }}
        onChange={(event) => {
          onInput?.(event);
          changed();
        }}
        className="space-y-6"
      >
        <input type="hidden" name="revision" value={revision} />
        <IssueSummary message={form.refusal} issues={form.issues} />
        {children}
        {submit.actions ?? (
          <Button type="submit" name="intent" value="save" size="lg" disabled={form.busy === "save"}>
            <Save aria-hidden="true" /> {form.busy === "save" ? "Saving..." : submit.saveLabel}
          </Button>
        )}
      </Form>
      {after}
      {isNew || !deletion ? null : (
        <div className="mt-8">
          <ConfirmDelete label={deletion.label} warning={deletion.warning} busy={form.busy === "delete"} />
        </div>
      )}
    </>
  );
}
